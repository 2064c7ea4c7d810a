import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Transport } from '@/contract/transport-answer';
import { cx } from '@/components/ui/styles';
import { calendarWeeks, type CalendarView } from '../calendar-range';
import { dayTitle } from '../calendar-day-title';
import { phoneMonthDays } from '../phone-month-days';
import { CalendarEntry } from './calendar-entry';

/**
 * The calendar as a list of days: the day view, and on a phone every view (a month then lists
 * only its days with rides, from today on in the current month).
 */
export function CalendarDayList({
  view,
  phoneView,
  anchor,
  days,
  today,
  incomplete,
  more,
}: {
  view: 'day' | 'day-list';
  phoneView: CalendarView;
  anchor: string;
  days: Map<string, Transport[]>;
  today: string;
  incomplete: (day: string) => boolean;
  more: ReactNode;
}) {
  const { t } = useLingui();
  // On a phone every view is a list of its days; a month lists its days with rides only.
  const phoneMonth = view === 'day-list' && phoneView === 'month';
  const weekDays = calendarWeeks(phoneView, anchor).flat();
  const shown =
    view === 'day'
      ? [anchor]
      : phoneMonth
        ? phoneMonthDays(
            weekDays.filter((day) => day.startsWith(anchor.slice(0, 7))),
            (day) => days.has(day) || incomplete(day),
            today,
          )
        : weekDays;
  return (
    <div className="flex flex-col gap-4">
      {more}
      {phoneMonth && shown.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {anchor.slice(0, 7) === today.slice(0, 7)
            ? t`Ab heute keine Transporte in diesem Monat.`
            : t`Keine Transporte in diesem Monat.`}
        </p>
      )}
      {shown.map((day) => (
        <section key={day} aria-label={dayTitle(day, 'dddd, DD/MM/YYYY')}>
          <h3
            className={cx(
              'mb-2 text-sm font-semibold capitalize',
              day === today
                ? 'text-brand-700 dark:text-brand-300'
                : 'text-slate-700 dark:text-slate-300',
            )}
          >
            {dayTitle(day, 'dddd, DD/MM')}
            {day === today && ` · ${t`Heute`}`}
          </h3>
          <ul className="flex flex-col gap-2">
            {(days.get(day) ?? []).map((transport) => (
              <li key={transport.id}>
                <CalendarEntry transport={transport} />
              </li>
            ))}
            {incomplete(day) ? (
              <li className="text-sm text-slate-600 dark:text-slate-400">
                {t`Weitere Transporte dieses Tages sind nicht geladen.`}
              </li>
            ) : (
              !days.get(day) && (
                <li className="text-sm text-slate-500 dark:text-slate-400">
                  {t`Keine Transporte`}
                </li>
              )
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
