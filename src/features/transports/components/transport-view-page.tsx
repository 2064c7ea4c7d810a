import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeftRight, Copy, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { NEED_FLAGS } from '@/contract/order';
import type { Transport } from '@/contract/transport-answer';
import type { TransportAction } from '@/contract/transport-lifecycle';
import { PendingBadge } from '@/components/offline/pending-badge';
import { RecordAttention } from '@/components/offline/record-attention';
import { RecordGate } from '@/components/offline/record-gate';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate, formatDateTime } from '@/lib/dates';
import { useCurrentUser } from '@/lib/session';
import { entriesOfRecord } from '@/lib/offline-writes/overlay';
import { transportWrites } from '../api/transport-writes';
import { useTransport } from '../api/use-transport';
import { useTransportLabels } from '../use-transport-labels';
import { EscalationBadge } from './escalation-badge';
import { RepublishPanel } from './republish-panel';
import { patientName } from './transport-columns';
import { TransportActionBar } from './transport-action-bar';
import { TransportPlaceView } from './transport-place';
import { SeriesMark } from './series-mark';
import { TransportStatusBadge } from './transport-status-badge';
import { TransportAccessLog } from './transport-access-log';
import { TransportTimeline } from './transport-timeline';
import { Facts } from './transport-facts';
import { PrescriptionFacts } from '../prescription/prescription-facts';

/** Everything about one transport, its history and what this viewer may do now. */
export function TransportViewPage({
  id,
  renderAction,
  aside,
}: {
  id: string;
  renderAction?: (action: TransportAction, transport: Transport) => ReactNode | undefined;
  /** Panels of other features atop the side column (the ride's confirmation). */
  aside?: (transport: Transport) => ReactNode;
}) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const { query, entries, transport } = useTransport(id);
  const isAdmin = useCurrentUser().role === 'admin';
  return (
    <RecordGate query={query} record={transport} notFoundTitle={t`Transport nicht gefunden`}>
      {(transport) => {
        const patient = transport.patient;
        const linked = transport.returnTransportId ?? transport.outboundTransportId;
        return (
          <div className="flex max-w-5xl flex-col gap-5">
            <PageHeader
              title={
                <span className="flex flex-wrap items-center gap-3">
                  {patientName(transport) || t`Neuer Transport`}
                  <TransportStatusBadge status={transport.status} />
                  <EscalationBadge step={transport.escalationStep} status={transport.status} />
                  <SeriesMark seriesId={transport.seriesId} link />
                  {transport.pending && <PendingBadge mark={transport.pending} />}
                </span>
              }
              description={
                <span className="tabular-nums">
                  {transport.number || t`Nummer folgt nach der Übertragung`}
                </span>
              }
              actions={<TransportActionBar transport={transport} renderAction={renderAction} />}
              className="pb-0"
            />
            <RecordAttention
              entries={entries}
              recordEntries={entriesOfRecord(entries, transportWrites.recordType, id)}
              fields={[]}
            />
            {transport.actions.includes('republish') && <RepublishPanel transport={transport} />}
            <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
              <div className="flex flex-col gap-5">
                <Card>
                  <CardHeader title={t`Strecke und Zeit`} />
                  <CardBody className="flex flex-col gap-5">
                    <div className="grid gap-5 sm:grid-cols-2">
                      <TransportPlaceView title={t`Abholort`} place={transport.start} />
                      <TransportPlaceView title={t`Ziel`} place={transport.destination} />
                    </div>
                    <Facts
                      items={[
                        [
                          t`Abholung`,
                          transport.pickupAt
                            ? formatDateTime(transport.pickupAt)
                            : t`Auf Abruf – noch nicht freigegeben`,
                        ],
                        [
                          t`Termin am Ziel`,
                          transport.appointmentAt && formatDateTime(transport.appointmentAt),
                        ],
                        [
                          t`Rückfahrt`,
                          transport.roundTrip &&
                            (transport.roundTrip.onCall
                              ? t`Auf Abruf`
                              : formatDateTime(transport.roundTrip.returnAt)),
                        ],
                      ]}
                    />
                    {linked && (
                      <Link
                        to="/transport/view/$id"
                        params={{ id: linked }}
                        className="flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                      >
                        <ArrowLeftRight aria-hidden className="size-4" />
                        {transport.returnTransportId ? t`Zur Rückfahrt` : t`Zur Hinfahrt`}
                      </Link>
                    )}
                    {(transport.republishedAs ?? transport.republishedFrom) && (
                      <Link
                        to="/transport/view/$id"
                        params={{ id: (transport.republishedAs ?? transport.republishedFrom)!.id }}
                        className="flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                      >
                        <Copy aria-hidden className="size-4" />
                        {transport.republishedAs
                          ? t`Erneut ausgeschrieben als ${transport.republishedAs.number}`
                          : t`Erneute Ausschreibung von ${transport.republishedFrom!.number}`}
                      </Link>
                    )}
                  </CardBody>
                </Card>
                <Card>
                  <CardHeader title={t`Patient`} />
                  <CardBody>
                    <Facts
                      items={[
                        [t`Name`, patientName(transport)],
                        [t`Geburtsdatum`, formatDate(patient.birthday)],
                        [t`Versichertennummer`, patient.healthInsuranceNumber],
                        [t`Krankenkasse`, patient.insurer?.name],
                        [
                          t`Telefon`,
                          patient.phoneNumber && (
                            <a
                              href={`tel:${patient.phoneNumber.replace(/[^\d+]/g, '')}`}
                              className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                            >
                              <Phone aria-hidden className="size-4" />
                              {patient.phoneNumber}
                            </a>
                          ),
                        ],
                        [t`Besonderheiten`, patient.particularities],
                      ]}
                    />
                  </CardBody>
                </Card>
                <Card>
                  <CardHeader title={t`Medizinisches und Fahrzeug`} />
                  <CardBody>
                    <Facts
                      items={[
                        [t`Anlass`, labels.reason[transport.reason]],
                        [t`Fahrzeug`, labels.transportClass[transport.transportClass]],
                        [t`Mobilität`, labels.mobility[transport.mobility]],
                        [
                          t`Ausstattung`,
                          transport.equipment
                            .map((item) =>
                              item.type === 'oxygen' && item.litersPerMinute
                                ? `${labels.equipment.oxygen} ${item.litersPerMinute} l/min`
                                : labels.equipment[item.type],
                            )
                            .join(', '),
                        ],
                        [
                          t`Infektion`,
                          [labels.infection[transport.infection.type], transport.infection.note]
                            .filter(Boolean)
                            .join(' – '),
                        ],
                        [t`Gewicht`, transport.weightKg && `${transport.weightKg} kg`],
                        [t`Begleitpersonen`, transport.companions || null],
                        ...NEED_FLAGS.map((flag): [string, ReactNode] => [
                          labels.needFlag[flag],
                          transport[flag] ? t`Ja` : null,
                        ]),
                        [t`Hinweis für die Besatzung`, transport.crewNote],
                        [t`Gefahrene km`, transport.km],
                        [t`Wartezeit (Minuten)`, transport.waitingMinutes],
                      ]}
                    />
                  </CardBody>
                </Card>
                <Card>
                  <CardHeader title={t`Abrechnung`} />
                  <CardBody>
                    <Facts
                      items={[
                        [t`Kostenträger`, labels.payer[transport.payer.kind]],
                        [t`Name`, transport.payer.name],
                        [t`IK-Nummer`, transport.payer.ik],
                        [t`Versichertennummer`, transport.payer.insuranceNumber],
                      ]}
                    />
                  </CardBody>
                </Card>
                <Card>
                  <CardHeader title={t`Verordnung (Muster 4)`} />
                  <CardBody>
                    <PrescriptionFacts prescription={transport.prescription} />
                  </CardBody>
                </Card>
              </div>
              <div className="flex flex-col gap-5">
                {aside?.(transport)}
                <Card>
                  <CardHeader title={t`Beteiligte`} />
                  <CardBody>
                    <dl className="flex flex-col gap-3">
                      {[
                        [t`Auftraggeber`, transport.organization.name],
                        [t`Team / Station`, transport.team?.name],
                        [
                          t`Unternehmen`,
                          transport.assignedCompany?.name ?? t`Noch nicht angenommen`,
                        ],
                        [t`Besatzung`, transport.crew?.name],
                      ]
                        .filter(([, value]) => value)
                        .map(([term, value]) => (
                          <div key={term}>
                            <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
                              {term}
                            </dt>
                            <dd className="text-sm text-slate-900 dark:text-slate-100">{value}</dd>
                          </div>
                        ))}
                    </dl>
                  </CardBody>
                </Card>
                <Card>
                  <CardHeader title={t`Verlauf`} />
                  <CardBody>
                    {transport.pending?.effect === 'create' ? (
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        <Trans>
                          Die Bestellung wird übertragen, sobald eine Verbindung besteht.
                        </Trans>
                      </p>
                    ) : (
                      <TransportTimeline id={transport.id} />
                    )}
                  </CardBody>
                </Card>
                {isAdmin && transport.pending?.effect !== 'create' && (
                  <Card>
                    <CardHeader title={t`Zugriffe`} />
                    <CardBody>
                      <TransportAccessLog id={transport.id} />
                    </CardBody>
                  </Card>
                )}
              </div>
            </div>
          </div>
        );
      }}
    </RecordGate>
  );
}
