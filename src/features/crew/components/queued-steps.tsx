import { useLingui } from '@lingui/react/macro';
import { FMS_STATUS, type CrewStep } from '@/contract/transport-lifecycle';
import { QueuedWriteState } from '@/components/offline/queued-write-state';
import { formatTime } from '@/lib/dates';
import type { QueuedEntry } from '@/lib/offline-writes/queued-entries';
import type { DelayReason } from '@/contract/delay';
import { DELAY_REASON_LABELS } from '@/features/arrival';
import { crewStep, delayReport } from '@/features/transports';
import { STEP_LABELS } from './step-buttons';

type QueuedBody = { status?: CrewStep; reason?: DelayReason; newArrivalAt?: string; at?: string };
const bodyOf = (entry: QueuedEntry) => (entry.body?.write.body ?? {}) as QueuedBody;
const isQueuedNews = (entry: QueuedEntry) =>
  entry.body?.write.kind === crewStep.kind || entry.body?.write.kind === delayReport.kind;

/**
 * The steps and delay reports of one transport still on this phone, each with the time it was
 * tapped: waiting for the network, or refused by the server with its reason.
 */
export function QueuedSteps({
  entries,
  recordEntries,
}: {
  entries: QueuedEntry[];
  recordEntries: QueuedEntry[];
}) {
  const { t, i18n } = useLingui();
  const steps = recordEntries.filter(isQueuedNews);
  if (steps.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {steps.map((entry) => {
        const { status, reason, newArrivalAt, at } = bodyOf(entry);
        const label = reason
          ? t`Verspätung: ${i18n._(DELAY_REASON_LABELS[reason])}, neue Ankunft ${formatTime(newArrivalAt)}`
          : status
            ? `${FMS_STATUS[status] ?? ''} ${i18n._(STEP_LABELS[status])}`.trim()
            : '';
        const tapped = formatTime(at);
        return (
          <li key={entry.seq}>
            <QueuedWriteState
              entry={entry}
              entries={entries}
              waiting={t`${label} · getippt ${tapped} · wird gesendet, sobald eine Verbindung besteht`}
              refused={t`${label} (getippt ${tapped}) nicht übernommen`}
            />
          </li>
        );
      })}
    </ul>
  );
}
