/**
 * Authenticates a request by its bearer token: an expired token is 401/1003 (the client
 * refreshes), anything else wrong is 401/0. The session must still be live, so a device that was
 * logged out loses access at once rather than when its token runs out.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { organizations, sessions, users } from '../../db/schema';
import { accessExpired, unauthenticated } from '../../errors';
import type { AppContext, AppEnv, Caller } from '../../context';
import { openScope } from '../../db/scope';
import { checkAccessToken } from './access-tokens';

/** Last-used times are written at most this often, to keep reads free of writes. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export function requireUser(ctx: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthenticated();
    const now = ctx.now();
    const check = await checkAccessToken(ctx.keys.accessTokenSecret, token, now);
    if (!check.ok) throw check.expired ? accessExpired() : unauthenticated();

    const db = ctx.database.db;
    const [row] = await db
      .select({
        lastUsedAt: sessions.lastUsedAt,
        organizationId: users.organizationId,
        organizationType: organizations.type,
        role: users.role,
        language: users.language,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(
        and(
          eq(sessions.id, check.claims.sid),
          eq(sessions.userId, check.claims.sub),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      );
    if (!row) throw unauthenticated();
    if (now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, check.claims.sid));
    }
    const caller: Caller = {
      userId: check.claims.sub,
      sessionId: check.claims.sid,
      organizationId: row.organizationId,
      organizationType: row.organizationType,
      role: row.role,
      language: row.language,
    };
    c.set('caller', caller);
    // The handle is read per statement: inside an idempotent write it is that write's transaction.
    const handle = () => c.get('db');
    c.set('scope', openScope(caller, handle));
    await next();
  });
}
