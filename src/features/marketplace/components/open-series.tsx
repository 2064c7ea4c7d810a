import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import type { MarketplaceSeriesItem } from '@/contract/transport-series-answer';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useSeriesLabels } from '@/features/transports';
import { isApiError } from '@/lib/api-error';
import { ERROR_CODES } from '@/contract/common';
import { formatDate, formatTime } from '@/lib/dates';
import { openSeriesQueryOptions, useAcceptSeries } from '../api/accept-series';
import type { MarketplaceFilters as Filters } from '../api/marketplace-keys';
import { areaEnds, TransportNeeds, TransportRoute } from './transport-facts';

/**
 * Open series on the marketplace (decision 041): the rule, the open dates and the minimised facts;
 * one tap takes the whole series. Single dates are on the list below as transports. The filters
 * narrow the series as the transports (decision 051): class, postcode, an open date in the range.
 */
export function OpenSeries({ canAccept, filters }: { canAccept: boolean; filters: Filters }) {
  const { t } = useLingui();
  const query = useQuery(openSeriesQueryOptions(filters));
  const [accepting, setAccepting] = useState<MarketplaceSeriesItem | null>(null);
  const accept = useAcceptSeries();
  const items = query.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label={t`Offene Serien`} className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold">
        <Plural value={items.length} one="# offene Serie" other="# offene Serien" />
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <SeriesCard
            key={item.id}
            item={item}
            filters={filters}
            canAccept={canAccept}
            onAccept={() => setAccepting(item)}
          />
        ))}
      </ul>
      <ConfirmDialog
        title={t`Ganze Serie annehmen?`}
        confirmLabel={t`Serie annehmen`}
        isOpen={accepting !== null}
        onOpenChange={(open) => !open && setAccepting(null)}
        onConfirm={async () => {
          if (!accepting) return;
          try {
            await accept.mutateAsync(accepting.id);
            toast.show({ title: t`Serie angenommen`, severity: 'success' });
          } catch (error) {
            toast.show({
              title: isApiError(error, ERROR_CODES.transitionNotAllowed)
                ? t`Schon vergeben`
                : t`Das hat nicht geklappt. Bitte versuchen Sie es erneut.`,
              severity: 'error',
            });
          }
          setAccepting(null);
        }}
      >
        <Trans>
          Sie übernehmen alle offenen Termine dieser Serie und alle, die noch angelegt werden. Die
          Patientendaten sehen Sie nach der Annahme.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}

/**
 * A date of an earlier rule (made before a change "from a date on"): its own time, and its
 * destination where it is not the series' — the rule and the route above are not its. Null for
 * a date of the rule.
 */
function earlierDate(
  item: MarketplaceSeriesItem,
  date: MarketplaceSeriesItem['dates'][number],
): string | null {
  if (date.date >= item.recurrence.startDate) return null;
  const { zipCode, city } = date.destination;
  const elsewhere = zipCode !== item.destination.zipCode || city !== item.destination.city;
  return `${formatDate(date.date)} ${formatTime(date.pickupAt)}${elsewhere ? ` → ${zipCode} ${city}` : ''}`;
}

/** The open dates inside the chosen days (calendar days in Germany, as the server reads them). */
const datesInRange = (item: MarketplaceSeriesItem, { from, to }: Filters) =>
  item.dates.filter((date) => (!from || date.date >= from) && (!to || date.date <= to)).length;

function SeriesCard({
  item,
  filters,
  canAccept,
  onAccept,
}: {
  item: MarketplaceSeriesItem;
  filters: Filters;
  canAccept: boolean;
  onAccept: () => void;
}) {
  const { t } = useLingui();
  const inRange = filters.from || filters.to ? datesInRange(item, filters) : null;
  // The open dates can begin before the rule: a change "from a date on" keeps earlier dates.
  const first = item.dates[0]?.date;
  const labels = useSeriesLabels();
  const { rule, earlier } = labels.currentRule(item.recurrence, first);
  const times = labels.tripTimes(item.recurrence.appointmentTime, item.returnTrip);
  const since = first && first < item.recurrence.startDate ? first : item.recurrence.startDate;
  return (
    <li
      aria-label={t`Serie ab ${formatDate(since)}`}
      className="flex flex-col gap-3 rounded-xl border border-violet-300 bg-white p-4 shadow-xs sm:flex-row sm:items-center dark:border-violet-800 dark:bg-slate-900"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Repeat aria-hidden className="size-4 text-violet-700 dark:text-violet-300" />
          {t`Serie`}: {rule}
        </p>
        {times && <p className="text-sm">{times}</p>}
        {earlier && <p className="text-sm text-slate-600 dark:text-slate-400">{earlier}</p>}
        <TransportRoute ends={areaEnds(item)} />
        <TransportNeeds facts={item} />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <Plural value={item.dates.length} one="# Termin offen" other="# Termine offen" />
          {item.dates.length > 0 &&
            `: ${item.dates
              .slice(0, 6)
              .map((date) => earlierDate(item, date) ?? formatDate(date.date))
              .join(', ')}${item.dates.length > 6 ? ' …' : ''}`}
        </p>
        {inRange !== null && (
          // Taking the series takes every open date, not only those in the range.
          <p className="text-xs font-medium text-violet-800 dark:text-violet-200">
            <Plural
              value={inRange}
              one="davon # im gewählten Zeitraum"
              other="davon # im gewählten Zeitraum"
            />
          </p>
        )}
      </div>
      <Button className="w-full sm:w-auto" size="lg" isDisabled={!canAccept} onPress={onAccept}>
        <Trans>Ganze Serie annehmen</Trans>
      </Button>
    </li>
  );
}
