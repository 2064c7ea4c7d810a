/**
 * What signing in needs beyond the form: loaded when a form is sent, not with the login screen,
 * as the local store is (decision 021); the login and the invitation's page share it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthAnswer } from '@/contract/auth';
import { beginSession } from './begin-session';
import { announceDiscardedChanges } from './discarded-changes';

export { login } from './api/login';

/** Begins the session of a login answer and says what it discarded (decision 045). */
export async function beginSignedIn(queryClient: QueryClient, answer: AuthAnswer): Promise<void> {
  announceDiscardedChanges((await beginSession(queryClient, answer)).discarded);
}
