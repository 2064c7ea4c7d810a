import { useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
import { routeEnds } from '@/contract/route-label';
import type { Transport } from '@/contract/transport-answer';
import { showsArrival } from '@/contract/delay';
import { LazyArrivalCell } from '@/features/arrival';
import { PendingBadge } from '@/components/offline/pending-badge';
import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/ui/table';
import { formatDate, formatTime } from '@/lib/dates';
import type { WithPending } from '@/lib/offline-writes/overlay';
import { useTransportLabels } from '../use-transport-labels';
import { dayMark } from './transport-day';
import { EscalationBadge } from './escalation-badge';
import { TransportStatusBadge } from './transport-status-badge';
import { orEmptyMark } from '@/components/ui/empty-mark';
import { SeriesMark } from './series-mark';

export const patientName = (transport: Transport) =>
  transport.patient.lastName ? `${transport.patient.lastName}, ${transport.patient.firstName}` : '';

/** The columns of planned transports; a company sees who ordered, a ward who carries it out. */
export function useTransportColumns(isCompany: boolean): DataTableColumn<WithPending<Transport>>[] {
  const { t } = useLingui();
  const labels = useTransportLabels();
  // Once per render of the list: which taken transports are near enough to show their arrival.
  const now = new Date();
  return [
    {
      id: 'pickupAt',
      header: t`Abholung`,
      allowsSorting: true,
      cell: (transport) => {
        const mark = dayMark(transport.pickupAt);
        return transport.pickupAt ? (
          <span className="flex flex-col tabular-nums">
            <span className="font-medium text-slate-900 dark:text-slate-100">
              {formatTime(transport.pickupAt)}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {mark === 'today'
                ? t`Heute`
                : mark === 'tomorrow'
                  ? t`Morgen`
                  : formatDate(transport.pickupAt)}
            </span>
          </span>
        ) : (
          <Badge>{t`Auf Abruf`}</Badge>
        );
      },
    },
    {
      id: 'patient',
      header: t`Patient`,
      isRowHeader: true,
      cell: (transport) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-medium text-slate-900 dark:text-slate-100">
            {patientName(transport) || t`Patient wird übertragen`}
          </span>
          <span className="tabular-nums text-xs text-slate-600 dark:text-slate-400">
            {orEmptyMark(transport.number)}
          </span>
          <SeriesMark seriesId={transport.seriesId} />
          {transport.pending && <PendingBadge mark={transport.pending} />}
        </span>
      ),
    },
    {
      id: 'route',
      header: t`Strecke`,
      cell: (transport) => {
        const [from, to] = routeEnds(transport.start, transport.destination);
        return (
          <span className="flex flex-wrap items-center gap-1 text-sm">
            {from}
            <ArrowRight aria-label={t`nach`} className="size-3.5 text-slate-500" />
            {to}
          </span>
        );
      },
    },
    {
      id: 'transportClass',
      header: t`Fahrzeug`,
      cell: (transport) => (
        <span className="flex flex-col text-sm">
          {labels.transportClass[transport.transportClass]}
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {labels.mobility[transport.mobility]}
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      allowsSorting: true,
      // An open transport nobody took shows its ladder step here too, so the ward sees "Dringend"
      // in its list, not only on the transport (decision 042); one on its way its arrival time,
      // and one near its pickup a reported delay or the "verspätet" mark (decision 113).
      cell: (transport) => (
        <span className="flex flex-col items-start gap-1">
          <TransportStatusBadge status={transport.status} />
          <EscalationBadge step={transport.escalationStep} status={transport.status} />
          {showsArrival(transport, now) && (
            <Suspense fallback={null}>
              <LazyArrivalCell transport={transport} />
            </Suspense>
          )}
        </span>
      ),
    },
    {
      id: 'party',
      header: isCompany ? t`Auftraggeber` : t`Unternehmen`,
      cell: (transport) => (
        <span className="text-sm">
          {isCompany ? transport.organization.name : orEmptyMark(transport.assignedCompany?.name)}
        </span>
      ),
    },
    // Each column one thing (issue 27): the ward's department, or the company's crew, apart.
    {
      id: 'team',
      header: isCompany ? t`Besatzung` : t`Abteilung`,
      cell: (transport) => (
        <span className="text-sm">
          {orEmptyMark(isCompany ? transport.crew?.name : transport.team?.name)}
        </span>
      ),
    },
  ];
}
