import type { ResetPasswordInput } from '@/contract/auth';
import { http } from '@/lib/api-client';

/** 202 whether or not the address has an account (no account enumeration). */
export const requestRecovery = (email: string) =>
  http.post<void>('auth/request-recovery', { email });

export const resetPassword = (input: ResetPasswordInput) =>
  http.post<void>('auth/reset-password', input);
