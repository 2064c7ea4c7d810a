import { authApi } from '@/contract/account-api';
import type { ResetLinkAnswer, ResetLinkInput, ResetPasswordInput } from '@/contract/auth';
import { ERROR_CODES } from '@/contract/common';
import { call } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export const requestRecovery = (email: string) =>
  call(authApi.requestRecovery, { body: { email } });

export const resetPassword = (input: ResetPasswordInput) =>
  call(authApi.resetPassword, { body: input });

/**
 * What the link of the page is: null once used or expired; a plain reset link also when the
 * server cannot be asked (offline) — then saving the new password says what is wrong.
 */
export async function checkResetLink(input: ResetLinkInput): Promise<ResetLinkAnswer | null> {
  try {
    return await call(authApi.checkResetLink, { body: input });
  } catch (error) {
    return isApiError(error, ERROR_CODES.notFound) ? null : { valid: true, invitation: null };
  }
}
