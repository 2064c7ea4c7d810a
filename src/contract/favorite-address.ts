/** Favorite addresses of an organisation: frequent pick-up and destination places (PRODUCT.md §3). */
import * as v from 'valibot';
import { addressEntries, withZipCodeRule, type AddressRecord } from './address';
import { listQuery, object, requiredText, uuid, version } from './common';

export const FavoriteAddressInput = withZipCodeRule(
  object({ id: v.optional(uuid), name: requiredText(150), ...addressEntries }),
);
export type FavoriteAddressInput = v.InferInput<typeof FavoriteAddressInput>;
export type FavoriteAddressData = v.InferOutput<typeof FavoriteAddressInput>;

export const FavoriteAddressUpdate = withZipCodeRule(
  object({ id: v.optional(uuid), name: requiredText(150), ...addressEntries, version }),
);
export type FavoriteAddressUpdate = v.InferInput<typeof FavoriteAddressUpdate>;

export const FAVORITE_ADDRESS_SORTS = [
  'name',
  'city',
  'zipCode',
  'createdAt',
  'updatedAt',
] as const;
export const FavoriteAddressListQuery = listQuery(FAVORITE_ADDRESS_SORTS);

export type FavoriteAddress = AddressRecord & {
  id: string;
  name: string;
  version: number;
  createdAt: string;
  updatedAt: string;
};
