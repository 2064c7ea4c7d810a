/**
 * After a successful login: store the session, open this user's encrypted local store, and take
 * over the language saved on the account (issue 3: the choice lives on the account too).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthAnswer } from '@/contract/auth';
import { applyLanguage } from '@/lib/language';
import { startPersistence } from '@/lib/persisted-cache';
import { setSession } from '@/lib/session';

export async function beginSession(queryClient: QueryClient, answer: AuthAnswer): Promise<void> {
  await startPersistence(queryClient, answer.user.id);
  setSession(answer);
  await applyLanguage(answer.user.language);
}
