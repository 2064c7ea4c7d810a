/**
 * Keeps the local store in step with the stored session, also when another tab signs in or out:
 * the worker's copy of the token (lib/local-db `mirrorSession`) and whose cache is persisted.
 * The local store (Dexie) is loaded only when there is something to do with it: a signed-in
 * user, or a database left on the device whose mirror must go (decision 021).
 */
import type { QueryClient } from '@tanstack/query-core';
import { LOCAL_DB_NAME } from './local-db-name';
import { startPersistence, stopPersistence } from './persisted-cache';
import { getSession, subscribeSession } from './session';

/** Whether this origin has the app's database; unknown (no `databases()`) counts as yes. */
async function localDbExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === LOCAL_DB_NAME);
}

export function followSession(queryClient: QueryClient): () => void {
  const follow = () => {
    const session = getSession();
    const mirrored = (async () => {
      if (!session && !(await localDbExists())) return;
      const { mirrorSession } = await import('./local-db');
      await mirrorSession(session);
    })();
    void mirrored.catch((error: unknown) => {
      console.error('Mirroring the session for the service worker failed', error);
    });
    // Signing out wipes the store itself (lib/sign-out); a sign-in elsewhere takes over here.
    if (session) void startPersistence(queryClient, session.user.id);
    // Ended in another tab: a store that keeps a queue for the user's return (decision 045) is
    // emptied, not deleted, so no `versionchange` tells this tab to stop saving; the end does.
    else void stopPersistence().then(() => queryClient.clear());
  };
  follow();
  return subscribeSession(follow);
}
