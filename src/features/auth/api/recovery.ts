import { authApi } from '@/contract/account-api';
import type { ResetPasswordInput } from '@/contract/auth';
import { call } from '@/lib/api-client';

export const requestRecovery = (email: string) =>
  call(authApi.requestRecovery, { body: { email } });

export const resetPassword = (input: ResetPasswordInput) =>
  call(authApi.resetPassword, { body: input });
