/**
 * What a scorecard search asks the API on the day it is: apart from the search schema, which the
 * route tree (the entry chunk) needs without dayjs (decision 060).
 */
import type { ScorecardQuery } from '@/contract/scorecard';
import { QUICK_RANGE_OPTIONS, quickRange } from '@/lib/dates';
import { DEFAULT_PERIOD, type ScorecardPeriod, type ScorecardSearch } from './scorecard-search';

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
