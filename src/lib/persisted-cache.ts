/**
 * The entry to the persisted query cache (lib/query-persistence) for code that every screen
 * loads: the persistence — with Dexie and the encryption — is fetched only once a user is
 * signed in, so the login screen never downloads it (decision 021). Before it is loaded nothing
 * is persisted, so there is nothing to save or stop.
 */
import type { QueryClient } from '@tanstack/query-core';
import type * as QueryPersistenceModule from './query-persistence';

type QueryPersistence = typeof QueryPersistenceModule;

let loaded: Promise<QueryPersistence> | undefined;
const load = () => (loaded ??= import('./query-persistence'));

/** See query-persistence `startPersistence`: restores the user's cache, then keeps saving it. */
export async function startPersistence(queryClient: QueryClient, userId: string): Promise<void> {
  return (await load()).startPersistence(queryClient, userId);
}

/** See query-persistence `flushPersistence`: resolves once the cache is on disk. */
export async function flushPersistence(): Promise<void> {
  if (loaded) await (await loaded).flushPersistence();
}

/** See query-persistence `stopPersistence`. */
export async function stopPersistence(): Promise<void> {
  if (loaded) await (await loaded).stopPersistence();
}
