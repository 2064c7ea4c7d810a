/**
 * Refreshing the access token, once at a time: many 401s in one tab share one refresh, and tabs
 * coordinate through a Web Lock so only one of them rotates the refresh token. A tab that waited
 * for the lock reuses the token the other tab just stored.
 */
import { pickLanguage } from '@/contract/messages';
import {
  getSession,
  isAccessTokenValid,
  readStoredSession,
  setSession,
  type StoredSession,
} from './session';

export type RefreshResult = { ok: true; session: StoredSession } | { ok: false; ended: boolean };

const LOCK_NAME = 'krankentransport-token-refresh';
let inFlight: Promise<RefreshResult> | null = null;

async function refreshOnce(tokenBefore: string | undefined): Promise<RefreshResult> {
  const stored = readStoredSession();
  if (stored && stored.access_token !== tokenBefore && isAccessTokenValid(stored)) {
    setSession(stored);
    return { ok: true, session: stored };
  }
  let response: Response;
  try {
    response = await fetch('/v1/auth/refresh', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Accept-Language': pickLanguage(document.documentElement.lang) },
    });
  } catch {
    // Offline: keep the session; cached data stays readable and writes stay queued.
    return { ok: false, ended: false };
  }
  if (response.ok) {
    const session = (await response.json()) as StoredSession;
    setSession(session);
    return { ok: true, session };
  }
  // 401 means the refresh token is invalid, expired, revoked or reused (1002): the session ended.
  return { ok: false, ended: response.status === 401 };
}

export function refreshSession(): Promise<RefreshResult> {
  if (inFlight) return inFlight;
  const tokenBefore = getSession()?.access_token;
  const run = () => refreshOnce(tokenBefore);
  // The lock callback's promise is what request() resolves with.
  const locked: Promise<RefreshResult> =
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(LOCK_NAME, run).then((result) => result)
      : run();
  const shared = locked.finally(() => {
    inFlight = null;
  });
  inFlight = shared;
  return shared;
}
