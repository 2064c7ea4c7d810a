import { authApi } from '@/contract/account-api';
import type { ResetLinkInput, ResetPasswordInput } from '@/contract/auth';
import { ERROR_CODES } from '@/contract/common';
import { call } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export const requestRecovery = (email: string) =>
  call(authApi.requestRecovery, { body: { email } });

export const resetPassword = (input: ResetPasswordInput) =>
  call(authApi.resetPassword, { body: input });

/**
 * Whether the reset link of the page still works: `false` once used or expired; `true` also when
 * the server cannot be asked (offline) — then saving the new password says it.
 */
export async function isResetLinkUsable(input: ResetLinkInput): Promise<boolean> {
  try {
    await call(authApi.checkResetLink, { body: input });
    return true;
  } catch (error) {
    return !isApiError(error, ERROR_CODES.notFound);
  }
}
