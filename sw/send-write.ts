/// <reference lib="webworker" />
/**
 * How the service worker sends a queued write. It cannot use the page's HTTP client: that one
 * reads the session from local storage and refreshes it through the page's lock and store,
 * none of which a worker has. So this sender is small on purpose: the token the page mirrored
 * to IndexedDB, one refresh through the refresh cookie on a 401, and the answer read by the same
 * rules as the page's (lib/offline-writes/outcome).
 */
import type { AuthAnswer } from '@/contract/auth';
import { pickLanguage } from '@/contract/messages';
import { mirrorSession, type AuthMirrorRow } from '@/lib/local-db';
import { outcomeOfAnswer } from '@/lib/offline-writes/outcome';
import type { QueuedWrite, WriteOutcome } from '@/lib/offline-writes/queued-write';

declare const self: ServiceWorkerGlobalScope;

async function refreshedToken(): Promise<string | null> {
  try {
    const response = await fetch('/v1/auth/refresh', { method: 'POST', credentials: 'include' });
    if (!response.ok) return null;
    const answer = (await response.json()) as AuthAnswer;
    await mirrorSession(answer);
    return answer.access_token;
  } catch {
    return null;
  }
}

async function post(write: QueuedWrite, token: string | null): Promise<Response> {
  return fetch(`/v1/${write.path}`, {
    method: write.method,
    credentials: 'include',
    headers: {
      'Idempotency-Key': write.idempotencyKey,
      'Accept-Language': pickLanguage(self.navigator.language),
      ...(write.body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: write.body ? JSON.stringify(write.body) : undefined,
  });
}

/** A sender for one replay with the mirrored session; the token is refreshed at most once. */
export function workerSender(mirror: AuthMirrorRow) {
  let token: Promise<string | null> | undefined =
    Math.floor(Date.now() / 1000) <= mirror.expire
      ? Promise.resolve(mirror.accessToken)
      : undefined;
  let refreshed = false;
  const refresh = () => {
    refreshed = true;
    token = refreshedToken();
    return token;
  };
  return async (write: QueuedWrite): Promise<WriteOutcome | 'unauthorized'> => {
    try {
      let response = await post(write, await (token ?? refresh()));
      if (response.status === 401 && !refreshed) response = await post(write, await refresh());
      const text = await response.text().catch(() => '');
      return outcomeOfAnswer(write, response.status, parseJson(text));
    } catch {
      return { state: 'queued', reason: 'offline' };
    }
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
