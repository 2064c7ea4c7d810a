import { useLingui } from '@lingui/react/macro';
import { calendarRangeFromIso, isoFromCalendarRange } from '@/components/ui/calendar-date';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { cx } from '@/components/ui/styles';
import type { ScorecardQuery } from '@/contract/scorecard';
import { DEFAULT_PERIOD, PERIOD_CHIPS, type ScorecardSearch } from '../scorecard-search';
import { periodOfRange } from '../scorecard-query';

/**
 * The period: quick chips for the periods a look back usually wants, and the range picker with
 * every quick option of seed §9. A period the contract refuses shows its message here.
 */
export function ScorecardPeriod({
  search,
  query,
  error,
  onSearchChange,
}: {
  search: ScorecardSearch;
  query: ScorecardQuery;
  error?: string;
  onSearchChange: (next: Partial<ScorecardSearch>) => void;
}) {
  const { t } = useLingui();
  const period = search.period ?? DEFAULT_PERIOD;
  const labels: Record<(typeof PERIOD_CHIPS)[number], string> = {
    last7Days: t`Letzte 7 Tage`,
    thisMonth: t`Dieser Monat`,
    lastMonth: t`Letzter Monat`,
    thisYear: t`Dieses Jahr`,
  };
  const picked =
    query.from && query.to ? calendarRangeFromIso({ start: query.from, end: query.to }) : null;
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div role="group" aria-label={t`Zeitraum`} className="flex flex-wrap gap-1.5">
        {PERIOD_CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={period === chip}
            onClick={() => onSearchChange({ period: chip, from: undefined, to: undefined })}
            className={cx(
              'h-9 rounded-full border px-3.5 text-sm font-medium outline-offset-2 outline-brand-600 focus-visible:outline-2',
              period === chip
                ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-600'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {labels[chip]}
          </button>
        ))}
      </div>
      <DateRangePicker
        label={t`Zeitraum`}
        value={picked}
        isInvalid={!!error}
        errorMessage={error}
        className="lg:w-80"
        onChange={(range) => {
          const iso = isoFromCalendarRange(range);
          if (!iso)
            return onSearchChange({ period: DEFAULT_PERIOD, from: undefined, to: undefined });
          const next = periodOfRange(iso);
          onSearchChange(
            next === 'range'
              ? { period: 'range', from: iso.start, to: iso.end }
              : { period: next, from: undefined, to: undefined },
          );
        }}
      />
    </div>
  );
}
