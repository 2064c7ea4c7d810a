/**
 * Ending a session (seed §4): call logout; whether that answers 204 or fails (offline), the
 * stored user and every local trace of them are removed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { wipeLocalData } from './local-wipe';
import { clearSession, getSession } from './session';

export async function signOut(queryClient: QueryClient): Promise<void> {
  const session = getSession();
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
  clearSession();
  await wipeLocalData(queryClient);
}
