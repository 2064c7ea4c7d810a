/** The organisation's favorite addresses (PRODUCT.md §3), through the caller's data scope. */
import type { Page } from '../../../src/contract/common';
import type { FavoriteAddress, FavoriteAddressData } from '../../../src/contract/favorite-address';
import type { Language } from '../../../src/contract/messages';
import type { DataScope } from '../../db/scope';
import { conflict } from '../../errors';
import { checkBodyId, createdOrThrow } from '../master-data';
import { listFavoriteAddresses, type FavoriteAddressSort } from './favorite-address-list';
import { favoriteAddressColumns, presentFavoriteAddress } from './favorite-address-record';
import { pageAnswer } from '../../db/paging';

/** The request as the favorite-address service sees it. */
export type FavoriteAddressRequest = {
  scope: DataScope;
  /** For messages of field errors. */
  language: Language;
  now: Date;
};

export async function listFavoriteAddressPage(
  { scope }: FavoriteAddressRequest,
  options: { page: number; perPage: number; search?: string; sort?: FavoriteAddressSort },
): Promise<Page<FavoriteAddress>> {
  const { rows, ...counted } = await listFavoriteAddresses(scope, options);
  return pageAnswer(rows.map(presentFavoriteAddress), counted);
}

export async function createFavoriteAddress(
  { scope, language, now }: FavoriteAddressRequest,
  input: FavoriteAddressData,
): Promise<FavoriteAddress> {
  const outcome = await scope.favoriteAddresses.insert({
    ...(input.id ? { id: input.id } : {}),
    ...favoriteAddressColumns(input),
    createdBy: scope.caller.userId,
    createdAt: now,
    updatedAt: now,
  });
  return presentFavoriteAddress(createdOrThrow(outcome, presentFavoriteAddress, language));
}

export async function readFavoriteAddress(
  { scope }: FavoriteAddressRequest,
  id: string,
): Promise<FavoriteAddress> {
  return presentFavoriteAddress(await scope.favoriteAddresses.find(id));
}

export async function updateFavoriteAddress(
  { scope, language, now }: FavoriteAddressRequest,
  id: string,
  input: FavoriteAddressData & { version: number },
): Promise<FavoriteAddress> {
  checkBodyId(input.id, id, language);
  const outcome = await scope.favoriteAddresses.updateVersioned(
    { id, version: input.version },
    favoriteAddressColumns(input),
    now,
  );
  if ('stale' in outcome) throw conflict(presentFavoriteAddress(outcome.stale));
  return presentFavoriteAddress(outcome.updated);
}

export function deleteFavoriteAddress({ scope }: FavoriteAddressRequest, id: string) {
  return scope.favoriteAddresses.delete(id);
}
