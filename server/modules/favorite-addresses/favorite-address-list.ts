/**
 * The organisation's favorite addresses: search, sort and one page. An organisation keeps tens,
 * not thousands, of them, so a search may look inside the texts: every word must occur in the
 * name, street or city, or start the postcode ("dialyse mitte", "101").
 */
import { and, asc, count, desc, or, sql, type SQL } from 'drizzle-orm';
import type { FAVORITE_ADDRESS_SORTS } from '../../../src/contract/favorite-address';
import type { Db } from '../../db/client';
import { totalFromPage } from '../../db/paging';
import { favoriteAddresses } from '../../db/schema';
import { contains, exactKey, escapeLike, searchWords } from '../../db/search-text';
import { ofOrganization } from '../../db/tenant';
import type { FavoriteAddressRow } from './favorite-address-record';

type Field = (typeof FAVORITE_ADDRESS_SORTS)[number];
export type FavoriteAddressSort = Field | `-${Field}`;

const name = favoriteAddresses.nameKey;
const street = favoriteAddresses.streetKey;
const city = favoriteAddresses.cityKey;
const zipCode = exactKey(favoriteAddresses.zipCode);

function searchCondition(search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        contains(name, word),
        contains(street, word),
        contains(city, word),
        sql`${zipCode} like ${`${escapeLike(word)}%`}`,
      ),
    ),
  );
}

function ordering(sort: FavoriteAddressSort = 'name'): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as Field;
  const direction = descending ? desc : asc;
  const key = {
    name,
    city,
    zipCode,
    createdAt: favoriteAddresses.createdAt,
    updatedAt: favoriteAddresses.updatedAt,
  }[field];
  return [direction(key), asc(name), asc(favoriteAddresses.id)];
}

export async function listFavoriteAddresses(
  db: Db,
  organizationId: string,
  options: { page: number; perPage: number; search?: string; sort?: FavoriteAddressSort },
): Promise<{ rows: FavoriteAddressRow[]; total: number }> {
  const where = and(
    ofOrganization(favoriteAddresses, organizationId),
    searchCondition(options.search),
  );
  const rows = await db
    .select()
    .from(favoriteAddresses)
    .where(where)
    .orderBy(...ordering(options.sort))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  const known = totalFromPage(options, rows.length);
  if (known !== undefined) return { rows, total: known };
  const [counted] = await db.select({ total: count() }).from(favoriteAddresses).where(where);
  return { rows, total: counted?.total ?? 0 };
}
