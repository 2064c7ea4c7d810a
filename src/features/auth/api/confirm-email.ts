import { authApi } from '@/contract/account-api';
import type { ConfirmEmailInput } from '@/contract/auth';
import { call } from '@/lib/api-client';

export const confirmEmail = (input: ConfirmEmailInput) =>
  call(authApi.confirmEmail, { body: input });

export const resendConfirmation = (email: string) =>
  call(authApi.resendConfirmation, { body: { email } });
