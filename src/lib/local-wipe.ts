/**
 * Logout (online or offline) leaves nothing of the user readable in the browser (PRODUCT.md §8):
 * no key, no cached data, no queue, no session mirror.
 */
import type { QueryClient } from '@tanstack/query-core';
import { db } from './local-db';
import { stopPersistence } from './persisted-cache';

/** Deleting the database waits for other tabs to close it; the rows are gone before that. */
const DELETE_WAIT_MS = 5000;

export async function wipeLocalData(queryClient: QueryClient): Promise<void> {
  await stopPersistence();
  queryClient.clear();
  // Emptied first: if another tab holds the database open and the deletion has to wait, the
  // data is unreadable already.
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())));
  // Other tabs get `versionchange`, close their connection and stop persisting
  // (lib/query-persistence). Dexie reopens an empty database on the next use.
  await settledWithin(db.delete({ disableAutoOpen: false }), DELETE_WAIT_MS);
  await deleteRuntimeCaches();
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
