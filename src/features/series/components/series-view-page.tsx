import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import type { TransportSeries } from '@/contract/transport-series-answer';
import { RecordNotFound } from '@/components/layout/record-not-found';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import {
  ApprovalBadge,
  ReasonDialog,
  TransportPlaceView,
  useSeriesLabels,
  useTransportLabels,
} from '@/features/transports';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { ERROR_CODES } from '@/contract/common';
import { useCancelSeriesRest } from '../api/cancel-series';
import { seriesQueryOptions } from '../api/get-series';
import { SeriesChangeDialog } from './series-change-dialog';
import { isCovered, SeriesDates } from './series-dates';

/** The header's rule: since when it holds, if dates before it followed an earlier one. */
function RuleLine({ series }: { series: TransportSeries }) {
  const { rule, earlier } = useSeriesLabels().currentRule(series.recurrence, series.dates[0]?.date);
  return (
    <>
      <span className="block">{rule}</span>
      {earlier && <span className="block">{earlier}</span>}
    </>
  );
}

/** A series with every date: which are covered by a company, which are still open. */
export function SeriesViewPage({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useQuery(seriesQueryOptions(id));
  const cancel = useCancelSeriesRest(id);
  const [cancelling, setCancelling] = useState(false);
  const [changing, setChanging] = useState(false);
  const labels = useTransportLabels();
  const { tripTimes } = useSeriesLabels();
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    // Not there or another organisation's: said as a missing transport is (RecordGate).
    if (isApiError(query.error, ERROR_CODES.notFound)) {
      return <RecordNotFound title={t`Serie nicht gefunden`} />;
    }
    return <Alert variant="error">{t`Die Serie konnte nicht geladen werden.`}</Alert>;
  }
  const series = query.data;
  const created = series.dates.filter((date) => date.transport);
  const covered = created.filter(isCovered).length;
  const open = created.filter((date) => date.transport?.status === 'open').length;
  const name = `${series.patient.lastName}, ${series.patient.firstName}`;
  const times = tripTimes(series.recurrence.appointmentTime, series.returnTrip);
  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <Repeat aria-hidden className="size-6 text-violet-700 dark:text-violet-300" />
            {t`Serie`}: {name}
            {series.status === 'cancelled' && <Badge variant="danger">{t`Abgesagt`}</Badge>}
          </span>
        }
        description={<RuleLine series={series} />}
        actions={
          series.actions.includes('edit') && (
            <span className="flex flex-wrap gap-2">
              <Button variant="secondary" onPress={() => setChanging(true)}>
                {t`Ab einem Termin ändern`}
              </Button>
              <Button variant="secondary" onPress={() => setCancelling(true)}>
                {t`Rest der Serie absagen`}
              </Button>
            </span>
          )
        }
      />
      <Card>
        <CardHeader title={t`Übersicht`} />
        <CardBody className="flex flex-col gap-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge>{labels.reason[series.reason]}</Badge>
            <Badge>{labels.transportClass[series.transportClass]}</Badge>
            <ApprovalBadge prescription={series.prescription} />
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TransportPlaceView title={t`Abholort`} place={series.start} />
            <TransportPlaceView title={t`Ziel`} place={series.destination} />
          </div>
          {times && <p>{times}</p>}
          <p>
            {series.assignedCompany ? (
              <Trans>Ganze Serie übernommen von {series.assignedCompany.name}.</Trans>
            ) : (
              <Trans>Die ganze Serie hat noch kein Unternehmen übernommen.</Trans>
            )}{' '}
            <Plural
              value={created.length}
              one={`Von # angelegten Termin sind ${covered} vergeben, ${open} offen.`}
              other={`Von # angelegten Terminen sind ${covered} vergeben, ${open} offen.`}
            />
          </p>
          {series.cancelReason && (
            <p>
              <Trans>Abgesagt: {series.cancelReason}</Trans>
            </p>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t`Termine`} />
        <CardBody>
          <SeriesDates dates={series.dates} seriesCancelled={series.status === 'cancelled'} />
        </CardBody>
      </Card>
      {changing && (
        <SeriesChangeDialog series={series} isOpen={changing} onOpenChange={setChanging} />
      )}
      <ReasonDialog
        title={t`Rest der Serie absagen`}
        description={t`Alle kommenden Termine ab heute, zu denen noch keine Besatzung losgefahren ist, werden mit diesem Grund abgesagt; das Unternehmen wird informiert.`}
        confirmLabel={t`Serie absagen`}
        isOpen={cancelling}
        onOpenChange={setCancelling}
        onSend={(reason) => cancel.mutateAsync(reason)}
      />
    </div>
  );
}
