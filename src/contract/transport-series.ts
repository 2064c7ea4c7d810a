/**
 * Series transports (issue 11; decision 041): one order that repeats by an RFC 5545 rule. What a
 * ward sends to create one, to change it "from this date on", and to cancel the rest. Shared by
 * the order form and the server. Loads rrule and the holiday tables: import it only where a
 * series is made or shown.
 */
import * as v from 'valibot';
import { boundedInteger, object, requiredText, version } from './common';
import { objectRules, type RuleFinding } from './cross-field';
import { addDays, isStorableDate, todayInGermany } from './dates';
import { m } from './messages';
import { MAX_OCCURRENCES, occurrences, STATES, WEEKDAYS } from './recurrence';
import { templateEntries } from './order';
import { needFindings } from './transport';

const calendarDate = v.pipe(v.string(m('date')), v.check(isStorableDate, m('date')));
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = v.pipe(v.string(m('timeOfDay')), v.trim(), v.regex(TIME_OF_DAY, m('timeOfDay')));

export const RecurrenceInput = object({
  startDate: calendarDate,
  weekdays: v.pipe(
    v.array(v.picklist(WEEKDAYS, m('weekdays')), m('weekdays')),
    v.minLength(1, m('weekdays')),
    v.maxLength(7, m('weekdays')),
  ),
  intervalWeeks: v.optional(boundedInteger(1, 8, 'intervalWeeks'), 1),
  until: v.optional(v.nullable(calendarDate)),
  count: v.optional(v.nullable(boundedInteger(1, MAX_OCCURRENCES, 'seriesCount'))),
  pickupTime: timeOfDay,
  /** The appointment at the destination, if there is one (the same every date). */
  appointmentTime: v.optional(v.nullable(timeOfDay)),
  state: v.picklist(STATES, m('choice')),
  skipHolidays: v.optional(v.boolean(m('invalidType')), false),
  skipDates: v.optional(
    v.pipe(v.array(calendarDate, m('invalidType')), v.maxLength(MAX_OCCURRENCES, m('idList'))),
    [],
  ),
});
export type RecurrenceData = v.InferOutput<typeof RecurrenceInput>;

// A series' order is the template without times (order.ts): they come from the rule.
const seriesEntries = {
  ...templateEntries,
  recurrence: RecurrenceInput,
  /** A return trip every date: at a fixed time of day, or on call (the ward releases each). */
  returnTrip: v.optional(
    v.nullable(
      object({
        time: v.optional(v.nullable(timeOfDay)),
        onCall: v.optional(v.boolean(m('invalidType')), false),
      }),
    ),
  ),
};
const SeriesObject = object(seriesEntries);
export type SeriesOrderData = v.InferOutput<typeof SeriesObject>;

/** Needs, prescription, times of day and the rule's dates, as the form and the server check them. */
function seriesFindings(order: SeriesOrderData, today: string): RuleFinding[] {
  const findings = needFindings(order);
  const { recurrence: rule, returnTrip } = order;
  const at = (field: string) => ['recurrence', field];
  if (rule.startDate < today) {
    findings.push({ path: at('startDate'), message: m('seriesStartInPast') });
  }
  if (!rule.until === !rule.count) findings.push({ path: at('until'), message: m('seriesEnd') });
  // Times are compared and the rule walked only once they are valid themselves. Present ones only — but an empty string is present and wrong: rrule would throw on it
  // (valibot runs these rules while a field's own check has failed, as long as its type fits).
  const given = <T>(items: (T | null | undefined)[]) => items.filter((item) => item != null);
  const times = given([rule.pickupTime, rule.appointmentTime, returnTrip?.time]);
  const days = given([rule.startDate, rule.until]);
  if (returnTrip && !returnTrip.onCall && !returnTrip.time) {
    findings.push({ path: ['returnTrip', 'time'], message: m('returnTimeOrOnCall') });
  }
  const timesValid = times.every((time) => TIME_OF_DAY.test(time!));
  // The times' order is told whatever else is wrong: every finding at once, not one per send.
  if (timesValid && rule.appointmentTime && rule.appointmentTime <= rule.pickupTime) {
    findings.push({ path: at('appointmentTime'), message: m('appointmentTimeBeforePickup') });
  }
  if (
    timesValid &&
    returnTrip?.time &&
    returnTrip.time <= (rule.appointmentTime ?? rule.pickupTime)
  ) {
    findings.push({ path: ['returnTrip', 'time'], message: m('returnBeforeOutbound') });
  }
  if (
    !timesValid ||
    !days.every((day) => isStorableDate(day!)) ||
    rule.weekdays.length === 0 ||
    // rrule would walk forever with an interval of 0 or a fraction.
    !(Number.isInteger(rule.intervalWeeks) && rule.intervalWeeks >= 1 && rule.intervalWeeks <= 8)
  ) {
    return findings;
  }
  if (!rule.until === !rule.count) return findings;
  if (rule.until && rule.until < rule.startDate) {
    findings.push({ path: at('until'), message: m('seriesUntilBeforeStart') });
    return findings;
  }
  const dates = occurrences(rule);
  const last = dates[dates.length - 1]?.date;
  if (dates.length > MAX_OCCURRENCES || (last && last > addDays(today, 366))) {
    findings.push({ path: at(rule.until ? 'until' : 'count'), message: m('seriesTooLong') });
  } else if (!dates.some((date) => !date.skipped)) {
    findings.push({ path: at('weekdays'), message: m('seriesNoDates') });
  }
  return findings;
}

/** A new series, checked against today in Germany (the server's clock, or the form's). */
export const seriesCreate = (now: Date) =>
  objectRules(SeriesObject, (order) => seriesFindings(order, todayInGermany(now)));
export type SeriesCreateInput = v.InferInput<ReturnType<typeof seriesCreate>>;

/**
 * "This and all following": the order and the rule as they hold from `recurrence.startDate` on.
 * Dates before it keep their transports as they are.
 */
export const seriesUpdate = (now: Date) =>
  objectRules(object({ ...seriesEntries, version }), (order) =>
    seriesFindings(order, todayInGermany(now)),
  );
export type SeriesUpdateInput = v.InferInput<ReturnType<typeof seriesUpdate>>;

/** Cancels every date from `fromDate` (default: today) that no crew has set off for. */
export const SeriesCancelInput = object({
  reason: requiredText(500),
  fromDate: v.optional(calendarDate),
});
export type SeriesCancelInput = v.InferInput<typeof SeriesCancelInput>;

export const SERIES_STATUSES = ['active', 'cancelled'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];
