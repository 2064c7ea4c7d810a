/**
 * A session the server ended — this device logged out from another one, every session ended by a
 * password change or reset, a refresh token revoked or expired — is explained on the login page
 * ("Sie wurden auf diesem Gerät abgemeldet"), and once the same person signs in again the device
 * goes back to the page it was on (issue 10.14).
 *
 * The device remembers whose session ended in local storage: the end is mostly discovered right
 * after a reload, and other tabs read it when the stored session disappears under them. Kept are
 * the user's id and how many of their changes still wait on this device to be sent (decision 045)
 * — no name, nothing of their data — until the next sign-in or logout here.
 */
import { useSyncExternalStore } from 'react';

export const ENDED_ELSEWHERE_STORAGE_KEY = 'session-ended-elsewhere';

type EndedElsewhere = { userId: string; waiting?: number };

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** `waiting`: the queued changes kept for this user, once the local store has been emptied. */
export function rememberEndedElsewhere(userId: string, waiting?: number): void {
  const stored: EndedElsewhere = waiting === undefined ? { userId } : { userId, waiting };
  localStorage.setItem(ENDED_ELSEWHERE_STORAGE_KEY, JSON.stringify(stored));
  notify();
}

export function forgetEndedElsewhere(): void {
  localStorage.removeItem(ENDED_ELSEWHERE_STORAGE_KEY);
  notify();
}

function parse(raw: string | null): EndedElsewhere | null {
  try {
    const stored = JSON.parse(raw ?? 'null') as { userId?: unknown; waiting?: unknown } | null;
    if (typeof stored?.userId !== 'string') return null;
    const waiting = stored.waiting;
    return typeof waiting === 'number' && Number.isInteger(waiting) && waiting > 0
      ? { userId: stored.userId, waiting }
      : { userId: stored.userId };
  } catch {
    return null;
  }
}

/** Whose session the server ended on this device, if that is the last thing that happened. */
export function userEndedElsewhere(): string | null {
  return parse(localStorage.getItem(ENDED_ELSEWHERE_STORAGE_KEY))?.userId ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How many changes of the person whose session the server ended wait on this device (0 when
 * none, or not known yet); follows this tab and the others.
 */
export function useChangesWaitingForSignIn(): number {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(ENDED_ELSEWHERE_STORAGE_KEY),
    () => null,
  );
  return parse(raw)?.waiting ?? 0;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ENDED_ELSEWHERE_STORAGE_KEY || event.key === null) notify();
  });
}

const ORIGIN = 'https://app.invalid';

/**
 * `value` as a path of this app, or undefined: never another origin, whatever the spelling
 * ("//host", "/\host", "https://…", tabs inside), so a crafted login link redirects nowhere else.
 */
export function appPath(value: string | undefined): string | undefined {
  if (!value?.startsWith('/')) return undefined;
  try {
    const url = new URL(value, ORIGIN);
    return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a page without a session sends the device: the login page, which returns to `href` after
 * login, and says why when the server ended the session. The signed-in guard and the layout (when
 * the session ends under it) both use it, so whichever navigation the router follows ends alike.
 */
export function loginRedirect(href: string) {
  return {
    to: '/login',
    search: {
      redirect: appPath(href),
      signedOut: userEndedElsewhere() ? true : undefined,
    },
  } as const;
}

/**
 * Where to go once `userId` signed in: back to `redirect` — unless the server had ended another
 * person's session here, whose page is none of theirs: then the start page. Forgets the end.
 */
export function pathAfterLogin(userId: string, redirect: string | undefined): string {
  const ended = userEndedElsewhere();
  forgetEndedElsewhere();
  if (ended && ended !== userId) return '/';
  return appPath(redirect) ?? '/';
}
