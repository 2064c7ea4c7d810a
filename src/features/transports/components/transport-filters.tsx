import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { calendarRangeFromIso, isoFromCalendarRange } from '@/components/ui/calendar-date';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectItem } from '@/components/ui/select';
import { cx } from '@/components/ui/styles';
import { quickRange } from '@/lib/dates';
import { useSearchText } from '@/lib/list-search';
import { teamsQueryOptions } from '../api/list-teams';
import { periodDays } from '../transport-list-params';
import {
  STATUS_FILTERS,
  type Period,
  type StatusFilter,
  type TransportListSearch,
} from '../transport-list-search';

const QUICK_CHIPS = ['upcoming', 'today', 'tomorrow', 'next7Days', 'all'] as const;
const ALL = '_all';

/** Search, the period (quick chips and a range with every quick option of seed §9), status, team. */
export function TransportFilters({
  search,
  onSearchChange,
}: {
  search: TransportListSearch;
  onSearchChange: (next: Partial<TransportListSearch>) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useSearchText(search, onSearchChange);
  const teams = useQuery(teamsQueryOptions());
  const period = search.period ?? 'upcoming';
  const chipLabels: Record<(typeof QUICK_CHIPS)[number], string> = {
    upcoming: t`Ab heute`,
    today: t`Heute`,
    tomorrow: t`Morgen`,
    next7Days: t`Nächste 7 Tage`,
    all: t`Alle`,
  };
  const statusLabels: Record<StatusFilter, string> = {
    active: t`Laufend und offen`,
    open: t`Offen`,
    assigned: t`Angenommen`,
    underway: t`Unterwegs`,
    completed: t`Abgeschlossen`,
    cancelled: t`Storniert oder abgelaufen`,
  };
  const days = periodDays(search);
  const pickedRange =
    days.from && days.to ? calendarRangeFromIso({ start: days.from, end: days.to }) : null;
  const choosePeriod = (next: Period) =>
    onSearchChange({ period: next, from: undefined, to: undefined, page: 1 });

  return (
    <div className="mb-4 flex flex-col gap-3">
      <div role="group" aria-label={t`Zeitraum`} className="flex flex-wrap gap-1.5">
        {QUICK_CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={period === chip}
            onClick={() => choosePeriod(chip)}
            className={cx(
              'h-9 rounded-full border px-3.5 text-sm font-medium outline-offset-2 outline-brand-600 focus-visible:outline-2',
              period === chip
                ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-600'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {chipLabels[chip]}
          </button>
        ))}
      </div>
      {/* Tops aligned: a field's message below it moves none of the others. */}
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start lg:flex lg:flex-wrap">
        <SearchField
          label={t`Suche`}
          placeholder={t`Nummer, Patient oder Ort`}
          value={text}
          onChange={setText}
          className="lg:w-72"
        />
        <DateRangePicker
          label={t`Zeitraum`}
          value={pickedRange}
          onChange={(range) => {
            const iso = isoFromCalendarRange(range);
            if (!iso) return choosePeriod('all');
            const quick = (
              [
                'today',
                'tomorrow',
                'yesterday',
                'next7Days',
                'last7Days',
                'thisMonth',
                'lastMonth',
                'thisYear',
              ] as const
            ).find((option) => {
              const candidate = quickRange(option);
              return candidate.start === iso.start && candidate.end === iso.end;
            });
            onSearchChange(
              quick
                ? { period: quick, from: undefined, to: undefined, page: 1 }
                : { period: 'range', from: iso.start, to: iso.end, page: 1 },
            );
          }}
        />
        <Select
          label={t`Status`}
          selectedKey={search.status ?? ALL}
          onSelectionChange={(key) =>
            onSearchChange({
              status: key === ALL ? undefined : (String(key) as StatusFilter),
              page: 1,
            })
          }
          className="lg:w-56"
        >
          <SelectItem id={ALL}>{t`Alle Status`}</SelectItem>
          {(Object.keys(STATUS_FILTERS) as StatusFilter[]).map((key) => (
            <SelectItem key={key} id={key}>
              {statusLabels[key]}
            </SelectItem>
          ))}
        </Select>
        {teams.data && teams.data.data.length > 0 && (
          <Select
            label={t`Team`}
            selectedKey={search.teamId ?? ALL}
            onSelectionChange={(key) =>
              onSearchChange({ teamId: key === ALL ? undefined : String(key), page: 1 })
            }
            className="lg:w-56"
          >
            <SelectItem id={ALL}>{t`Alle Teams`}</SelectItem>
            {teams.data.data.map((team) => (
              <SelectItem key={team.id} id={team.id}>
                {team.name}
              </SelectItem>
            ))}
          </Select>
        )}
      </div>
    </div>
  );
}
