/**
 * The organisation's transports ("Geplante Transporte") and the marketplace: filters, search,
 * sort and one page. The scope limits each to what the caller sees; this file only narrows and
 * orders. Day ranges are calendar days in Germany, both ends inclusive.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TRANSPORT_SORTS } from '../../../src/contract/transport';
import type { MarketplaceFilterValues } from '../../../src/contract/marketplace-query';
import type { TransportStatus } from '../../../src/contract/transport-lifecycle';
import type { transports } from '../../db/schema';
import type { DataScope, ListQuery } from '../../db/scope';
import { escapeLike, exactKey, searchWords, startsWith } from '../../db/search-text';

type Transports = typeof transports;

export type TransportSort =
  (typeof TRANSPORT_SORTS)[number] | `-${(typeof TRANSPORT_SORTS)[number]}`;

export type TransportListOptions = {
  page: number;
  perPage: number;
  search?: string;
  sort?: TransportSort;
  status?: TransportStatus[];
  from?: string;
  to?: string;
  teamId?: string;
};

export type MarketplaceOptions = { page: number; perPage: number } & Omit<
  MarketplaceFilterValues,
  'fleet'
> & {
    /** "Passt zu meiner Flotte" (decision 109): the condition built from the company's fleet. */
    fitsFleet?: (t: Transports) => SQL;
  };

const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Berlin')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Berlin')`;

/** Pickups on the calendar days `from`–`to` in Germany (also a series' open dates, decision 051). */
export function dayRange(t: Transports, from?: string, to?: string): SQL[] {
  return [
    ...(from ? [sql`${t.pickupAt} >= ${dayStart(from)}`] : []),
    ...(to ? [sql`${t.pickupAt} < ${dayEnd(to)}`] : []),
  ];
}

/** A number ("T-2026-0001", "2026-0001"), every word starting a patient name, or a city. */
function searchCondition(t: Transports, search: string | undefined): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const whole = words.join(' ');
  const number = whole.toUpperCase().replace(/^(?!T-)/, 'T-');
  return or(
    sql`${exactKey(t.number)} like ${`${escapeLike(number)}%`}`,
    and(
      ...words.map((word) =>
        or(startsWith(t.patientLastNameKey, word), startsWith(t.patientFirstNameKey, word)),
      ),
    ),
    startsWith(t.startCityKey, whole),
    startsWith(t.destinationCityKey, whole),
  );
}

/** The team filter: the ward's department for the orderer, the crew for the company. */
const teamCondition = (t: Transports, teamId: string) =>
  or(eq(t.teamId, teamId), eq(t.crewTeamId, teamId));

/** Ties broken by number, then id: pages never overlap or skip. */
function ordering(t: Transports, sort: TransportSort = 'pickupAt'): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as (typeof TRANSPORT_SORTS)[number];
  const direction = descending ? desc : asc;
  const column = {
    pickupAt: t.pickupAt,
    number: t.number,
    status: t.status,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  }[field];
  // On-call returns without a time come after every timed transport, whichever the direction.
  const primary = field === 'pickupAt' ? sql`${direction(column)} nulls last` : direction(column);
  return [primary, direction(exactKey(t.number)), asc(t.id)];
}

function transportQuery(options: TransportListOptions): ListQuery<Transports> {
  return {
    where: (t) =>
      and(
        searchCondition(t, options.search),
        options.status?.length ? inArray(t.status, options.status) : undefined,
        options.teamId ? teamCondition(t, options.teamId) : undefined,
        ...dayRange(t, options.from, options.to),
      ),
    orderBy: (t) => ordering(t, options.sort),
    page: options.page,
    perPage: options.perPage,
  };
}

export const listTransports = (scope: DataScope, options: TransportListOptions) =>
  scope.transports.list(transportQuery(options));

export const transportPageQuery = (scope: DataScope, options: TransportListOptions) =>
  scope.transports.pageQuery(transportQuery(options));

function marketplaceQuery(options: MarketplaceOptions): ListQuery<Transports> {
  return {
    where: (t) =>
      and(
        options.transportClass ? eq(t.transportClass, options.transportClass) : undefined,
        options.zipCode
          ? sql`${t.startZipCode} like ${`${escapeLike(options.zipCode)}%`}`
          : undefined,
        ...dayRange(t, options.from, options.to),
        options.fitsFleet?.(t),
      ),
    // Urgent ones first (step 2 of the ladder, decision 042), then soonest first.
    orderBy: (t) => [sql`(${t.escalationStep} >= 2) desc`, asc(t.pickupAt), asc(t.id)],
    page: options.page,
    perPage: options.perPage,
  };
}

export const listMarketplace = (scope: DataScope, options: MarketplaceOptions) =>
  scope.marketplace.list(marketplaceQuery(options));

export const marketplacePageQuery = (scope: DataScope, options: MarketplaceOptions) =>
  scope.marketplace.pageQuery(marketplaceQuery(options));
