/**
 * The series part of the order form (decision 041): the rule's fields beside the order, and the
 * order turned into a series order — the pickup's date starts the series, its time (and the
 * appointment's and return's times) hold for every date.
 */
import * as v from 'valibot';
import { isCalendarDate } from '@/contract/dates';
import { occurrences } from '@/contract/recurrence';
import { seriesCreate, type SeriesOrderData } from '@/contract/transport-series';
import { orderInput, type OrderFormValues } from './order-form-values';
import { emptySeriesForm } from './series-form-defaults';

const timeOf = (local: string) => (/T\d{2}:\d{2}$/.test(local) ? local.slice(11, 16) : local);

/** The form as the series contract reads it. */
export function seriesInput(values: OrderFormValues) {
  const series = values.recurrence ?? emptySeriesForm();
  const { pickupAt, appointmentAt, roundTrip, id, ...order } = orderInput(values) as ReturnType<
    typeof orderInput
  > & { id?: string };
  void pickupAt;
  void appointmentAt;
  void roundTrip;
  void id;
  return {
    ...order,
    recurrence: {
      startDate: values.pickupAt.slice(0, 10),
      weekdays: series.weekdays,
      intervalWeeks: series.intervalWeeks ?? Number.NaN,
      count: series.endMode === 'count' ? series.count : null,
      until: series.endMode === 'until' ? series.until || '—' : null,
      pickupTime: timeOf(values.pickupAt),
      appointmentTime: values.appointmentAt ? timeOf(values.appointmentAt) : null,
      state: series.state,
      skipHolidays: series.skipHolidays,
      skipDates: [],
    },
    returnTrip:
      values.roundTrip.mode === 'none'
        ? null
        : values.roundTrip.mode === 'onCall'
          ? { onCall: true }
          : { onCall: false, time: timeOf(values.roundTrip.returnAt) },
  };
}

/** Where the form shows a finding of the series contract. */
function fieldOf(path: string): string {
  if (path === 'recurrence.startDate' || path === 'recurrence.pickupTime') return 'pickupAt';
  if (path === 'recurrence.appointmentTime') return 'appointmentAt';
  if (path === 'returnTrip.time') return 'roundTrip.returnAt';
  if (/^equipment\.\d+\.litersPerMinute$/.test(path)) return 'oxygenLitersPerMinute';
  return path;
}

export function seriesFormErrors(values: OrderFormValues) {
  const result = v.safeParse(seriesCreate(new Date()), seriesInput(values));
  if (result.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) fields[fieldOf(v.getDotPath(issue) ?? '')] ??= issue.message;
  return { fields };
}

export function seriesDataFromForm(values: OrderFormValues): SeriesOrderData {
  const result = v.safeParse(seriesCreate(new Date()), seriesInput(values));
  if (!result.success) throw new Error('The series form was submitted with errors.');
  return result.output;
}

/** The dates the series option gives as filled in so far, none while a part is missing. */
export function seriesPreview(values: OrderFormValues) {
  const input = seriesInput(values);
  const rule = input.recurrence;
  // Only real days: rrule would read 31/02 as 3 March and count dates the order never has.
  const complete =
    isCalendarDate(rule.startDate) &&
    /^\d{2}:\d{2}$/.test(rule.pickupTime) &&
    rule.weekdays.length > 0 &&
    rule.state !== '' &&
    Number.isInteger(rule.intervalWeeks) &&
    (rule.count ? rule.count <= 300 : isCalendarDate(rule.until ?? ''));
  if (!complete) return [];
  try {
    return occurrences({ ...rule, state: rule.state as never, intervalWeeks: rule.intervalWeeks });
  } catch {
    return [];
  }
}
