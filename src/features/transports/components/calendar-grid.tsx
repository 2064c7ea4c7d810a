import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Transport } from '@/contract/transport-answer';
import { cx } from '@/components/ui/styles';
import { calendarWeeks } from '../calendar-range';
import { dayTitle } from '../calendar-day-title';
import { CalendarEntry } from './calendar-entry';

/**
 * The calendar's grid on a wide screen: a week in seven tall columns, or a month in rows of weeks
 * whose day numbers open that day, at most three rides a cell.
 */
export function CalendarGrid({
  view,
  anchor,
  days,
  today,
  incomplete,
  more,
  onOpenDay,
}: {
  view: 'week' | 'month';
  anchor: string;
  days: Map<string, Transport[]>;
  today: string;
  incomplete: (day: string) => boolean;
  more: ReactNode;
  onOpenDay: (date: string) => void;
}) {
  const { t } = useLingui();
  const weeks = calendarWeeks(view, anchor);
  const month = anchor.slice(0, 7);
  return (
    <div className="flex flex-col gap-3">
      {more}
      <div
        role="grid"
        aria-label={t`Transportkalender`}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <div
          role="row"
          className="grid grid-cols-7 border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950"
        >
          {weeks[0]!.map((day) => (
            <div
              role="columnheader"
              key={day}
              className="px-2 py-1.5 text-xs font-semibold text-slate-600 capitalize dark:text-slate-400"
            >
              {dayTitle(day, view === 'week' ? 'dd DD/MM' : 'dd')}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div
            role="row"
            key={week[0]}
            className="grid grid-cols-7 border-b border-slate-200 last:border-b-0 dark:border-slate-800"
          >
            {week.map((day) => {
              const items = days.get(day) ?? [];
              const limit = view === 'month' ? 3 : 50;
              return (
                <div
                  role="gridcell"
                  key={day}
                  className={cx(
                    'flex flex-col gap-1 border-e border-slate-200 p-1.5 last:border-e-0 dark:border-slate-800',
                    view === 'month' ? 'min-h-28' : 'min-h-96',
                    view === 'month' &&
                      !day.startsWith(month) &&
                      'bg-slate-50/70 dark:bg-slate-950/50',
                  )}
                >
                  {view === 'month' && (
                    <button
                      type="button"
                      onClick={() => onOpenDay(day)}
                      aria-label={dayTitle(day, 'dddd, DD/MM/YYYY')}
                      className={cx(
                        'flex size-7 items-center justify-center self-end rounded-full text-xs tabular-nums outline-offset-2 outline-brand-600 hover:bg-slate-100 focus-visible:outline-2 dark:hover:bg-slate-800',
                        day === today
                          ? 'bg-brand-600 font-semibold text-white hover:bg-brand-700'
                          : 'text-slate-700 dark:text-slate-300',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                  {items.slice(0, limit).map((transport) => (
                    <CalendarEntry
                      key={transport.id}
                      transport={transport}
                      compact={view === 'month'}
                    />
                  ))}
                  {incomplete(day) ? (
                    // How many more is unknown: the page ended inside or before this day.
                    <button
                      type="button"
                      onClick={() => onOpenDay(day)}
                      className="text-start text-xs font-medium text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {t`Weitere anzeigen`}
                    </button>
                  ) : (
                    items.length > limit && (
                      <button
                        type="button"
                        onClick={() => onOpenDay(day)}
                        className="text-start text-xs font-medium text-brand-700 hover:underline dark:text-brand-300"
                      >
                        {t`+ ${items.length - limit} weitere`}
                      </button>
                    )
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
