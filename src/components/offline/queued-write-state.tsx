import { Trans } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { replayNow } from '@/lib/offline-writes/page-queue';
import type { QueuedEntry } from '@/lib/offline-writes/queued-entries';
import { discardWrite } from '@/lib/offline-writes/resolve';

/**
 * What became of one write still on this phone: waiting for the network, or refused by the
 * server with its reason — which the person may discard (it would hold back the record's later
 * writes otherwise), never dropped without their say. The crew's steps and the ride
 * confirmation show it alike; the caller words the two states.
 */
export function QueuedWriteState({
  entry,
  entries,
  waiting,
  refused,
}: {
  entry: QueuedEntry;
  entries: QueuedEntry[];
  waiting: string;
  refused: string;
}) {
  if (entry.status === 'pending') {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        <CloudOff aria-hidden className="size-4 shrink-0" />
        <span>{waiting}</span>
      </p>
    );
  }
  return (
    <Alert
      variant="error"
      title={refused}
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
      {entry.body?.outcome?.state === 'refused' ? entry.body.outcome.error.message : null}
    </Alert>
  );
}
