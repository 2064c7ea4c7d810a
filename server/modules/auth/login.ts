/** Logging in, refreshing and logging out (PRODUCT.md §7). */
import type { AuthAnswer } from '../../../src/contract/auth';
import type { AppContext } from '../../context';
import { emailUnconfirmed, refreshInvalid, tooManyRequests, wrongCredentials } from '../../errors';
import { blockedFor, hit, reset } from '../../lib/rate-limit';
import { authAnswer } from './auth-answer';
import { loginLimits } from './limits';
import { verifyPassword } from './passwords';
import { createSession, revokeSessions, rotateRefreshToken } from './sessions';
import { findUserByEmail } from './users';

export type ClientMeta = { ip: string | null; userAgent: string | null };

export async function login(
  ctx: AppContext,
  credentials: { email: string; password: string },
  meta: ClientMeta,
): Promise<{ answer: AuthAnswer; refreshToken: string }> {
  const db = ctx.database.db;
  const limits = loginLimits(credentials.email, meta.ip);
  const wait = await blockedFor(db, limits, ctx.now());
  if (wait > 0) throw tooManyRequests(wait);

  const user = await findUserByEmail(db, credentials.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !valid) {
    await hit(db, limits, ctx.now());
    throw wrongCredentials();
  }
  // Only after the right password: an unconfirmed account is no secret to its owner.
  if (!user.emailConfirmedAt) throw emailUnconfirmed();
  await reset(db, [limits[0]!.key]);

  const now = ctx.now();
  return db.transaction(async (tx) => {
    const { sessionId, refreshToken } = await createSession(tx, { userId: user.id, ...meta, now });
    return { answer: await authAnswer(ctx, tx, user.id, sessionId), refreshToken };
  });
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
