/** Favorite addresses (PRODUCT.md §3): the routes, and the column mapping the demo data shares. */
export { favoriteAddressRoutes } from './routes';
export { favoriteAddressColumns } from './favorite-address-record';
