/**
 * The page's side of the offline queue: a save is queued first (durable before anything is
 * sent), then sent at once when possible; the queue is replayed on `online`, on app start, when
 * the tab comes to the front and after each save, and server errors are retried with back-off.
 * Whether the app was reloaded offline or not, a save takes the same path and reports the same
 * outcome (issue 10).
 */
import type { QueryClient } from '@tanstack/query-core';
import { deleteOutboxEntryByKey, isQueued, addOutboxEntry } from '../local-outbox';
import { flushPersistence } from '../persisted-cache';
import { getSession, subscribeSession } from '../session';
import { OUTBOX_SYNC_TAG, type OutboxReplayedMessage } from '../worker-messages';
import { applyConfirmedWrite, markTouchedOutdated, refreshTouched } from './confirmed-writes';
import { sendFromPage } from './page-sender';
import { scopeOf, type QueuedEnvelope, type QueuedWrite, type WriteOutcome } from './queued-write';
import { outcomeIn, refusedWithCurrent, replayOutbox, savedIn, type ReplayReport } from './replay';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 5 * 60_000;

/** The app's query client, handed in by `startOutboxReplay`; confirmed writes update it. */
let cache: QueryClient | undefined;

type Listener = (report: ReplayReport) => void;
const listeners = new Set<Listener>();

/** Called after every replay of this page. */
export function onReplay(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the write in the encrypted outbox; returns once it is safely on disk. */
async function queueWrite(write: QueuedWrite): Promise<void> {
  const session = getSession();
  if (!session) throw new Error('Queueing a write needs a signed-in user');
  await addOutboxEntry({
    userId: session.user.id,
    method: write.method,
    path: `/v1/${write.path}`,
    body: { write } satisfies QueuedEnvelope,
    scope: scopeOf(write),
    idempotencyKey: write.idempotencyKey,
  });
  void requestBackgroundSync();
}

/**
 * Saves a write: queued, then sent with the rest of the queue. A refusal is taken out of the
 * queue again, as the user corrects it where they are (the form still holds the values).
 */
export async function saveWrite(write: QueuedWrite): Promise<WriteOutcome> {
  // Whichever replay of this page sends it (one already running may), its report tells.
  let outcome: WriteOutcome | undefined;
  const stopListening = onReplay((report) => {
    outcome = outcomeIn(report, write.idempotencyKey) ?? outcome;
  });
  let report: ReplayReport | null;
  try {
    await queueWrite(write);
    report = await replayNow();
  } finally {
    stopListening();
  }
  if (outcome?.state === 'refused') await deleteOutboxEntryByKey(write.idempotencyKey);
  if (outcome) return outcome;
  if (!report) return { state: 'queued', reason: 'signed-out' };
  // The service worker or another tab took it meanwhile; still queued means it waits there.
  return (await isQueued(write.idempotencyKey))
    ? { state: 'queued', reason: 'held-back' }
    : { state: 'saved', body: undefined };
}

let running: Promise<ReplayReport | null> | null = null;
let following: Promise<ReplayReport | null> | null = null;

/**
 * Replays the signed-in user's queue. Asked while a replay runs, it runs once more right after,
 * so every write queued before the call is in the report it resolves with.
 */
export function replayNow(): Promise<ReplayReport | null> {
  if (!running) {
    running = replayOnce().finally(() => {
      running = null;
    });
    return running;
  }
  following ??= running.then(
    () => next(),
    () => next(),
  );
  return following;
}

function next(): Promise<ReplayReport | null> {
  following = null;
  return replayNow();
}

async function replayOnce(): Promise<ReplayReport | null> {
  const session = getSession();
  if (!session) return null;
  const report = await replayOutbox(session.user.id, sendFromPage, {
    confirmed: async (write, answer) => {
      if (!cache) return;
      applyConfirmedWrite(cache, write, answer);
      // On disk before the write leaves the queue: a reload in between fetches what it touched.
      await markTouchedOutdated(cache, write);
      await flushPersistence();
    },
  });
  // A refusal that says how the record stands now (a crew step the other phone took first,
  // 409/1410 with `current`) shows that state at once, so what was refused is not offered again.
  for (const { write, current } of refusedWithCurrent(report)) {
    if (cache) applyConfirmedWrite(cache, write, current);
  }
  const saved = savedIn(report);
  if (saved.length > 0 && cache) {
    await refreshTouched(cache, saved);
    // A save counts once the cache holding its result is on disk (decision 009).
    await flushPersistence();
  }
  listeners.forEach((listener) => listener(report));
  scheduleRetry(report);
  return report;
}

let retryMs = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Server errors are retried with growing pauses. Offline waits for the `online` event, unless
 * the browser believes it is online (a lost connection, a timeout): that is retried too.
 */
function scheduleRetry(report: ReplayReport): void {
  clearTimeout(retryTimer);
  const retryable = report.results.some(
    ({ outcome }) =>
      outcome.state === 'queued' &&
      (outcome.reason === 'server' || (outcome.reason === 'offline' && navigator.onLine)),
  );
  if (!retryable) {
    retryMs = FIRST_RETRY_MS;
    return;
  }
  retryTimer = setTimeout(() => void replayNow(), retryMs);
  retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
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

type WorkerSaved = { write: QueuedWrite; answer: unknown };

/**
 * Writes the worker sent while this page was open, taken as the page takes its own: the answers
 * go into the cache, what they touched is fetched again and the cache is saved to disk. With only
 * a refetch, a record not on screen kept the version from before the write, and the next edit
 * made offline went out on that old version and met a 409 against the user's own change (offline
 * chaos, seed 642133119); a reload right after kept the list from before a create.
 */
async function takeWorkerReplay(queryClient: QueryClient, saved: WorkerSaved[]): Promise<void> {
  for (const { write, answer } of saved) applyConfirmedWrite(queryClient, write, answer);
  await refreshTouched(
    queryClient,
    saved.map(({ write }) => write),
  );
  await flushPersistence();
}

/**
 * Starts replaying with the app's query client: now, whenever the network returns, when the app
 * comes to the front, and when someone signs in — the changes a session ended by the server left
 * waiting go out once the same person is back (decision 045). Writes the worker sent while this
 * page was open refresh what they touched here too.
 */
export function startOutboxReplay(queryClient: QueryClient): () => void {
  cache = queryClient;
  const replay = () => void replayNow();
  let signedIn = getSession()?.user.id;
  const stopFollowingSession = subscribeSession(() => {
    const userId = getSession()?.user.id;
    // Token refreshes store the session again: only a new sign-in counts.
    if (userId && userId !== signedIn) replay();
    signedIn = userId;
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') replay();
  };
  const onWorkerMessage = (event: MessageEvent) => {
    const data = event.data as Partial<OutboxReplayedMessage> | null;
    if (data?.type !== 'outbox-replayed') return;
    void takeWorkerReplay(queryClient, (data.saved ?? []) as WorkerSaved[]);
  };
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  replay();
  return () => {
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    stopFollowingSession();
    clearTimeout(retryTimer);
    cache = undefined;
  };
}
