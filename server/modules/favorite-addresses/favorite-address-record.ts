/** A favorite address between its stored row and the contract's `FavoriteAddress` answer. */
import {
  favoriteAddressFields,
  type FavoriteAddress,
  type FavoriteAddressData,
} from '../../../src/contract/favorite-address';
import type { favoriteAddresses } from '../../db/schema';

export type FavoriteAddressRow = typeof favoriteAddresses.$inferSelect;

/** The columns a create or update writes: the answer's fields (src/contract). */
export const favoriteAddressColumns = (input: FavoriteAddressData) => favoriteAddressFields(input);

export function presentFavoriteAddress(row: FavoriteAddressRow): FavoriteAddress {
  return {
    id: row.id,
    ...favoriteAddressFields(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
