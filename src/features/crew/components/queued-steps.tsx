import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { FMS_STATUS, type CrewStep } from '@/contract/transport-lifecycle';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/dates';
import { replayNow } from '@/lib/offline-writes/page-queue';
import type { QueuedEntry } from '@/lib/offline-writes/queued-entries';
import { discardWrite } from '@/lib/offline-writes/resolve';
import { crewStep } from '@/features/transports';
import { STEP_LABELS } from './step-buttons';

const stepOf = (entry: QueuedEntry) => {
  const body = entry.body?.write.body as { status?: CrewStep; at?: string } | undefined;
  return { status: body?.status, at: body?.at };
};

/**
 * The steps of one transport still on this phone: waiting for the network (with the time they
 * were tapped), or refused by the server with its reason — never dropped without the crew's say.
 */
export function QueuedSteps({
  entries,
  recordEntries,
}: {
  entries: QueuedEntry[];
  recordEntries: QueuedEntry[];
}) {
  const { t, i18n } = useLingui();
  const steps = recordEntries.filter((entry) => entry.body?.write.kind === crewStep.kind);
  if (steps.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {steps.map((entry) => {
        const { status, at } = stepOf(entry);
        const label = status
          ? `${FMS_STATUS[status] ?? ''} ${i18n._(STEP_LABELS[status])}`.trim()
          : '';
        const tapped = formatTime(at);
        if (entry.status === 'pending') {
          return (
            <li
              key={entry.seq}
              className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              <CloudOff aria-hidden className="size-4 shrink-0" />
              <span>{t`${label} · getippt ${tapped} · wird gesendet, sobald eine Verbindung besteht`}</span>
            </li>
          );
        }
        const reason =
          entry.body?.outcome?.state === 'refused' ? entry.body.outcome.error.message : undefined;
        return (
          <li key={entry.seq}>
            <Alert
              variant="error"
              title={t`${label} (getippt ${tapped}) nicht übernommen`}
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={async () => {
                    await discardWrite(entries, entry);
                    void replayNow();
                  }}
                >
                  <Trans>Verwerfen</Trans>
                </Button>
              }
            >
              {reason}
            </Alert>
          </li>
        );
      })}
    </ul>
  );
}
