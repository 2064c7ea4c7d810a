/**
 * The organisation's favorite addresses: search, sort and one page. An organisation keeps tens,
 * not thousands, of them, so a search may look inside the texts: every word must occur in the
 * name, street or city, or start the postcode ("dialyse mitte", "101").
 */
import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { FAVORITE_ADDRESS_SORTS } from '../../../src/contract/favorite-address';
import type { favoriteAddresses } from '../../db/schema';
import type { DataScope } from '../../db/scope';
import { contains, exactKey, escapeLike, searchWords } from '../../db/search-text';

type Field = (typeof FAVORITE_ADDRESS_SORTS)[number];
export type FavoriteAddressSort = Field | `-${Field}`;

type FavoriteAddresses = typeof favoriteAddresses;

function searchCondition(t: FavoriteAddresses, search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        contains(t.nameKey, word),
        contains(t.streetKey, word),
        contains(t.cityKey, word),
        sql`${exactKey(t.zipCode)} like ${`${escapeLike(word)}%`}`,
      ),
    ),
  );
}

function ordering(t: FavoriteAddresses, sort: FavoriteAddressSort = 'name'): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as Field;
  const direction = descending ? desc : asc;
  const key = {
    name: t.nameKey,
    city: t.cityKey,
    zipCode: exactKey(t.zipCode),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  }[field];
  return [direction(key), asc(t.nameKey), asc(t.id)];
}

export function listFavoriteAddresses(
  scope: DataScope,
  options: { page: number; perPage: number; search?: string; sort?: FavoriteAddressSort },
) {
  return scope.favoriteAddresses.list({
    where: (t) => searchCondition(t, options.search),
    orderBy: (t) => ordering(t, options.sort),
    page: options.page,
    perPage: options.perPage,
  });
}
