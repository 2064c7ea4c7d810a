/**
 * Ending a session (seed §4): call logout; whether that answers 204 or fails (offline), the
 * stored user and every local trace of them are removed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { authApi } from '@/contract/account-api';
import { call } from './api-client';
import { wipeLocalData } from './local-wipe';
import { clearSession } from './session';
import { rememberEndedElsewhere, userEndedElsewhere } from './session-ended-elsewhere';

export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await call(authApi.logout);
  } catch {
    // Offline: the server-side session ends on its own or from another device's device list.
  }
  await endSessionLocally(queryClient);
}

/**
 * Removes the user, their key, cached data and queued changes from this device. `ended-elsewhere`
 * when the server ended the session (lib/session-ended-elsewhere): then the changes not sent yet
 * stay, encrypted, for when the same person signs in again, and the login page says how many
 * (decision 045). A logout by hand asks first when changes would be lost (layout/header).
 */
export async function endSessionLocally(
  queryClient: QueryClient,
  end: 'signed-out' | 'ended-elsewhere' = 'signed-out',
): Promise<void> {
  clearSession(end);
  if (end === 'signed-out') {
    await wipeLocalData(queryClient);
    return;
  }
  // Read from what clearSession remembered: several refused requests may end the session, and
  // the later ones find it gone already; none of them may wipe the queue the first one kept.
  const userId = userEndedElsewhere();
  const waiting = await wipeLocalData(queryClient, { keepQueueOf: userId });
  // Unless the person signed in again meanwhile (which forgets the end).
  if (userId && userEndedElsewhere() === userId) rememberEndedElsewhere(userId, waiting);
}
