/**
 * The session's life in the page (seed §4): on start no stored token means logged out, a valid
 * token goes on, an expired one is refreshed and a refused refresh logs out. A session the server
 * ends (1002) is ended locally.
 */
import { queryClient } from '@/query-client';
import { setSessionEndedHandler } from './api-client';
import { getSession, isAccessTokenValid } from './session';
import { refreshSession } from './session-refresh';
import { endSessionLocally } from './sign-out';

export function installSessionHandling(): void {
  setSessionEndedHandler(() => void endSessionLocally(queryClient));
}

/** Runs after the first render: an offline start keeps the session and its cached data. */
export async function resumeSession(): Promise<void> {
  const session = getSession();
  if (!session || isAccessTokenValid(session)) return;
  const result = await refreshSession();
  if (!result.ok && result.ended) await endSessionLocally(queryClient);
}
