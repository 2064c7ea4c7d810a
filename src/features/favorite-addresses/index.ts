/** The favorite addresses as other features use them: the transport order picks start and goal. */
export { favoriteAddressesListQueryOptions } from './api/list-favorite-addresses';
