/**
 * The session's life in the page (seed §4): on start no stored token means logged out, a valid
 * token goes on, an expired one is refreshed and a refused refresh logs out. A session the server
 * ends (1002) is ended locally. The app's query client is handed in (lib knows no app singleton).
 */
import type { QueryClient } from '@tanstack/query-core';
import { accountApi } from '@/contract/account-api';
import { call, setSessionEndedHandler } from './api-client';
import { i18n } from './i18n';
import { applyLanguage } from './language';
import { getSession, isAccessTokenValid, updateSessionUser } from './session';
import { refreshSession } from './session-refresh';

/**
 * Ends the session the server refused on this device, so that the login page says why; the wipe
 * (with Dexie) is loaded only when it is needed.
 */
async function endSessionLocally(queryClient: QueryClient): Promise<void> {
  await (await import('./sign-out')).endSessionLocally(queryClient, 'ended-elsewhere');
}

export function installSessionHandling(queryClient: QueryClient): void {
  setSessionEndedHandler(() => void endSessionLocally(queryClient));
}

/**
 * Runs after the first render: an offline start keeps the session and its cached data. Online,
 * the account is read once, which brings the stored user up to date and notices at once when
 * this device was logged out elsewhere (the 401 ends the session through the API client).
 */
export async function resumeSession(queryClient: QueryClient): Promise<void> {
  const session = getSession();
  if (!session) return;
  if (!isAccessTokenValid(session)) {
    const result = await refreshSession();
    if (!result.ok) {
      if (result.ended) await endSessionLocally(queryClient);
      return;
    }
  }
  try {
    const user = await call(accountApi.read);
    updateSessionUser(user);
    // Signed in, the account's language counts: it may have been changed on another device.
    if (user.language !== i18n.locale) await applyLanguage(user.language);
  } catch {
    // Offline or a server error: keep working with what is stored.
  }
}
