/** The words of series transports (decision 041): weekdays, Bundesländer, the rule in a line. */
import { useLingui } from '@lingui/react/macro';
// Types only: the rule's library stays out of every screen that merely names a weekday.
import type { GermanState, Weekday } from '@/contract/recurrence';
import type { RecurrenceData } from '@/contract/transport-series';
import { formatDate } from '@/lib/dates';

const WEEK: Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The weekday of a calendar date (YYYY-MM-DD), as the rule names it. */
const weekdayOf = (date: string): Weekday => WEEK[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

export function useSeriesLabels() {
  const { t } = useLingui();
  const weekday: Record<Weekday, string> = {
    MO: t`Mo`,
    TU: t`Di`,
    WE: t`Mi`,
    TH: t`Do`,
    FR: t`Fr`,
    SA: t`Sa`,
    SU: t`So`,
  };
  const state: Record<GermanState, string> = {
    BW: 'Baden-Württemberg',
    BY: t`Bayern`,
    BE: 'Berlin',
    BB: 'Brandenburg',
    HB: 'Bremen',
    HH: 'Hamburg',
    HE: t`Hessen`,
    MV: 'Mecklenburg-Vorpommern',
    NI: t`Niedersachsen`,
    NW: t`Nordrhein-Westfalen`,
    RP: t`Rheinland-Pfalz`,
    SL: 'Saarland',
    SN: t`Sachsen`,
    ST: t`Sachsen-Anhalt`,
    SH: 'Schleswig-Holstein',
    TH: t`Thüringen`,
  };
  /** "Mo, Mi, Fr · 07:15 · alle 3 Wochen · bis 30.01.2027", with "· ab 04.11.2026" when `since`. */
  const rule = (
    recurrence: Pick<
      RecurrenceData,
      'weekdays' | 'intervalWeeks' | 'pickupTime' | 'until' | 'count'
    >,
    since?: string,
  ) => {
    // In the week's order (the labels' own, Monday first) also for a series stored before its
    // input was put in that order.
    const days = (Object.keys(weekday) as Weekday[])
      .filter((day) => recurrence.weekdays.includes(day))
      .map((day) => weekday[day])
      .join(', ');
    const every =
      recurrence.intervalWeeks > 1 ? t`alle ${recurrence.intervalWeeks} Wochen` : t`jede Woche`;
    const from = since ? ` · ${t`ab ${formatDate(since)}`}` : '';
    const end = recurrence.until
      ? t`bis ${formatDate(recurrence.until)}`
      : t`${recurrence.count ?? 0} Termine`;
    return `${days} · ${recurrence.pickupTime} · ${every}${from} · ${end}`;
  };
  /**
   * The rule as it holds now, truthful beside dates made by an earlier one: a change "this and
   * all following" keeps only the new rule (its `startDate` is the change's first date), while
   * the dates before it stay as they were. `firstDate` is the earliest date shown with it.
   */
  const currentRule = (
    recurrence: Parameters<typeof rule>[0] & Pick<RecurrenceData, 'startDate'>,
    firstDate: string | undefined,
  ) => {
    const changed = firstDate !== undefined && firstDate < recurrence.startDate;
    return {
      rule: rule(recurrence, changed ? recurrence.startDate : undefined),
      earlier: changed ? t`Termine davor nach der früheren Regel.` : null,
    };
  };
  /**
   * What a date holds besides its pickup, "Termin am Ziel um 08:00 · Rückfahrt um 12:30", or
   * null: a company plans its crews by the appointment and the return as much as by the pickup.
   */
  const tripTimes = (
    appointmentTime: string | null | undefined,
    returnTrip: { time: string | null; onCall: boolean } | null,
  ) => {
    const parts = [
      appointmentTime && t`Termin am Ziel um ${appointmentTime}`,
      returnTrip &&
        (returnTrip.onCall || !returnTrip.time
          ? t`Rückfahrt auf Abruf`
          : t`Rückfahrt um ${returnTrip.time}`),
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : null;
  };
  return { weekday, state, rule, currentRule, tripTimes, weekdayOf };
}
