/**
 * After a successful login: store the session, open this user's encrypted local store, and take
 * over the language saved on the account (issue 3: the choice lives on the account too).
 */
import type { AuthAnswer } from '@/contract/auth';
import { applyLanguage } from '@/lib/language';
import { startPersistence } from '@/lib/persister';
import { setSession } from '@/lib/session';
import { queryClient } from '@/query-client';

export async function beginSession(answer: AuthAnswer): Promise<void> {
  await startPersistence(queryClient, answer.user.id);
  setSession(answer);
  await applyLanguage(answer.user.language);
}
