/**
 * Ending a session (seed §4): call logout; whether that answers 204 or fails (offline), the
 * stored user and every local trace of them are removed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { authApi } from '@/contract/account-api';
import { call } from './api-client';
import { wipeLocalData } from './local-wipe';
import { clearSession } from './session';

export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await call(authApi.logout);
  } catch {
    // Offline: the server-side session ends on its own or from another device's device list.
  }
  await endSessionLocally(queryClient);
}

/**
 * Removes the user, their key, cached data and queued changes from this device; `ended-elsewhere`
 * when the server ended the session (lib/session-ended-elsewhere).
 */
export async function endSessionLocally(
  queryClient: QueryClient,
  end: 'signed-out' | 'ended-elsewhere' = 'signed-out',
): Promise<void> {
  clearSession(end);
  await wipeLocalData(queryClient);
}
