/**
 * The session's life in the page (seed §4): on start no stored token means logged out, a valid
 * token goes on, an expired one is refreshed and a refused refresh logs out. A session the server
 * ends (1002) is ended locally; the session is mirrored to IndexedDB for the service worker.
 */
import { queryClient } from '@/query-client';
import { setSessionEndedHandler } from './api-client';
import { mirrorSession } from './local-db';
import { getSession, isAccessTokenValid, subscribeSession } from './session';
import { refreshSession } from './session-refresh';
import { endSessionLocally } from './sign-out';

let installed = false;

export function installSessionHandling(): void {
  if (installed) return;
  installed = true;
  setSessionEndedHandler(() => void endSessionLocally(queryClient));
  subscribeSession(() => void mirrorSession(getSession()));
}

/** Runs after the first render: an offline start keeps the session and its cached data. */
export async function resumeSession(): Promise<void> {
  const session = getSession();
  if (!session || isAccessTokenValid(session)) return;
  const result = await refreshSession();
  if (!result.ok && result.ended) await endSessionLocally(queryClient);
}
