/**
 * Sessions (devices) and their refresh-token chains.
 *
 * A refresh token is opaque, random and stored only as its hash. Every refresh rotates it. The
 * successor is derived as HMAC(refreshSecret, presented token): a client whose response got lost
 * on a flaky network may present the old token again within REUSE_GRACE_SECONDS and receives
 * the same successor, without the server ever storing a token in plain text. Any later reuse of
 * a rotated token means it was copied: the whole session is revoked.
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';
import { hmac, randomToken, sha256 } from '../../lib/secrets';
import { signalSessionChange } from './session-cache';

export const SESSION_IDLE_DAYS = 30;
export const REUSE_GRACE_SECONDS = 10;

const idleExpiry = (now: Date) => new Date(now.getTime() + SESSION_IDLE_DAYS * 86_400_000);

export async function createSession(
  db: Db,
  input: { userId: string; userAgent: string | null; ip: string | null; now: Date },
): Promise<{ sessionId: string; refreshToken: string }> {
  const refreshToken = randomToken();
  const [session] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      ip: input.ip,
      createdAt: input.now,
      lastUsedAt: input.now,
      expiresAt: idleExpiry(input.now),
    })
    .returning({ id: sessions.id });
  await db.insert(refreshTokens).values({
    sessionId: session!.id,
    tokenHash: sha256(refreshToken),
    createdAt: input.now,
  });
  return { sessionId: session!.id, refreshToken };
}

export type RefreshOutcome =
  | { ok: true; sessionId: string; userId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' };

/** Rotates a refresh token; must run inside a transaction (the token row is locked). */
export async function rotateRefreshToken(
  tx: Db,
  presented: string,
  secret: string,
  context: { ip: string | null; userAgent: string | null; now: Date },
): Promise<RefreshOutcome> {
  const { now } = context;
  const [row] = await tx
    .select({
      tokenId: refreshTokens.id,
      rotatedAt: refreshTokens.rotatedAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, sha256(presented)))
    .for('update', { of: refreshTokens });
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt || row.expiresAt <= now) return { ok: false, reason: 'revoked' };

  const successor = hmac(secret, presented);
  if (row.rotatedAt) {
    if (now.getTime() - row.rotatedAt.getTime() <= REUSE_GRACE_SECONDS * 1000) {
      return { ok: true, sessionId: row.sessionId, userId: row.userId, refreshToken: successor };
    }
    await revokeSessions(tx, { sessionId: row.sessionId }, now);
    return { ok: false, reason: 'reused' };
  }

  await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.tokenId));
  await tx.insert(refreshTokens).values({
    sessionId: row.sessionId,
    tokenHash: sha256(successor),
    createdAt: now,
  });
  await tx
    .update(sessions)
    .set({
      lastUsedAt: now,
      expiresAt: idleExpiry(now),
      ip: context.ip,
      ...(context.userAgent ? { userAgent: context.userAgent.slice(0, 500) } : {}),
    })
    .where(eq(sessions.id, row.sessionId));
  return { ok: true, sessionId: row.sessionId, userId: row.userId, refreshToken: successor };
}

/** Finds the live session a refresh token belongs to (for logout by cookie). */
export async function sessionOfRefreshToken(db: Db, presented: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  return row?.sessionId ?? null;
}

/**
 * Revokes one session, all of a user's, or all of a user's but one (`exceptSessionId`), and tells
 * every instance to stop trusting what it remembers of them (on commit, when `db` is a
 * transaction). Every way of ending sessions goes through here.
 */
export async function revokeSessions(
  db: Db,
  which: { sessionId: string } | { userId: string; exceptSessionId?: string },
  now: Date,
): Promise<number> {
  const condition =
    'sessionId' in which
      ? eq(sessions.id, which.sessionId)
      : and(
          eq(sessions.userId, which.userId),
          which.exceptSessionId ? ne(sessions.id, which.exceptSessionId) : undefined,
        );
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(condition, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length > 0) await signalSessionChange(db, which);
  return revoked.length;
}

/**
 * A change to a user that requests rely on — removal, role, organisation, teams, language —
 * takes effect at their next request on every instance: call this in the transaction of that
 * change. Requests cache what they know of a session's user (session-cache.ts) for up to
 * CACHE_TTL_MS, and this is what makes them read it again.
 */
export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  await signalSessionChange(db, { userId });
}

export async function liveSessions(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.lastUsedAt));
}
