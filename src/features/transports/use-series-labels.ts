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
  /** "Mo, Mi, Fr · 07:15 · alle 3 Wochen · bis 30/01/2027" */
  const rule = (
    recurrence: Pick<
      RecurrenceData,
      'weekdays' | 'intervalWeeks' | 'pickupTime' | 'until' | 'count'
    >,
  ) => {
    const days = recurrence.weekdays.map((day) => weekday[day]).join(', ');
    const every =
      recurrence.intervalWeeks > 1 ? t`alle ${recurrence.intervalWeeks} Wochen` : t`jede Woche`;
    const end = recurrence.until
      ? t`bis ${formatDate(recurrence.until)}`
      : t`${recurrence.count ?? 0} Termine`;
    return `${days} · ${recurrence.pickupTime} · ${every} · ${end}`;
  };
  return { weekday, state, rule, weekdayOf };
}
