/**
 * Logout (online or offline) leaves nothing of the user readable in the browser (PRODUCT.md §8):
 * no key, no cached data, no queue, no session mirror. A session the server ended keeps the
 * user's queued changes (decision 045).
 */
import type { QueryClient } from '@tanstack/query-core';
import { db } from './local-db';
import { stopPersistence } from './persisted-cache';

/** Deleting the database waits for other tabs to close it; the rows are gone before that. */
const DELETE_WAIT_MS = 5000;

/**
 * Empties the local store. A session the server ended (decision 045) keeps `keepQueueOf`'s
 * queued changes and the key that opens them, still encrypted, until that user signs in again
 * here; everything else goes. Answers how many changes were kept.
 */
export async function wipeLocalData(
  queryClient: QueryClient,
  options: { keepQueueOf?: string | null } = {},
): Promise<number> {
  const keep = options.keepQueueOf ?? null;
  await stopPersistence();
  queryClient.clear();
  // Emptied first: if another tab holds the database open and the deletion has to wait, the
  // data is unreadable already. Counted in the same transaction, so what is kept is what is said.
  const kept = await db.transaction('rw', db.tables, async () => {
    const queued = keep ? await db.outbox.where('userId').equals(keep).count() : 0;
    const keeps = (name: string) => queued > 0 && (name === 'outbox' || name === 'keys');
    await Promise.all(
      db.tables.map((table) =>
        keep && keeps(table.name) ? table.where('userId').notEqual(keep).delete() : table.clear(),
      ),
    );
    return queued;
  });
  // Other tabs get `versionchange`, close their connection and stop persisting
  // (lib/query-persistence). Dexie reopens an empty database on the next use. A database that
  // keeps a queue stays; the other tabs follow the session's end instead (lib/follow-session).
  if (kept === 0) await settledWithin(db.delete({ disableAutoOpen: false }), DELETE_WAIT_MS);
  await deleteRuntimeCaches();
  return kept;
}

/**
 * No API response is ever stored in Cache Storage; should a later runtime cache hold one, it goes
 * too. Only the worker's precache of the static shell (no user data) stays.
 */
async function deleteRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)),
  );
}

function settledWithin(work: PromiseLike<unknown>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    work.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
