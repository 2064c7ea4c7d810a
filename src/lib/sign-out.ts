/**
 * Ending a session (seed §4): clear the user, close realtime, call logout; whether that answers
 * 204 or fails (offline), the stored user and every local trace of them are removed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { wipeLocalData } from './local-wipe';
import { clearSession, getSession } from './session';

const sessionEndListeners = new Set<() => void>();

/** Lets later parts (realtime, push) close their connections when a session ends. */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

export async function signOut(queryClient: QueryClient): Promise<void> {
  const session = getSession();
  sessionEndListeners.forEach((listener) => listener());
  try {
    await fetch('/v1/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: session ? { Authorization: `Bearer ${session.access_token}` } : {},
    });
  } catch {
    // Offline: the server-side session ends on its own or from another device's device list.
  }
  await endSessionLocally(queryClient);
}

/** Removes the user, their key, cached data and queued changes from this device. */
export async function endSessionLocally(queryClient: QueryClient): Promise<void> {
  sessionEndListeners.forEach((listener) => listener());
  clearSession();
  await wipeLocalData(queryClient);
}
