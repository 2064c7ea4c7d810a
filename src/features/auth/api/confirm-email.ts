import type { ConfirmEmailInput } from '@/contract/auth';
import { http } from '@/lib/api-client';

export const confirmEmail = (input: ConfirmEmailInput) =>
  http.post<{ confirmed: true }>('auth/confirm-email', input);

/** 202 whether or not the address has an unconfirmed account. */
export const resendConfirmation = (email: string) =>
  http.post<void>('auth/resend-confirmation', { email });
