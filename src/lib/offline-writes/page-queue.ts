/**
 * The page's side of the offline queue: queue a write (durable before anything is sent), replay
 * the queue on `online`, on app start, when the tab becomes visible and after each save, retry
 * server errors with back-off, and tell the rest of the app which resources changed.
 */
import { getSession, isAccessTokenValid } from '../session';
import { refreshSession } from '../session-refresh';
import { addOutboxEntry } from '../local-outbox';
import { i18n } from '../i18n';
import { replayOutbox, type ReplayReport } from './replay';
import {
  OUTBOX_SYNC_TAG,
  scopeOf,
  type OutboxReplayedMessage,
  type QueuedEnvelope,
  type QueuedResource,
  type QueuedWrite,
} from './types';

const MAX_BACKOFF_MS = 5 * 60_000;

type Listener = (report: ReplayReport) => void;
const listeners = new Set<Listener>();

/** Called after every replay, e.g. to refetch the lists whose writes went through. */
export function onReplay(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the write in the encrypted outbox; returns once it is safely on disk. */
export async function queueWrite(write: QueuedWrite): Promise<void> {
  const session = getSession();
  if (!session) throw new Error('Queueing a write needs a signed-in user');
  const envelope: QueuedEnvelope = { write };
  await addOutboxEntry({
    userId: session.user.id,
    method: write.method,
    path: `/v1/${write.path}`,
    body: envelope,
    scope: scopeOf(write),
    idempotencyKey: write.idempotencyKey,
  });
  void requestBackgroundSync();
}

const pageAuth = {
  accessToken: async () => {
    const session = getSession();
    if (session && isAccessTokenValid(session)) return session.access_token;
    const result = await refreshSession();
    return result.ok ? result.session.access_token : null;
  },
  refreshedAccessToken: async () => {
    const result = await refreshSession();
    return result.ok ? result.session.access_token : null;
  },
};

let running: Promise<ReplayReport> | null = null;
let backoffMs = 2_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Replays the signed-in user's queue now (joining a replay already running in this tab). */
export function replayNow(): Promise<ReplayReport | null> {
  const session = getSession();
  if (!session) return Promise.resolve(null);
  running ??= replayOutbox(session.user.id, pageAuth, { language: i18n.locale || 'de' })
    .then((report) => {
      listeners.forEach((listener) => listener(report));
      scheduleRetry(report);
      return report;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/** Server errors are retried with growing pauses; offline waits for the `online` event. */
function scheduleRetry(report: ReplayReport): void {
  clearTimeout(retryTimer);
  const waiting = report.remaining - report.needsAttention;
  // Truly offline: the `online` event brings the next replay. A lost connection while the
  // browser believes it is online (reset, timeout) is retried like a server error.
  const waitForOnline = report.offline && !navigator.onLine;
  if (waitForOnline || report.sessionEnded || waiting <= 0) {
    backoffMs = 2_000;
    return;
  }
  retryTimer = setTimeout(() => void replayNow(), backoffMs);
  backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
}

/** Asks the service worker to replay once the network is back, even if the tab is closed. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here (or not allowed): the page replays on `online` and at start.
  }
}

/** Starts replaying: now, whenever the network returns, and when the app comes to the front. */
export function startOutboxReplay(
  onWritesConfirmed: (resources: Set<QueuedResource>) => void,
): () => void {
  const unsubscribe = onReplay((report) => {
    if (report.done.length > 0)
      onWritesConfirmed(new Set(report.done.map(({ write }) => write.resource)));
  });
  const replay = () => void replayNow();
  const onVisible = () => {
    if (document.visibilityState === 'visible') replay();
  };
  // The worker replayed while this tab was open: its writes are confirmed too.
  const onWorkerMessage = (event: MessageEvent) => {
    const data = event.data as Partial<OutboxReplayedMessage> | null;
    if (data?.type === 'outbox-replayed') onWritesConfirmed(new Set(data.resources ?? []));
  };
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  replay();
  return () => {
    unsubscribe();
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    clearTimeout(retryTimer);
  };
}
