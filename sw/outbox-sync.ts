/// <reference lib="webworker" />
/**
 * Background Sync of the offline queue (PRODUCT.md §8): when the network returns, the browser
 * wakes the worker even if every tab is closed, and the queued writes are replayed with the
 * token the page mirrored to IndexedDB (refreshed through the refresh cookie when it expired).
 */
import type { AuthAnswer } from '@/contract/auth';
import { pickLanguage } from '@/contract/messages';
import { mirrorSession, readMirroredSession } from '@/lib/local-db';
import { replayOutbox } from '@/lib/offline-writes/replay';
import { OUTBOX_SYNC_TAG, type OutboxReplayedMessage } from '@/lib/offline-writes/types';

declare const self: ServiceWorkerGlobalScope;

type SyncEvent = ExtendableEvent & { tag: string };

async function refreshedToken(): Promise<string | null> {
  try {
    const response = await fetch('/v1/auth/refresh', { method: 'POST', credentials: 'include' });
    if (!response.ok) return null;
    const answer = (await response.json()) as AuthAnswer;
    await mirrorSession(answer);
    return answer.access_token;
  } catch {
    return null;
  }
}

async function replayFromWorker(): Promise<void> {
  const mirror = await readMirroredSession();
  if (!mirror) return;
  const report = await replayOutbox(
    mirror.userId,
    {
      accessToken: async () =>
        Math.floor(Date.now() / 1000) <= mirror.expire ? mirror.accessToken : refreshedToken(),
      refreshedAccessToken: refreshedToken,
    },
    { language: pickLanguage(self.navigator.language) },
  );
  if (report.done.length > 0) {
    const message: OutboxReplayedMessage = {
      type: 'outbox-replayed',
      resources: [...new Set(report.done.map(({ write }) => write.resource))],
    };
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
  }
  // A failed sync is retried by the browser later, with its own back-off.
  if (report.offline) throw new Error('Still offline: the queue waits for the next sync');
}

export function replayQueueOnSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayFromWorker());
  });
}
