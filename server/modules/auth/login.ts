/** Logging in, refreshing and logging out (PRODUCT.md §7). */
import type { AuthAnswer } from '../../../src/contract/auth';
import type { AppContext } from '../../context';
import { emailUnconfirmed, refreshInvalid, wrongCredentials } from '../../errors';
import { authAnswer } from './auth-answer';
import { knownDevice, rememberDevice } from './device-cookie';
import { loginThrottles } from './limits';
import { checkPassword } from './password-attempts';
import { createSession, revokeSessions, rotateRefreshToken } from './sessions';
import { findUserByEmail } from './users';

export type ClientMeta = { ip: string | null; userAgent: string | null };

export async function login(
  ctx: AppContext,
  credentials: { email: string; password: string },
  meta: ClientMeta & { deviceCookie?: string },
): Promise<{ answer: AuthAnswer; refreshToken: string; deviceCookie: string }> {
  const db = ctx.database.db;
  const secret = ctx.keys.deviceCookieSecret;
  const user = await findUserByEmail(db, credentials.email);
  const device = user ? knownDevice(secret, meta.deviceCookie, user.id) : null;
  const valid = await checkPassword(
    db,
    loginThrottles(credentials.email, meta.ip, device),
    ctx.now,
    user?.passwordHash ?? null,
    credentials.password,
  );
  if (!user || !valid) throw wrongCredentials();
  // Only after the right password: an unconfirmed account is no secret to its owner.
  if (!user.emailConfirmedAt) throw emailUnconfirmed();

  const now = ctx.now();
  const { answer, refreshToken } = await db.transaction(async (tx) => {
    const { sessionId, refreshToken } = await createSession(tx, {
      userId: user.id,
      ip: meta.ip,
      userAgent: meta.userAgent,
      now,
    });
    return { answer: await authAnswer(ctx, tx, user.id, sessionId), refreshToken };
  });
  return { answer, refreshToken, deviceCookie: rememberDevice(secret, meta.deviceCookie, user.id) };
}

export async function refresh(
  ctx: AppContext,
  presented: string | undefined,
  meta: ClientMeta,
): Promise<{ answer: AuthAnswer; refreshToken: string }> {
  if (!presented) throw refreshInvalid();
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, presented, ctx.keys.refreshSecret, {
      ...meta,
      now: ctx.now(),
    });
    if (!rotated.ok) return rotated;
    return { ...rotated, answer: await authAnswer(ctx, tx, rotated.userId, rotated.sessionId) };
  });
  if (!outcome.ok) {
    if (outcome.reason === 'reused') ctx.log.warn('[auth] refresh token reused: session revoked');
    throw refreshInvalid();
  }
  return { answer: outcome.answer, refreshToken: outcome.refreshToken };
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSessions(ctx.database.db, { sessionId }, ctx.now());
}
