/** A favorite address between its stored row and the contract's `FavoriteAddress` answer. */
import type { FavoriteAddress, FavoriteAddressData } from '../../../src/contract/favorite-address';
import type { favoriteAddresses } from '../../db/schema';

export type FavoriteAddressRow = typeof favoriteAddresses.$inferSelect;

/** The columns a create or update writes; absent optional fields are stored as null. */
export function favoriteAddressColumns(input: FavoriteAddressData) {
  return {
    name: input.name,
    street: input.street,
    houseNumber: input.houseNumber,
    floor: input.floor ?? null,
    city: input.city,
    zipCode: input.zipCode,
    country: input.country,
    note: input.note ?? null,
  };
}

export function presentFavoriteAddress(row: FavoriteAddressRow): FavoriteAddress {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    houseNumber: row.houseNumber,
    floor: row.floor,
    city: row.city,
    zipCode: row.zipCode,
    country: row.country,
    note: row.note,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
