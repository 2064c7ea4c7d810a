/**
 * Authenticates a request by its bearer token: an expired token is 401/1003 (the client
 * refreshes), anything else wrong is 401/0. The session must still be live, so a device that was
 * logged out loses access at once rather than when its token runs out. Live sessions are
 * remembered for a short while (session-cache.ts), so most requests need no database round trip
 * for this.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../../db/client';
import { organizations, sessions, users } from '../../db/schema';
import { accessExpired, unauthenticated } from '../../errors';
import type { AppContext, AppEnv } from '../../context';
import type { Caller } from '../../caller';
import { openScope } from '../../db/scope';
import { checkAccessToken, type AccessClaims } from './access-tokens';
import type { VerifiedSession } from '../../process-services';

/** Last-used times are written at most this often, to keep reads free of writes. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

async function readSession(db: Db, claims: AccessClaims, now: Date) {
  const [row] = await db
    .select({
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
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
        eq(sessions.id, claims.sid),
        eq(sessions.userId, claims.sub),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return row ? { ...row, userId: claims.sub } : undefined;
}

/** The live session of the token's claims: remembered, or read and then remembered. */
async function liveSession(
  ctx: AppContext,
  claims: AccessClaims,
  now: Date,
): Promise<VerifiedSession | undefined> {
  const cache = ctx.sessionCache;
  const remembered = cache.get(claims.sid, now);
  if (remembered) return remembered.userId === claims.sub ? remembered : undefined;
  const ticket = cache.ticket();
  const session = await readSession(ctx.database.db, claims, now);
  if (session) cache.keep(claims.sid, session, now, ticket);
  return session;
}

export function requireUser(ctx: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthenticated();
    const now = ctx.now();
    const check = await checkAccessToken(ctx.keys.accessTokenSecret, token, now);
    if (!check.ok) throw check.expired ? accessExpired() : unauthenticated();

    const session = await liveSession(ctx, check.claims, now);
    if (!session) throw unauthenticated();
    if (now.getTime() - session.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      // Set first: of the requests arriving together, one writes.
      session.lastUsedAt = now;
      await ctx.database.db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(eq(sessions.id, check.claims.sid));
    }
    const caller: Caller = {
      userId: session.userId,
      sessionId: check.claims.sid,
      organizationId: session.organizationId,
      organizationType: session.organizationType,
      role: session.role,
      language: session.language,
    };
    c.set('caller', caller);
    // The handle is read per statement: inside an idempotent write it is that write's transaction.
    const handle = () => c.get('db');
    c.set('scope', openScope(caller, handle));
    await next();
  });
}
