/**
 * The URL search of "Geplante Transporte": the list's page, text search and sort, plus the
 * period (a quick range of seed §9 that moves with the day, a fixed range, or everything), the
 * status group and the team. Without a period the list shows what is still ahead, from today
 * on, soonest first — so today's and tomorrow's transports lead.
 */
import * as v from 'valibot';
import { isCalendarDate } from '@/contract/dates';
import { TRANSPORT_SORTS } from '@/contract/list-sorts';
import { QUICK_RANGE_OPTIONS } from '@/lib/quick-range-options';
import { listSearchSchema } from '@/lib/list-search';

export const PERIODS = ['upcoming', ...QUICK_RANGE_OPTIONS, 'range', 'all'] as const;
export type Period = (typeof PERIODS)[number];

/** Status groups a ward filters by; each is a comma list the API understands. */
export const STATUS_FILTERS = {
  active: 'open,assigned,en_route,at_pickup,in_transit,at_destination',
  open: 'open',
  assigned: 'assigned',
  underway: 'en_route,at_pickup,in_transit,at_destination',
  completed: 'completed',
  cancelled: 'cancelled,expired',
} as const;
export type StatusFilter = keyof typeof STATUS_FILTERS;

const isoDate = v.pipe(v.string(), v.check(isCalendarDate));

export const TransportListSearchSchema = v.object({
  ...listSearchSchema(TRANSPORT_SORTS).entries,
  period: v.fallback(v.optional(v.picklist(PERIODS)), undefined),
  from: v.fallback(v.optional(isoDate), undefined),
  to: v.fallback(v.optional(isoDate), undefined),
  status: v.fallback(
    v.optional(v.picklist(Object.keys(STATUS_FILTERS) as StatusFilter[])),
    undefined,
  ),
  teamId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
export type TransportListSearch = v.InferOutput<typeof TransportListSearchSchema>;
