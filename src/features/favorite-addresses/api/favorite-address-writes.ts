/** The favorite-address writes the offline queue carries: create, update and delete. */
import {
  favoriteAddressApi,
  favoriteAddressFields,
  type FavoriteAddressData,
} from '@/contract/favorite-address';
import { resourceWrites } from '@/lib/offline-writes/write-kinds';
import { favoriteAddressKeys } from './favorite-address-keys';

export const favoriteAddressWrites = resourceWrites({
  recordType: 'favorite-addresses',
  endpoints: favoriteAddressApi,
  // The contract's mapping, the same the server presents favorite addresses with.
  fields: (data: FavoriteAddressData) => favoriteAddressFields(data),
  touches: [favoriteAddressKeys.all],
});
