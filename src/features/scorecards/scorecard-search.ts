/**
 * The URL search of the scorecard page: the period by name (a quick range of seed §9 that moves
 * with the day, so a bookmark of "Letzter Monat" stays last month) or as fixed days, and the
 * company a ward narrows the trend and the delay bands to.
 */
import * as v from 'valibot';
import { isCalendarDate } from '@/contract/dates';
import type { ScorecardQuery } from '@/contract/scorecard';
import { QUICK_RANGE_OPTIONS, quickRange, type QuickRangeOption } from '@/lib/dates';

export const SCORECARD_PERIODS = [...QUICK_RANGE_OPTIONS, 'range'] as const;
export type ScorecardPeriod = (typeof SCORECARD_PERIODS)[number];

/** The quick chips: periods that look back, which is what a scorecard is about. */
export const PERIOD_CHIPS = ['last7Days', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export const DEFAULT_PERIOD = 'thisMonth' satisfies QuickRangeOption;

const day = v.fallback(v.optional(v.pipe(v.string(), v.check(isCalendarDate))), undefined);

export const ScorecardSearchSchema = v.object({
  period: v.fallback(v.optional(v.picklist(SCORECARD_PERIODS)), undefined),
  from: day,
  to: day,
  companyId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});
export type ScorecardSearch = v.InferOutput<typeof ScorecardSearchSchema>;

/**
 * The API query of a search on the day it is at `now` in Germany. A fixed range missing a day
 * is sent as it is: the contract names what is missing.
 */
export function scorecardQuery(search: ScorecardSearch, now: Date = new Date()): ScorecardQuery {
  const period = search.period ?? DEFAULT_PERIOD;
  const days =
    period === 'range'
      ? { from: search.from ?? '', to: search.to ?? '' }
      : (({ start, end }) => ({ from: start, to: end }))(quickRange(period, now));
  return search.companyId ? { ...days, companyId: search.companyId } : days;
}

/** The quick option a fixed range is, on the day it is at `now`; `range` if none. */
export function periodOfRange(
  range: { start: string; end: string },
  now: Date = new Date(),
): ScorecardPeriod {
  return (
    QUICK_RANGE_OPTIONS.find((option) => {
      const candidate = quickRange(option, now);
      return candidate.start === range.start && candidate.end === range.end;
    }) ?? 'range'
  );
}
