/**
 * After a successful login: store the session, open this user's encrypted local store, and take
 * over the language saved on the account (issue 3: the choice lives on the account too).
 * Another person's changes still waiting on this device are discarded first (decision 045); the
 * answer says how many, for the login form to tell.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthAnswer } from '@/contract/auth';
import { applyLanguage } from '@/lib/language';
import { startPersistence } from '@/lib/persisted-cache';
import { setSession } from '@/lib/session';

export async function beginSession(
  queryClient: QueryClient,
  answer: AuthAnswer,
): Promise<{ discarded: number }> {
  const discarded = await discardOtherUsersChanges(answer.user.id);
  await startPersistence(queryClient, answer.user.id);
  setSession(answer);
  await applyLanguage(answer.user.language);
  return { discarded };
}

/**
 * Loaded with the sign-in, as the local store is (decision 021): the login screen stays light.
 * Without IndexedDB nothing was kept, and what cannot be removed is still never sent or shown to
 * this user: the queue is read per user.
 */
async function discardOtherUsersChanges(userId: string): Promise<number> {
  try {
    return await (await import('@/lib/local-outbox')).discardOtherUsersChanges(userId);
  } catch (error) {
    console.error("Discarding another user's queued changes failed", error);
    return 0;
  }
}
