/**
 * What a list search of "Geplante Transporte" asks the API, on the day it is: apart from the
 * search schema, which the route tree (the entry chunk) needs without dayjs (decision 060).
 */
import { todayInGermany } from '@/contract/dates';
import type { TransportListParams } from '@/contract/transport-api';
import { quickRange } from '@/lib/dates';
import { STATUS_FILTERS, type TransportListSearch } from './transport-list-search';

/** The days a period covers on the day it is at `now` in Germany; open ends are left out. */
export function periodDays(
  search: Pick<TransportListSearch, 'period' | 'from' | 'to'>,
  now: Date = new Date(),
): { from?: string; to?: string } {
  const period = search.period ?? 'upcoming';
  switch (period) {
    case 'upcoming':
      return { from: todayInGermany(now) };
    case 'all':
      return {};
    case 'range':
      return { from: search.from, to: search.to };
    default: {
      const { start, end } = quickRange(period, now);
      return { from: start, to: end };
    }
  }
}

/** The API query of a list search, on the day it is at `now`. */
export function transportListParams(
  search: TransportListSearch,
  now: Date = new Date(),
): TransportListParams {
  return {
    page: search.page,
    per_page: search.per_page,
    search: search.search,
    sort: search.sort ?? 'pickupAt',
    status: search.status ? STATUS_FILTERS[search.status] : undefined,
    teamId: search.teamId,
    ...periodDays(search, now),
  };
}
