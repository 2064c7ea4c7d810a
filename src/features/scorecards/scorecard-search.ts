/**
 * The URL search of the scorecard page: the period by name (a quick range of seed §9 that moves
 * with the day, so a bookmark of "Letzter Monat" stays last month) or as fixed days, and the
 * company a ward narrows the trend and the delay bands to.
 */
import * as v from 'valibot';
import { isCalendarDate } from '@/contract/dates';
import { QUICK_RANGE_OPTIONS, type QuickRangeOption } from '@/lib/quick-range-options';

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
