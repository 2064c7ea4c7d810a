/**
 * The stored session (seed §3): the login/refresh answer under local storage key `user`.
 * A tiny external store so React, the router guards and the API client read the same value;
 * other tabs' changes arrive through the `storage` event.
 */
import { useSyncExternalStore } from 'react';
import type { AuthAnswer } from '@/contract/auth';
import { forgetEndedElsewhere, rememberEndedElsewhere } from './session-ended-elsewhere';

export const SESSION_STORAGE_KEY = 'user';

export type StoredSession = AuthAnswer;

function isStoredSession(value: unknown): value is StoredSession {
  const session = value as StoredSession | null;
  return (
    typeof session?.access_token === 'string' &&
    typeof session.expire === 'number' &&
    typeof session.user?.id === 'string' &&
    typeof session.user.organization?.type?.value === 'string'
  );
}

export function readStoredSession(): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let current: StoredSession | null = readStoredSession();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function getSession(): StoredSession | null {
  return current;
}

export function setSession(session: StoredSession): void {
  current = session;
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

/** Updates the stored user (e.g. after the account page saved) without touching the token. */
export function updateSessionUser(user: StoredSession['user']): void {
  // An answer that arrives after another user signed in (here or in another tab) is dropped.
  if (current && current.user.id === user.id) setSession({ ...current, user });
}

/**
 * `ended-elsewhere`: the server refused the session (lib/session-ended-elsewhere), so the login
 * page says why; several refused requests may end it, the first one knows whose it was.
 * `signed-out`: by the user's own hand, nothing to explain.
 */
export function clearSession(end: 'signed-out' | 'ended-elsewhere' = 'signed-out'): void {
  if (end === 'signed-out') forgetEndedElsewhere();
  // Written before the session goes: another tab reads it when the session vanishes under it.
  else if (current) rememberEndedElsewhere(current.user.id);
  current = null;
  localStorage.removeItem(SESSION_STORAGE_KEY);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    current = readStoredSession();
    notify();
  });
}

/** Seed §4: valid while the current time in seconds does not exceed `expire`. */
export function isAccessTokenValid(session: StoredSession | null, nowMs = Date.now()): boolean {
  return !!session && Math.floor(nowMs / 1000) <= session.expire;
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The signed-in user; only for components under the signed-in layout. */
export function useCurrentUser(): StoredSession['user'] {
  const session = useSession();
  if (!session) throw new Error('useCurrentUser outside the signed-in layout');
  return session.user;
}
