/** Favorite addresses of an organisation: frequent pick-up and destination places (PRODUCT.md §3). */
import * as v from 'valibot';
import { addressEntries, AddressRecord, addressRecordOf, withZipCodeRule } from './address';
import { listQuery, object, requiredText, uuid, version } from './common';
import { endpoint } from './endpoint';
import { pageOf, versionedRecord } from './record';
import { FAVORITE_ADDRESS_SORTS } from './list-sorts';

export const FavoriteAddressInput = withZipCodeRule(
  object({ id: v.optional(uuid), name: requiredText(150), ...addressEntries }),
);
export type FavoriteAddressInput = v.InferInput<typeof FavoriteAddressInput>;
export type FavoriteAddressData = v.InferOutput<typeof FavoriteAddressInput>;

export const FavoriteAddressUpdate = withZipCodeRule(
  object({ id: v.optional(uuid), name: requiredText(150), ...addressEntries, version }),
);
export type FavoriteAddressUpdate = v.InferInput<typeof FavoriteAddressUpdate>;

export { FAVORITE_ADDRESS_SORTS };
export const FavoriteAddressListQuery = listQuery(FAVORITE_ADDRESS_SORTS);

/** A favorite address's own fields as the API answers them (absent optional values are null). */
export const FavoriteAddressFields = { name: v.string(), ...AddressRecord.entries };
type FavoriteAddressFields = v.InferOutput<v.ObjectSchema<typeof FavoriteAddressFields, undefined>>;

/** A favorite address as the API answers it. */
export const FavoriteAddress = versionedRecord(FavoriteAddressFields);
export type FavoriteAddress = v.InferOutput<typeof FavoriteAddress>;
export const FavoriteAddressPage = pageOf(FavoriteAddress);

/** The one mapping from input or a stored row to the answered fields (server and overlay). */
export function favoriteAddressFields(
  data: FavoriteAddressData | FavoriteAddressFields,
): FavoriteAddressFields {
  return { name: data.name, ...addressRecordOf(data) };
}

/** The operations of `/v1/favorite-addresses`. */
export const favoriteAddressApi = {
  list: endpoint.get<v.InferOutput<typeof FavoriteAddressPage>>('favorite-addresses'),
  read: endpoint.get<FavoriteAddress, { id: string }>(({ id }) => `favorite-addresses/${id}`),
  create: endpoint.post<FavoriteAddress, void, FavoriteAddressInput>('favorite-addresses'),
  update: endpoint.put<FavoriteAddress, { id: string }, FavoriteAddressUpdate>(
    ({ id }) => `favorite-addresses/${id}`,
  ),
  delete: endpoint.delete<void, { id: string }>(({ id }) => `favorite-addresses/${id}`),
};
