import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, List } from 'lucide-react';
import dayjs from 'dayjs';
import { Link } from '@tanstack/react-router';
import { todayInGermany } from '@/contract/dates';
import type { Page } from '@/contract/common';
import type { Transport } from '@/contract/transport-answer';
import { ServerList } from '@/components/offline/server-list';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { cx } from '@/components/ui/styles';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { getDateLanguage } from '@/lib/dates';
import { transportsListQueryOptions } from '../api/list-transports';
import {
  byDay,
  CALENDAR_VIEWS,
  calendarRange,
  calendarWeeks,
  firstIncompleteDay,
  stepAnchor,
  type CalendarView,
} from '../calendar-range';
import { phoneMonthDays } from '../phone-month-days';
import { CalendarEntry } from './calendar-entry';

export type CalendarSearch = { view?: CalendarView; date?: string };

/** The list query of what the calendar shows (the largest page the API gives). */
export const calendarListParams = (view: CalendarView, anchor: string) => ({
  ...calendarRange(view, anchor),
  page: 1,
  per_page: 100,
  sort: 'pickupAt',
});

/**
 * A day in `format`, written with slashes here: German writes it with dots instead, a day and
 * month alone as `28.11.` (DIN 5008, decision 076).
 */
const dayTitle = (isoDate: string, format: string) => {
  const language = getDateLanguage();
  const written =
    language === 'de' ? format.replace(/DD\/MM(?!\/)/, 'DD.MM.').replaceAll('/', '.') : format;
  return dayjs(isoDate).locale(language).format(written);
};

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
  const { t } = useLingui();
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

  if (view === 'day' || view === 'day-list') {
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

/**
 * Said above the calendar when the period holds more transports than one page: how many are
 * shown and up to which day they are complete, and the list, which pages through all of them.
 */
function TooManyNotice({
  shown,
  total,
  cut,
  range,
}: {
  shown: number;
  total: number;
  cut: string;
  range: { from: string; to: string };
}) {
  const cutDay = dayTitle(cut, 'dd DD/MM');
  return (
    <Alert
      variant="warning"
      title={<Trans>Es gibt mehr Transporte als angezeigt — Zeitraum verkleinern.</Trans>}
      action={
        <Link
          to="/"
          search={{ period: 'range', from: range.from, to: range.to }}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <List aria-hidden className="size-4" />
          <Trans>Alle in der Liste</Trans>
        </Link>
      }
    >
      <Trans>
        Gezeigt werden die ersten {shown} von {total}; ab {cutDay} fehlen welche.
      </Trans>
    </Alert>
  );
}
