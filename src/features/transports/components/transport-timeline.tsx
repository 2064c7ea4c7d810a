import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TransportEvent } from '@/contract/transport-answer';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatTime } from '@/lib/dates';
import { transportEventsQueryOptions } from '../api/get-transport-events';
import { useTransportLabels } from '../use-transport-labels';
import { STATUS_VARIANT } from './transport-status-badge';

const DOT: Record<string, string> = {
  warning: 'bg-amber-500',
  info: 'bg-brand-600 dark:bg-brand-400',
  success: 'bg-emerald-600',
  danger: 'bg-red-600',
  neutral: 'bg-slate-400',
};

/** Ladder steps in the colours of their badges; status steps in their status's. */
const dotOf = (event: TransportEvent) => {
  if (event.action === 'escalate') return event.escalationStep === 2 ? 'danger' : 'warning';
  return event.toStatus ? STATUS_VARIANT[event.toStatus] : 'neutral';
};

/** Two clocks differ by more than a minute: the step was tapped offline and sent later. */
const sentLater = (event: TransportEvent) =>
  Math.abs(Date.parse(event.recordedAt) - Date.parse(event.at)) > 60_000;

/** The status history as a vertical timeline, oldest first (PRODUCT.md §4). */
export function TransportTimeline({ id }: { id: string }) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const events = useQuery(transportEventsQueryOptions(id));
  if (events.isPending) return <Skeleton className="h-24" />;
  if (!events.data) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>Der Verlauf ist auf diesem Gerät noch nicht geladen.</Trans>
      </p>
    );
  }
  if (events.data.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>Noch keine Einträge.</Trans>
      </p>
    );
  }
  const title = (event: TransportEvent) => {
    if (event.action === 'create') return t`Bestellt`;
    if (event.action === 'edit') return t`Geändert`;
    if (event.action === 'assignCrew') return t`Besatzung zugeteilt`;
    if (event.action === 'release') return t`Rückfahrt freigegeben`;
    if (event.action === 'return') return t`Zurückgegeben`;
    if (event.action === 'republish') return t`Erneut ausgeschrieben`;
    if (event.action === 'escalate') {
      return event.escalationStep === 2
        ? t`Eskaliert: Stufe 2 – als dringend markiert`
        : t`Eskaliert: Stufe 1 – Umkreis erweitert`;
    }
    return event.toStatus ? labels.status[event.toStatus] : event.action;
  };
  return (
    <ol className="relative flex flex-col gap-5 border-s-2 border-slate-200 ps-5 dark:border-slate-700">
      {events.data.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden
            className={`absolute -start-[1.6rem] top-1.5 size-3 rounded-full ring-4 ring-white dark:ring-slate-900 ${DOT[dotOf(event)]}`}
          />
          <p className="font-medium text-slate-900 dark:text-slate-100">{title(event)}</p>
          <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {event.by.name && ` · ${event.by.name}`}
            {event.action === 'escalate' && ` · ${t`automatisch`}`}
            {event.by.organization && ` (${event.by.organization})`}
          </p>
          {sentLater(event) && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <Trans>Ohne Netz erfasst, übertragen um {formatTime(event.recordedAt)}</Trans>
            </p>
          )}
          {event.reason && (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              <Trans>Grund: {event.reason}</Trans>
            </p>
          )}
          {event.km !== null && (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              <Trans>
                {event.km} km, {event.waitingMinutes ?? 0} Minuten Wartezeit
              </Trans>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
