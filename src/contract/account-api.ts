/** The operations of `/v1/auth` and `/v1/account` (PRODUCT.md §7) the app calls. */
import type {
  AccountUpdateInput,
  AuthAnswer,
  ConfirmEmailInput,
  DeviceSession,
  LoginInput,
  PasswordChangeInput,
  RegisterAnswer,
  RegisterInput,
  ResetLinkAnswer,
  ResetLinkInput,
  ResetPasswordInput,
  SessionLogoutInput,
  SessionUser,
} from './auth';
import type { Page } from './common';
import { endpoint } from './endpoint';

export const authApi = {
  register: endpoint.post<RegisterAnswer, void, RegisterInput>('auth/register'),
  confirmEmail: endpoint.post<{ confirmed: true }, void, ConfirmEmailInput>('auth/confirm-email'),
  /** 202 whether or not the address has an unconfirmed account. */
  resendConfirmation: endpoint.post<void, void, { email: string }>('auth/resend-confirmation'),
  login: endpoint.post<AuthAnswer, void, LoginInput>('auth/login'),
  /** 204; revokes the session. */
  logout: endpoint.post<void>('auth/logout'),
  /** 202 whether or not the address has an account (no account enumeration). */
  requestRecovery: endpoint.post<void, void, { email: string }>('auth/request-recovery'),
  resetPassword: endpoint.post<void, void, ResetPasswordInput>('auth/reset-password'),
  /** 200 while the reset or invitation link can still be used; 404 once used or expired. */
  checkResetLink: endpoint.post<ResetLinkAnswer, void, ResetLinkInput>('auth/check-reset-link'),
};

export const accountApi = {
  read: endpoint.get<SessionUser>('account'),
  update: endpoint.put<SessionUser, void, AccountUpdateInput>('account'),
  /** Ends the other devices' sessions. */
  changePassword: endpoint.put<void, void, PasswordChangeInput>('account/password'),
  sessions: endpoint.get<Page<DeviceSession>>('account/sessions'),
  /** One device (`{ id }`) or all of them (`{ all: true }`). */
  logout: endpoint.post<void, void, SessionLogoutInput>('account/logout'),
};
