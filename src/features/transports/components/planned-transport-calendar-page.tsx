import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, List } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { todayInGermany } from '@/contract/dates';
import type { Page } from '@/contract/common';
import type { Transport } from '@/contract/transport-answer';
import { ServerList } from '@/components/offline/server-list';
import { Button, buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { cx } from '@/components/ui/styles';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { transportsListQueryOptions } from '../api/list-transports';
import {
  byDay,
  CALENDAR_VIEWS,
  calendarRange,
  firstIncompleteDay,
  stepAnchor,
  type CalendarView,
} from '../calendar-range';
import { dayTitle } from '../calendar-day-title';
import { CalendarDayList } from './calendar-day-list';
import { CalendarGrid } from './calendar-grid';
import { TooManyNotice } from './calendar-too-many-notice';

export type CalendarSearch = { view?: CalendarView; date?: string };

/** The list query of what the calendar shows (the largest page the API gives). */
export const calendarListParams = (view: CalendarView, anchor: string) => ({
  ...calendarRange(view, anchor),
  page: 1,
  per_page: 100,
  sort: 'pickupAt',
});

/** Planned transports by day, week or month; on a phone always a list of days. */
export function PlannedTransportCalendarPage({
  search,
  onSearchChange,
}: {
  search: CalendarSearch;
  onSearchChange: (next: CalendarSearch) => void;
}) {
  const { t } = useLingui();
  const isWide = useMediaQuery('(min-width: 768px)');
  const view = search.view ?? 'week';
  const anchor = search.date ?? todayInGermany();
  const viewLabels: Record<CalendarView, string> = { day: t`Tag`, week: t`Woche`, month: t`Monat` };
  const heading =
    view === 'month'
      ? dayTitle(anchor, 'MMMM YYYY')
      : view === 'week'
        ? (() => {
            const { from, to } = calendarRange('week', anchor);
            return `${dayTitle(from, 'DD/MM')} – ${dayTitle(to, 'DD/MM/YYYY')}`;
          })()
        : dayTitle(anchor, 'dddd, DD/MM/YYYY');

  return (
    <div className="max-w-7xl">
      <PageHeader
        title={<Trans>Transportkalender</Trans>}
        actions={
          <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
            <List aria-hidden className="size-4" />
            <Trans>Liste</Trans>
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div
          role="group"
          aria-label={t`Ansicht`}
          className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
        >
          {CALENDAR_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onSearchChange({ view: option, date: search.date })}
              className={cx(
                'h-9 rounded-md px-3 text-sm font-medium outline-offset-2 outline-brand-600 focus-visible:outline-2',
                view === option
                  ? 'bg-brand-600 text-white'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {viewLabels[option]}
            </button>
          ))}
        </div>
        {/* Back, today and ahead wrap as one group: on a phone they share the second row. */}
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t`Zurück`}
            onPress={() => onSearchChange({ view, date: stepAnchor(view, anchor, -1) })}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="secondary" onPress={() => onSearchChange({ view, date: undefined })}>
            <Trans>Heute</Trans>
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t`Weiter`}
            onPress={() => onSearchChange({ view, date: stepAnchor(view, anchor, 1) })}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <h2
          className="order-first basis-full text-lg md:order-none md:ms-2 md:basis-auto font-semibold text-slate-900 capitalize dark:text-slate-100"
          aria-live="polite"
        >
          {heading}
        </h2>
      </div>
      <ServerList options={transportsListQueryOptions(calendarListParams(view, anchor))}>
        {(page) => (
          <CalendarBody
            page={page}
            view={isWide ? view : 'day-list'}
            phoneView={view}
            anchor={anchor}
            onOpenDay={(date) => onSearchChange({ view: 'day', date })}
          />
        )}
      </ServerList>
    </div>
  );
}

function CalendarBody({
  page,
  view,
  phoneView,
  anchor,
  onOpenDay,
}: {
  page: Page<Transport> | undefined;
  view: CalendarView | 'day-list';
  phoneView: CalendarView;
  anchor: string;
  onOpenDay: (date: string) => void;
}) {
  const days = byDay(page?.data ?? []);
  const today = todayInGermany();
  // From this day on the page may miss transports (it ends at the API's largest page).
  const cut = page && firstIncompleteDay(page);
  const incomplete = (day: string) => cut !== undefined && day >= cut;
  const more = cut !== undefined && page && (
    <TooManyNotice
      shown={page.data.length}
      total={page.total_rows}
      cut={cut}
      range={calendarRange(phoneView, anchor)}
    />
  );

  return view === 'day' || view === 'day-list' ? (
    <CalendarDayList {...{ view, phoneView, anchor, days, today, incomplete, more }} />
  ) : (
    <CalendarGrid {...{ view, anchor, days, today, incomplete, more, onOpenDay }} />
  );
}
