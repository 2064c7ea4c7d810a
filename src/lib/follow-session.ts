/**
 * Keeps the local store in step with the stored session, also when another tab signs in or out:
 * the worker's copy of the token (lib/local-db `mirrorSession`) and whose cache is persisted.
 */
import type { QueryClient } from '@tanstack/query-core';
import { mirrorSession } from './local-db';
import { startPersistence } from './query-persistence';
import { getSession, subscribeSession } from './session';

export function followSession(queryClient: QueryClient): () => void {
  const follow = () => {
    const session = getSession();
    void mirrorSession(session).catch((error: unknown) => {
      console.error('Mirroring the session for the service worker failed', error);
    });
    // Signing out wipes the store itself (lib/sign-out); a sign-in elsewhere takes over here.
    if (session) void startPersistence(queryClient, session.user.id);
  };
  follow();
  return subscribeSession(follow);
}
