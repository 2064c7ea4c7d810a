/**
 * Persists the TanStack Query cache of the signed-in user into IndexedDB, encrypted
 * (PRODUCT.md §8), so lists and details seen before are readable offline — restored before the
 * first render. The persister (lib/query-storage: TanStack's async-storage persister over an
 * encrypting Dexie store) saves; this module keeps whose cache is persisted, starts and stops in
 * order (a wipe during a start wins), saves now when a save must be on disk before it counts,
 * and lets go when another tab wiped the database.
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
} from '@tanstack/query-persist-client-core';
import { version } from '../../package.json';
import { db } from './local-db';
import { getOrCreateUserKey } from './local-crypto';
import {
  deleteOtherUsersCaches,
  encryptedPersister,
  type EncryptedPersister,
} from './query-storage';

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
  const started = serialized(() => start(queryClient, userId));
  // Other users' caches (unreadable without their keys) go right after, not before the first
  // render: the deletion is a write transaction the restore's read would wait for (issue 24).
  // Still in line, so a later start or wipe comes after it.
  void serialized(() =>
    deleteOtherUsersCaches(userId).catch((error: unknown) =>
      console.warn("Other users' query caches stay for now", error),
    ),
  );
  return started;
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
    const persister = encryptedPersister({
      userId,
      key: await getOrCreateUserKey(userId),
      throttleMs: PERSIST_THROTTLE_MS,
    });
    const options = { queryClient, persister, buster: PERSIST_BUSTER };
    await persistQueryClientRestore({ ...options, maxAge: PERSIST_MAX_AGE_MS }).catch(
      (error: unknown) => console.warn('Discarded an unreadable query cache', error),
    );
    const unsubscribe = persistQueryClientSubscribe({ ...options, dehydrateOptions });
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
  // Mutations paused offline and restored from the cache continue once their defaults are known.
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
  await current.persister.close();
}

/**
 * Saves the cache now, past the throttle, and resolves once it is on disk — e.g. before a save
 * counts as done, or before a new app version takes over. An older throttled save that is still
 * under way cannot overwrite it (lib/query-storage).
 */
export async function flushPersistence(): Promise<void> {
  const current = active;
  if (!current) return;
  const { persister } = current;
  await persistQueryClientSave({
    queryClient: current.queryClient,
    buster: PERSIST_BUSTER,
    dehydrateOptions,
    persister: { ...persister, persistClient: persister.saveNow },
  });
}

/** Another tab deleted the database (logout there): stop writing and forget the data here too. */
function onLocalDbChange(event: IDBVersionChangeEvent, queryClient: QueryClient) {
  if (event.newVersion) return; // an upgrade by a newer app version, not a wipe
  void active?.persister.close(); // at once, not after queued steps
  void stopPersistence();
  queryClient.clear();
}
