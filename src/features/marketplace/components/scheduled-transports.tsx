import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { routeEnds } from '@/contract/route-label';
import { ServerList } from '@/components/offline/server-list';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { scheduledTransportsQueryOptions } from '../api/list-scheduled-transports';
import { CLASS_LABELS, TransportStatusBadge } from '@/features/transports';
import { CrewSelect } from './crew-select';
import { TransportRoute, TransportTimes } from './transport-facts';

/** "Disponierte Transporte": the company's accepted transports, each with its crew. */
export function ScheduledTransports() {
  const { t, i18n } = useLingui();
  return (
    <ServerList options={scheduledTransportsQueryOptions()}>
      {(page) =>
        !page || page.data.length === 0 ? (
          <EmptyState icon={CalendarCheck} title={t`Keine disponierten Transporte`}>
            {page
              ? t`Angenommene Transporte erscheinen hier, bis sie abgeschlossen sind.`
              : t`Die Liste lädt, sobald eine Verbindung besteht.`}
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {page.more_rows ? (
                t`Mehr als ${i18n.number(page.total_rows)} Transporte`
              ) : (
                <Plural value={page.total_rows} one="# Transport" other="# Transporte" />
              )}
            </p>
            <ul className="flex flex-col gap-3" aria-label={t`Disponierte Transporte`}>
              {page.data.map((transport) => (
                <li
                  key={transport.id}
                  aria-label={transport.number}
                  className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-end dark:border-slate-800 dark:bg-slate-900"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <TransportTimes facts={transport} />
                      <TransportStatusBadge status={transport.status} />
                    </div>
                    <Link
                      to="/transport/view/$id"
                      params={{ id: transport.id }}
                      className="w-fit font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                    >
                      {transport.patient.lastName}, {transport.patient.firstName}
                      <span className="ms-2 tabular-nums text-xs text-slate-500 dark:text-slate-400">
                        {transport.number}
                      </span>
                    </Link>
                    {/* Taken: the company knows the places, by name or street (decision 087). */}
                    <TransportRoute ends={routeEnds(transport.start, transport.destination)} />
                    <Badge variant="info">{i18n._(CLASS_LABELS[transport.transportClass])}</Badge>
                  </div>
                  <CrewSelect transport={transport} />
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </ServerList>
  );
}
