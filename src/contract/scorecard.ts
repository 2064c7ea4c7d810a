/**
 * Reliability scorecards (issue 11): what a ward learns about the transport companies it worked
 * with, and a company about itself, over a period of planned pickup days. The figures and why
 * they are defined this way: docs/decisions/043.
 */
import * as v from 'valibot';
import { object, uuid } from './common';
import { objectRules } from './cross-field';
import { isStorableDate } from './dates';
import { endpoint } from './endpoint';
import { m } from './messages';

/** A pickup counts as on time when the crew reported it at most this long after the plan. */
export const ON_TIME_MINUTES = 15;
/** The longest period asked at once: a year (a leap year's too), so one answer stays small. */
export const SCORECARD_MAX_DAYS = 366;

const calendarDate = v.pipe(v.string(m('required')), v.check(isStorableDate, m('date')));

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * `from`/`to`: the first and last planned pickup day in Germany, both inclusive. A ward may
 * narrow the weekly trend and the delay bands to one company (`companyId`).
 */
export const ScorecardQuery = objectRules(
  object({ from: calendarDate, to: calendarDate, companyId: v.optional(uuid) }),
  (query) => {
    if (query.to < query.from) return [{ path: ['to'], message: m('statusDateRange') }];
    if (daysBetween(query.from, query.to) > SCORECARD_MAX_DAYS) {
      const message = m('periodTooLong');
      return [
        {
          path: ['to'],
          message: (issue) => message({ ...issue, requirement: SCORECARD_MAX_DAYS }),
        },
      ];
    }
    return [];
  },
);
export type ScorecardQuery = v.InferInput<typeof ScorecardQuery>;

/** The figures of one company, of all together, or of one week. */
export type ScorecardFigures = {
  /** Completed by the company. */
  carriedOut: number;
  /** Transports whose crew reported reaching the patient (4, or 7 when 4 was skipped). */
  pickups: number;
  /** Of those, reported at most ON_TIME_MINUTES after the planned pickup. */
  onTime: number;
  /** onTime ÷ pickups, 0–1; null without pickups. */
  onTimeRate: number | null;
  /** Median of the minutes after the planned pickup (early counts as 0); null without pickups. */
  medianDelayMinutes: number | null;
  /** Times the company gave a transport back to the marketplace. */
  returns: number;
  /** Transports the orderer cancelled while the company had them (assigned, on the way, there). */
  cancelledAfterAssignment: number;
  /** Transports whose delay the company's crew or dispatch reported, with a reason (decision 113). */
  delaysReported: number;
  /** Transports late by the estimate (over 15 minutes) with no delay reported by then. */
  delaysUnreported: number;
  /** Times the company accepted a transport from the marketplace. */
  accepted: number;
  /** Median minutes from the transport's (last) publication to this company's acceptance. */
  medianMinutesToAcceptance: number | null;
};

export const DELAY_BANDS = ['onTime0', 'late5', 'late15', 'late30', 'late60', 'lateMore'] as const;
/** Minutes after the planned pickup: ≤ 0, ≤ 5, ≤ 15, ≤ 30, ≤ 60, more. */
export type DelayBand = (typeof DELAY_BANDS)[number];
/** The upper bound (minutes) of each band but the last; the first three are on time. */
export const DELAY_BAND_LIMITS = [0, 5, 15, 30, 60] as const;

export type ScorecardCompany = ScorecardFigures & { company: { id: string; name: string } };
export type ScorecardWeek = ScorecardFigures & { week: string };

export type Scorecard = {
  from: string;
  to: string;
  /** `orderer`: a ward's view of the companies; `company`: a company about itself. */
  viewer: 'orderer' | 'company';
  /** The company the trend and delay bands are narrowed to, if any. */
  companyId: string | null;
  total: ScorecardFigures;
  /** An orderer: every company it worked with in the period, most pickups first; a company: itself. */
  companies: ScorecardCompany[];
  /** Every week (Monday, `YYYY-MM-DD`) that overlaps the period, in order, also empty ones. */
  weeks: ScorecardWeek[];
  /** Pickups per delay band, every band in order. */
  delays: { band: DelayBand; count: number }[];
};

export const scorecardApi = {
  read: endpoint.get<Scorecard>('scorecards'),
};
