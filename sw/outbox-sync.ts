/// <reference lib="webworker" />
/**
 * Background Sync of the offline queue (PRODUCT.md §8): when the network returns, the browser
 * wakes the worker even if every tab is closed, and the queued writes are replayed with the
 * token the page mirrored to IndexedDB (refreshed through the refresh cookie when it expired).
 */
import { readMirroredSession } from '@/lib/local-db';
import { replayOutbox } from '@/lib/offline-writes/replay';
import { OUTBOX_SYNC_TAG, type OutboxReplayedMessage } from '@/lib/worker-messages';
import { workerSender } from './send-write';

declare const self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string };

async function replayFromWorker(): Promise<void> {
  const mirror = await readMirroredSession();
  if (!mirror) return;
  const report = await replayOutbox(mirror.userId, workerSender(mirror));
  const saved = report.results.flatMap(({ write, outcome }) =>
    outcome.state === 'saved' ? [{ write, answer: outcome.body }] : [],
  );
  if (saved.length > 0) {
    const message: OutboxReplayedMessage = { type: 'outbox-replayed', saved };
    for (const client of await self.clients.matchAll({ type: 'window' }))
      client.postMessage(message);
  }
  // A failed sync is retried by the browser later, with its own back-off.
  const offline = report.results.some(
    ({ outcome }) => outcome.state === 'queued' && outcome.reason === 'offline',
  );
  if (offline) throw new Error('Still offline: the queue waits for the next sync');
}

export function replayQueueOnSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayFromWorker());
  });
}
