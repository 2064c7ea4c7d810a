/**
 * Persists the TanStack Query cache of the signed-in user into IndexedDB, encrypted
 * (PRODUCT.md §8), so lists and details seen before are readable offline and paused (offline)
 * mutations survive a closed tab.
 */
import {
  defaultShouldDehydrateQuery,
  type DehydrateOptions,
  type QueryClient,
} from '@tanstack/query-core';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { version } from '../../package.json';
import { db } from './local-db';
import { decryptJson, encryptJson, getOrCreateUserKey } from './local-crypto';

/** Bump when the shape of cached data changes incompatibly within one app version. */
const CACHE_FORMAT = 1;
export const PERSIST_BUSTER = `${version}+${CACHE_FORMAT}`;
/** Matches the query client's gcTime: older data would be garbage-collected anyway. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const PERSIST_THROTTLE_MS = 1000;

/** Queries with `meta: { persist: false }` stay in memory only. */
const dehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: (query) =>
    defaultShouldDehydrateQuery(query) && query.meta?.persist !== false,
};

/** The persisted payload: the user it belongs to travels inside the ciphertext. */
type SealedClient = { userId: string; client: PersistedClient };

export type EncryptedPersister = Persister & {
  /** Writes a throttled save now; resolves once everything handed over so far is stored. */
  flush: () => Promise<void>;
  /** Drops unsaved state and refuses further saves; resolves once a running write ended. */
  cancel: () => Promise<void>;
};

export function createEncryptedPersister({
  userId,
  key,
  throttleMs = PERSIST_THROTTLE_MS,
}: {
  userId: string;
  key: CryptoKey;
  throttleMs?: number;
}): EncryptedPersister {
  const context = `queryCache:${userId}`;
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Writes run one after another, so an older snapshot never lands after a newer one.
  let writes: Promise<void> = Promise.resolve();
  let cancelled = false;

  const write = async (client: PersistedClient) => {
    const sealed: SealedClient = { userId, client };
    const { iv, data } = await encryptJson(key, sealed, context);
    if (cancelled) return;
    await db.queryCache.put({ userId, iv, data, savedAt: client.timestamp, buster: client.buster });
  };

  const writePending = () => {
    clearTimeout(timer);
    timer = undefined;
    const client = latest;
    latest = undefined;
    if (client && !cancelled) {
      writes = writes
        .then(() => write(client))
        .catch((error: unknown) => console.error('Persisting the query cache failed', error));
    }
    return writes;
  };

  return {
    persistClient(client) {
      if (cancelled) return;
      latest = client;
      timer ??= setTimeout(writePending, throttleMs);
    },
    async restoreClient() {
      const row = await db.queryCache.get(userId);
      if (!row) return undefined;
      // Another user's key or row fails to decrypt (rejects), and persistQueryClientRestore
      // then removes it; the user id inside the ciphertext is checked as well.
      const sealed = await decryptJson<SealedClient>(key, row, context);
      if (sealed.userId === userId) return sealed.client;
      await db.queryCache.delete(userId);
      return undefined;
    },
    async removeClient() {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
      await writes;
      await db.queryCache.delete(userId);
    },
    flush: writePending,
    async cancel() {
      cancelled = true;
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
      await writes;
    },
  };
}

type ActivePersistence = {
  userId: string;
  queryClient: QueryClient;
  persister: EncryptedPersister;
  stop: () => void;
};

let active: ActivePersistence | undefined;

// Starts and stops run one after another: a wipe during a start must win, and a sign-in from
// another tab must not subscribe twice.
let lifecycle: Promise<void> = Promise.resolve();
function serialized(step: () => Promise<void>): Promise<void> {
  const run = lifecycle.then(step);
  lifecycle = run.catch(() => {});
  return run;
}

/**
 * Restores the user's persisted cache into `queryClient` (awaited before the first render), then
 * keeps saving it. Never rejects: without IndexedDB the app still starts, just without the cache.
 */
export function startPersistence(queryClient: QueryClient, userId: string): Promise<void> {
  return serialized(() => start(queryClient, userId));
}

async function start(queryClient: QueryClient, userId: string): Promise<void> {
  if (active?.userId === userId && active.queryClient === queryClient) return;
  if (active) {
    // Another user in the same tab: nothing of the previous one may remain visible.
    const previous = active.queryClient;
    await stop();
    previous.clear();
  }
  try {
    await db.queryCache.where('userId').notEqual(userId).delete();
    const key = await getOrCreateUserKey(userId);
    const persister = createEncryptedPersister({ userId, key });
    await persistQueryClientRestore({
      queryClient,
      persister,
      buster: PERSIST_BUSTER,
      maxAge: PERSIST_MAX_AGE_MS,
    }).catch((error: unknown) => console.warn('Discarded an unreadable query cache', error));
    const unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister,
      buster: PERSIST_BUSTER,
      dehydrateOptions,
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flushPersistence();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    const onVersionChange = (event: IDBVersionChangeEvent) => onLocalDbChange(event, queryClient);
    db.on('versionchange', onVersionChange);
    active = {
      userId,
      queryClient,
      persister,
      stop: () => {
        unsubscribe();
        document.removeEventListener('visibilitychange', onHidden);
        window.removeEventListener('pagehide', onHidden);
        db.on('versionchange').unsubscribe(onVersionChange);
      },
    };
  } catch (error) {
    console.error('Restoring the persisted query cache failed', error);
    return;
  }
  // Offline writes restored from the cache continue once their mutation defaults are known
  // (features register them with setMutationDefaults at import time).
  void queryClient.resumePausedMutations();
}

/** Stops saving without writing what is still pending (logout wipes it anyway). */
export function stopPersistence(): Promise<void> {
  return serialized(stop);
}

async function stop(): Promise<void> {
  const current = active;
  if (!current) return;
  active = undefined;
  current.stop();
  await current.persister.cancel();
}

/** Saves the current cache now, e.g. before a new app version takes over. */
export async function flushPersistence(): Promise<void> {
  const current = active;
  if (!current) return;
  await persistQueryClientSave({
    queryClient: current.queryClient,
    persister: current.persister,
    buster: PERSIST_BUSTER,
    dehydrateOptions,
  });
  await current.persister.flush();
}

/** Another tab deleted the database (logout there): stop writing and forget the data here too. */
function onLocalDbChange(event: IDBVersionChangeEvent, queryClient: QueryClient) {
  if (event.newVersion) return; // an upgrade by a newer app version, not a wipe
  void active?.persister.cancel(); // at once, not after queued steps
  void stopPersistence();
  queryClient.clear();
}
