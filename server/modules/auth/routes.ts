/** `/v1/auth/*` (PRODUCT.md §7). */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ConfirmEmailInput,
  LoginInput,
  RegisterInput,
  RequestRecoveryInput,
  ResetLinkInput,
  ResetPasswordInput,
} from '../../../src/contract/auth';
import { personalWords } from '../../../src/contract/password';
import type { AppContext, AppEnv } from '../../context';
import { linkInvalid, tooManyRequests } from '../../errors';
import { readJson } from '../../http/validate';
import { consume, type Limit } from '../../lib/rate-limit';
import { checkAccessToken } from './access-tokens';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './cookie';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';
import {
  publicMailLimits,
  resetLinkCheckLimits,
  resetPasswordAccountLimits,
  resetPasswordAddressLimits,
} from './limits';
import { requireStrongPassword } from './password-policy';
import { login, logout, refresh, type ClientMeta } from './login';
import { checkResetLink, describeResetLink, requestRecovery, resetPassword } from './recovery';
import { confirmEmail, register, resendConfirmation } from './registration';
import { bearerToken } from './require-user';
import { sessionOfRefreshToken } from './sessions';
import type { Context } from 'hono';

const meta = (c: Context<AppEnv>): ClientMeta => ({
  ip: c.get('ip'),
  userAgent: c.req.header('user-agent') ?? null,
});

/**
 * Counts a request for a mail against its limits (per target and per client address) before
 * anything else: the 429 it may give is the same whether the address has an account or not.
 */
async function limitMails(
  ctx: AppContext,
  c: Context<AppEnv>,
  kind: 'confirm' | 'recovery',
  email: string,
) {
  await limitAttempts(ctx, publicMailLimits(kind, email, c.get('ip')));
}

/** Counts a request against `limits`; 429 with Retry-After once one of them is used up. */
async function limitAttempts(ctx: AppContext, limits: Limit[]) {
  const wait = await consume(ctx.database.db, limits, ctx.now());
  if (wait > 0) throw tooManyRequests(wait);
}

export function authRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.post('/register', async (c) => {
    const input = await readJson(c, RegisterInput);
    await requireStrongPassword(
      ctx.passwordRater,
      input.password,
      personalWords({ email: input.email, firstName: input.firstname, lastName: input.lastname }),
      c.get('language'),
    );
    const answer = await register(ctx, input, { language: c.get('language'), ip: c.get('ip') });
    return c.json(answer, 201);
  });

  app.post('/confirm-email', async (c) => {
    const input = await readJson(c, ConfirmEmailInput);
    if (!(await confirmEmail(ctx, input.userId, input.code))) throw linkInvalid();
    return c.json({ confirmed: true });
  });

  app.post('/resend-confirmation', async (c) => {
    const { email } = await readJson(c, v.object({ email: RequestRecoveryInput.entries.email }));
    await limitMails(ctx, c, 'confirm', email);
    void resendConfirmation(ctx, email).catch((error) =>
      ctx.log.error('[auth] resending confirmation failed', error),
    );
    return c.body(null, 202);
  });

  app.post('/login', async (c) => {
    const credentials = await readJson(c, LoginInput);
    const { answer, refreshToken, deviceCookie } = await login(ctx, credentials, {
      ...meta(c),
      deviceCookie: readDeviceCookie(c),
    });
    setRefreshCookie(ctx, c, refreshToken);
    setDeviceCookie(ctx, c, deviceCookie);
    return c.json(answer);
  });

  app.post('/refresh', async (c) => {
    try {
      const { answer, refreshToken } = await refresh(ctx, readRefreshCookie(c), meta(c));
      setRefreshCookie(ctx, c, refreshToken);
      return c.json(answer);
    } catch (error) {
      clearRefreshCookie(ctx, c);
      throw error;
    }
  });

  // Logging out must work with an expired access token too: the session is found by the
  // token's signature alone, or by the refresh cookie.
  app.post('/logout', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    let sessionId: string | null = null;
    if (token) {
      const check = await checkAccessToken(ctx.keys.accessTokenSecret, token, ctx.now(), {
        allowExpired: true,
      });
      if (check.ok) sessionId = check.claims.sid;
    }
    const cookie = readRefreshCookie(c);
    if (!sessionId && cookie) sessionId = await sessionOfRefreshToken(ctx.database.db, cookie);
    if (sessionId) await logout(ctx, sessionId);
    clearRefreshCookie(ctx, c);
    return c.body(null, 204);
  });

  app.post('/request-recovery', async (c) => {
    const { email } = await readJson(c, RequestRecoveryInput);
    await limitMails(ctx, c, 'recovery', email);
    void requestRecovery(ctx, email).catch((error) =>
      ctx.log.error('[auth] recovery request failed', error),
    );
    return c.body(null, 202);
  });

  app.post('/check-reset-link', async (c) => {
    const input = await readJson(c, ResetLinkInput);
    await limitAttempts(ctx, resetLinkCheckLimits(c.get('ip')));
    return c.json(await describeResetLink(ctx, input));
  });

  app.post('/reset-password', async (c) => {
    const input = await readJson(c, ResetPasswordInput);
    await limitAttempts(ctx, resetPasswordAddressLimits(c.get('ip')));
    // The code first (a hash looked up, no worker's time): a wrong one is refused before any
    // password is rated, so nobody can have the server rate passwords for them.
    await checkResetLink(ctx, input);
    await limitAttempts(ctx, resetPasswordAccountLimits(input.userId));
    // The reset form knows nobody's name, so neither does the rating here: both judge alike.
    await requireStrongPassword(ctx.passwordRater, input.password, [], c.get('language'));
    await resetPassword(ctx, input);
    clearRefreshCookie(ctx, c);
    return c.body(null, 204);
  });

  return app;
}
