import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SeriesDate } from '@/contract/transport-series-answer';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatTime } from '@/lib/dates';
import { TransportStatusBadge, useSeriesLabels } from '@/features/transports';

/** Taken by a company, done, or under way: covered. Open or not yet created: still open. */
export const isCovered = (date: SeriesDate) =>
  !!date.transport && !['open', 'cancelled', 'expired'].includes(date.transport.status);

/** Nobody drives a cancelled or expired date: "noch offen" or a company beside it would mislead. */
const isOver = (transport: NonNullable<SeriesDate['transport']>) =>
  transport.status === 'cancelled' || transport.status === 'expired';

const MUTED = 'text-slate-600 dark:text-slate-400';

/**
 * Every date of the series: its transport (status, company) or what is planned for it. Once the
 * series is cancelled, nothing more is created, so a date without a transport says "entfällt"
 * rather than disappearing: the ward is asked about single dates ("is Friday's still on?") and
 * finds each ordered date with its answer, as the created dates show "Storniert".
 */
export function SeriesDates({
  dates,
  seriesCancelled = false,
}: {
  dates: SeriesDate[];
  seriesCancelled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const labels = useSeriesLabels();
  const language = i18n.locale === 'en' ? 'en' : 'de';
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {dates.map((date) => (
        <li
          key={date.date}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm"
          data-date={date.date}
        >
          <span className="w-44 shrink-0 whitespace-nowrap tabular-nums font-medium">
            {labels.weekday[labels.weekdayOf(date.date)]} {formatDate(date.date)}{' '}
            <span className={MUTED}>{formatTime(date.pickupAt)}</span>
          </span>
          {date.holiday && <Badge variant="warning">{date.holiday[language]}</Badge>}
          {date.transport ? (
            <>
              <TransportStatusBadge status={date.transport.status} />
              {!isOver(date.transport) && (
                <span>
                  {date.transport.assignedCompany?.name ?? (
                    <span className={MUTED}>{t`noch offen`}</span>
                  )}
                </span>
              )}
              <Link
                to="/transport/view/$id"
                params={{ id: date.transport.id }}
                className="ml-auto tabular-nums text-sky-700 hover:underline dark:text-sky-300"
              >
                {date.transport.number}
              </Link>
            </>
          ) : date.skipped ? (
            <span className={`${MUTED} line-through`}>
              <Trans>ausgelassen</Trans>
            </span>
          ) : seriesCancelled ? (
            // Not struck through: the words say it, and stay readable.
            <span className={MUTED}>
              <Trans>entfällt – Serie abgesagt</Trans>
            </span>
          ) : (
            <span className={MUTED}>
              <Trans>geplant – wird zwei Wochen vorher angelegt</Trans>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
