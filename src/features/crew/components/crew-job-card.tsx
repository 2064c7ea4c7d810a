import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { SHARING_STATUSES, type CrewStep } from '@/contract/transport-lifecycle';
import { DELAY_STATUSES } from '@/contract/delay';
import type { Transport } from '@/contract/transport-answer';
import {
  CLASS_LABELS,
  INFECTION_LABELS,
  MOBILITY_LABELS,
  TransportStatusBadge,
} from '@/features/transports';
import { ConfirmRideAction, offerRideConfirmation } from '@/features/ride-confirmation';
import { LazyPositionSharing } from '@/features/arrival';
import { Badge } from '@/components/ui/badge';
import { todayInGermany } from '@/contract/dates';
import { formatDate, formatTime } from '@/lib/dates';
import type { QueuedEntry } from '@/lib/offline-writes/queued-entries';
import type { WithPending } from '@/lib/offline-writes/overlay';
import type { ChangeMark } from '../change-marks';
import { FINISHED } from '../crew-shift';
import { useCrewStep } from '../use-crew-step';
import { useDelayReport } from '../use-delay-report';
import { DelayAction } from './delay-dialog';
import { ChangeMarksBox } from './change-marks-box';
import { CompleteDialog, type Completion } from './complete-dialog';
import { PlaceLink } from './place-link';
import { QueuedSteps } from './queued-steps';
import { StepButtons } from './step-buttons';

/**
 * One job of the shift: when, who, from where to where, what the crew must know — and the next
 * step. The status shown is the one the crew's queued steps lead to (decision 026). A job on
 * another calendar day than `today` (past midnight) shows its date above the time.
 */
export function CrewJobCard({
  transport,
  entries,
  recordEntries,
  today,
  marks,
  onAcknowledge,
}: {
  transport: WithPending<Transport>;
  entries: QueuedEntry[];
  recordEntries: QueuedEntry[];
  today: string;
  /** What changed since the crew last acknowledged it (change-marks.ts). */
  marks: ChangeMark[];
  onAcknowledge: () => void;
}) {
  const { t, i18n } = useLingui();
  const saveStep = useCrewStep();
  const reportDelay = useDelayReport();
  const [saving, setSaving] = useState(false);
  // The time "abschließen" was tapped, kept while km and waiting minutes are typed.
  const [completingAt, setCompletingAt] = useState<string | null>(null);
  // A refused step holds back the transport's later steps: resolve it first.
  const blocked = recordEntries.some((entry) => entry.status !== 'pending');

  const send = async (body: Parameters<typeof saveStep>[1]) => {
    setSaving(true);
    try {
      await saveStep(transport.id, body);
    } finally {
      setSaving(false);
    }
  };
  const onStep = (step: CrewStep) => {
    const at = new Date().toISOString();
    if (step === 'completed') setCompletingAt(at);
    else void send({ status: step, at });
  };
  const onComplete = (completion: Completion) => {
    if (!completingAt) return;
    void send({ status: 'completed', at: completingAt, ...completion });
    setCompletingAt(null);
    // Completed: the phone can be handed over for the ride's confirmation now.
    offerRideConfirmation(transport.id);
  };

  const finished = FINISHED.includes(transport.status);
  // Given to another crew: its steps are that crew's now.
  const handedOver = marks.some((mark) => mark.kind === 'handedOver');
  const { patient } = transport;
  const callSign = transport.vehicle?.callSign;
  return (
    <li
      aria-label={transport.number}
      // A finished job stands back by its background, not by opacity: dimmed text fell below
      // AA contrast (axe on "Heute", a cancelled card).
      className={`flex flex-col gap-3 rounded-xl border p-4 shadow-xs ${
        finished ? 'bg-slate-50 dark:bg-slate-950' : 'bg-white dark:bg-slate-900'
      } ${
        transport.status === 'cancelled'
          ? 'border-red-300 dark:border-red-800'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {transport.pickupAt && todayInGermany(new Date(transport.pickupAt)) !== today && (
            <p
              data-testid="crew-day"
              className="text-sm font-semibold text-amber-800 tabular-nums dark:text-amber-300"
            >
              {formatDate(transport.pickupAt)}
            </p>
          )}
          <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-slate-50">
            {formatTime(transport.pickupAt)}
            {transport.appointmentAt && (
              <span className="ms-2 text-sm font-normal whitespace-nowrap text-slate-600 dark:text-slate-400">
                {t`Termin ${formatTime(transport.appointmentAt)}`}
              </span>
            )}
          </p>
          {/* The whole transport, as the view shows it: the card names only what the road needs. */}
          <Link
            to="/transport/view/$id"
            params={{ id: transport.id }}
            className="block text-base font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            {patient.lastName}, {patient.firstName}
          </Link>
          <p className="tabular-nums text-xs text-slate-500 dark:text-slate-400">
            {transport.number}
          </p>
        </div>
        {/* As every list shows it: the colour of its stage, a crew step with its FMS number. */}
        <span data-testid="crew-status" className="shrink-0">
          <TransportStatusBadge status={transport.status} />
        </span>
      </div>
      {marks.length > 0 && (
        <ChangeMarksBox transportId={transport.id} marks={marks} onAcknowledge={onAcknowledge} />
      )}
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="info">{i18n._(CLASS_LABELS[transport.transportClass])}</Badge>
        <Badge>{i18n._(MOBILITY_LABELS[transport.mobility])}</Badge>
        {transport.infection.type !== 'none' && (
          <Badge variant="warning">{i18n._(INFECTION_LABELS[transport.infection.type])}</Badge>
        )}
        {/* The board's vehicle for this job (decision 119): a crew may drive two in a day. */}
        {callSign && (
          <Badge>
            <span data-testid="crew-job-vehicle">
              {t`Fahrzeug ${callSign}`}
              {transport.vehicle?.name && ` · ${transport.vehicle.name}`}
            </span>
          </Badge>
        )}
      </div>
      {!handedOver && SHARING_STATUSES.includes(transport.status) && (
        <Suspense fallback={null}>
          <LazyPositionSharing transport={transport} />
        </Suspense>
      )}
      <PlaceLink label={t`Abholung`} place={transport.start} />
      <PlaceLink label={t`Ziel`} place={transport.destination} />
      {transport.crewNote && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {transport.crewNote}
        </p>
      )}
      {transport.status === 'completed' && transport.km != null && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t`${transport.km} km · ${transport.waitingMinutes ?? 0} min Wartezeit`}
        </p>
      )}
      <QueuedSteps entries={entries} recordEntries={recordEntries} />
      {!finished && !handedOver && (
        <StepButtons status={transport.status} isDisabled={saving || blocked} onStep={onStep} />
      )}
      {!handedOver && DELAY_STATUSES.includes(transport.status) && (
        <DelayAction
          number={transport.number}
          isDisabled={blocked}
          onReport={(reason, newArrivalAt) => void reportDelay(transport.id, reason, newArrivalAt)}
        />
      )}
      <ConfirmRideAction transport={transport} entries={entries} recordEntries={recordEntries} />
      <CompleteDialog
        number={transport.number}
        isOpen={completingAt !== null}
        onCancel={() => setCompletingAt(null)}
        onComplete={onComplete}
      />
    </li>
  );
}
