/**
 * The values of "Diesen und alle folgenden Termine ändern" (decision 041), apart from the dialog as
 * the order form's are: what the change holds, how it starts, the body it sends and the checks
 * it makes before sending.
 */
import * as v from 'valibot';
import { todayInGermany } from '@/contract/dates';
import { datesBetween, type Weekday } from '@/contract/recurrence';
import { message, pickLanguage } from '@/contract/messages';
import { NEEDS, needsRecordOf } from '@/contract/order';
import { seriesUpdate } from '@/contract/transport-series';
import type { TransportSeries } from '@/contract/transport-series-answer';
import {
  formFieldOf,
  needsInput,
  needsValues,
  placeInput,
  placeValues,
  type NeedsValues,
  type PlaceValues,
} from '@/features/transports';

/**
 * What the dialog changes, named as the API names it, so a 422 lands at its field. Times are
 * `hh:mm` as typed; an empty appointment time means none. `until` and the return's time are
 * shown only where the series has them (an end by date, a return at a fixed time). The needs
 * (with the vehicle) and the places count only while `changeNeeds` / `changePlaces` is ticked:
 * unticked, the series keeps its own.
 */
export type SeriesChange = NeedsValues & {
  recurrence: {
    startDate: string;
    weekdays: Weekday[];
    pickupTime: string;
    appointmentTime: string;
    until: string;
  };
  returnTrip: { time: string };
  changeNeeds: boolean;
  changePlaces: boolean;
  start: PlaceValues;
  destination: PlaceValues;
};

/** The change's values as the series holds them now, from the suggested date. */
export function currentRule(series: TransportSeries, startDate: string): SeriesChange {
  const rule = series.recurrence;
  return {
    recurrence: {
      startDate,
      weekdays: rule.weekdays,
      pickupTime: rule.pickupTime,
      appointmentTime: rule.appointmentTime ?? '',
      until: rule.until ?? '',
    },
    returnTrip: { time: series.returnTrip?.time ?? '' },
    changeNeeds: false,
    ...needsValues(series),
    changePlaces: false,
    start: placeValues(series.start),
    destination: placeValues(series.destination),
  };
}

/** The earliest day a change may start, and the date it starts on unless the ward picks one. */
export function changeStart(series: TransportSeries, today = todayInGermany()) {
  const rule = series.recurrence.startDate;
  const earliest = rule > today ? rule : today;
  // The next date no crew has set off for: pressing "Ändern" without a change then keeps every
  // date as it is.
  const next = series.dates.find(
    ({ date, skipped, transport }) =>
      date >= earliest &&
      !skipped &&
      (!transport || transport.status === 'open' || transport.status === 'assigned'),
  );
  return { earliest, suggested: next?.date ?? earliest };
}

/**
 * A time as Germans type it — "7:30", "07.30", "0730" — as the contract reads it ("07:30");
 * anything else is left as typed for the contract to refuse at its field.
 */
export function typedTime(text: string): string {
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!match) return text.trim();
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return text.trim();
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** The order as the series holds it, back in the contract's input shape, with the change. */
export function seriesUpdateBody(series: TransportSeries, change: SeriesChange) {
  const rule = series.recurrence;
  const { startDate, weekdays, pickupTime, appointmentTime, until } = change.recurrence;
  const changed = {
    ...rule,
    startDate,
    weekdays,
    pickupTime: typedTime(pickupTime),
    appointmentTime: typedTime(appointmentTime) || null,
    until: rule.until ? until : null,
  };
  // A series counted in dates keeps the dates its current rule has left from the change on.
  const left = rule.count ? datesBetween(rule, startDate, '9999-12-31').length : null;
  const back = series.returnTrip;
  const needs = change.changeNeeds
    ? needsInput(change)
    : { transportClass: series.transportClass, ...needsRecordOf(series) };
  return {
    patientId: series.patientId ?? '',
    reason: series.reason,
    ...needs,
    crewNote: series.crewNote,
    start: change.changePlaces ? placeInput(change.start) : series.start,
    destination: change.changePlaces ? placeInput(change.destination) : series.destination,
    payer: series.payer,
    prescription: series.prescription,
    teamId: series.team?.id ?? null,
    recurrence: { ...changed, count: rule.count ? left || null : null },
    returnTrip: back?.time ? { ...back, time: typedTime(change.returnTrip.time) } : back,
    version: series.version,
  };
}

/** Whether the change keeps the rule and the places as they are, whichever date it is made from. */
export function changesNothing(series: TransportSeries, change: SeriesChange): boolean {
  const now = currentRule(series, change.recurrence.startDate);
  const days = (weekdays: Weekday[]) => [...weekdays].sort().join();
  const { recurrence: a } = now;
  const { recurrence: b } = change;
  const samePlace = (x: PlaceValues, y: PlaceValues) =>
    JSON.stringify(placeInput(x)) === JSON.stringify(placeInput(y));
  const sameNeeds = JSON.stringify(needsInput(now)) === JSON.stringify(needsInput(change));
  return (
    days(a.weekdays) === days(b.weekdays) &&
    a.pickupTime === typedTime(b.pickupTime) &&
    a.appointmentTime === typedTime(b.appointmentTime) &&
    a.until === b.until &&
    now.returnTrip.time === typedTime(change.returnTrip.time) &&
    (!change.changeNeeds || sameNeeds) &&
    (!change.changePlaces ||
      (samePlace(now.start, change.start) && samePlace(now.destination, change.destination)))
  );
}

const SHOWN_RULE = new Set([
  'recurrence.startDate',
  'recurrence.weekdays',
  'recurrence.pickupTime',
  'recurrence.appointmentTime',
  'recurrence.until',
  'returnTrip.time',
]);
/** The needs' fields: the order's needs, their vehicle, and oxygen's litres in their own field. */
const NEED_FIELDS = ['transportClass', 'oxygenLitersPerMinute', ...NEEDS];
const under = (path: string, roots: string[]) =>
  roots.some((root) => path === root || path.startsWith(`${root}.`));
/** The dialog's fields: the rule's, and the needs' and places' while they are being changed. */
const isShown = (path: string, change: SeriesChange) =>
  SHOWN_RULE.has(path) ||
  (change.changeNeeds && under(path, NEED_FIELDS)) ||
  (change.changePlaces && under(path, ['start', 'destination']));

/**
 * The server's own checks of the changed series (the contract's, on the whole body, so times
 * after one another and an end after the start are checked as it checks them), and that a change
 * starts no earlier than the current rule. Each finding at the field of the same name.
 */
export function seriesChangeErrors(
  series: TransportSeries,
  change: SeriesChange,
  earliest: string,
) {
  const fields: Record<string, string> = {};
  const result = v.safeParse(seriesUpdate(new Date()), seriesUpdateBody(series, change));
  if (!result.success) {
    for (const issue of result.issues) {
      const path = formFieldOf(v.getDotPath(issue) ?? '');
      // What the dialog does not show (e.g. a patient deleted since) is the server's to refuse:
      // its answer then stands above the fields instead of a submit that silently does nothing.
      if (isShown(path, change)) fields[path] ??= issue.message;
    }
  }
  if (change.recurrence.startDate < earliest) {
    // In the UI's language, as the schemas' messages (lib/language sets it for valibot).
    const language = pickLanguage(v.getGlobalConfig()?.lang);
    fields['recurrence.startDate'] ??= message('seriesChangeBeforeRule', language);
  }
  return Object.keys(fields).length ? { fields } : undefined;
}
