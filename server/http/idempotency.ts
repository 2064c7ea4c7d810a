/**
 * `Idempotency-Key` on writes (PRODUCT.md §7). The first request with a key runs inside one
 * transaction together with the record of its answer; a repeat with the same key and body gets
 * that stored answer (`Idempotent-Replayed: true`) and changes nothing; the same key with another
 * body is 422/1423. Bodies are compared as canonical JSON: the same JSON with other whitespace or
 * key order (a retry serialised anew) is the same request. Only successful answers are kept: a failed request changed nothing, so
 * repeating it simply runs it again. Keys are per user and kept for at least eight days.
 *
 * On PostgreSQL a concurrent duplicate waits on the key row until the first commits, then
 * replays; PGlite runs one transaction at a time anyway.
 */
import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { idempotencyKeys } from '../db/schema';
import { AppError, idempotencyMismatch, malformed } from '../errors';
import { ERROR_CODES } from '../../src/contract/common';
import { canonicalBody } from '../lib/canonical-json';
import { sha256 } from '../lib/secrets';
import type { AppContext, AppEnv } from '../context';

export const IDEMPOTENCY_RETENTION_DAYS = 8;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_FORMAT = /^[\x21-\x7e]{8,200}$/;

class Rollback extends Error {}

export function idempotency(ctx: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined || !WRITES.has(c.req.method)) return next();
    if (!KEY_FORMAT.test(key)) {
      throw malformed({
        de: 'Der Idempotency-Key muss 8 bis 200 druckbare Zeichen lang sein.',
        en: 'The Idempotency-Key must be 8 to 200 printable characters.',
      });
    }
    const { userId } = c.get('caller');
    const body = canonicalBody(await c.req.text());
    const requestHash = sha256(`${c.req.method} ${c.req.path}\n${body}`);
    const ofKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

    let replay: { status: number; body: string } | undefined;
    try {
      await ctx.database.db.transaction(async (tx) => {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ userId, key, requestHash, status: 0, body: '', createdAt: ctx.now() })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) {
          const [stored] = await tx.select().from(idempotencyKeys).where(ofKey);
          if (!stored || stored.status === 0) {
            // Only reachable if the first request is still running on another connection.
            throw new AppError(409, ERROR_CODES.versionConflict);
          }
          if (stored.requestHash !== requestHash) throw idempotencyMismatch();
          replay = { status: stored.status, body: stored.body };
          return;
        }
        c.set('db', tx);
        await next();
        // The error answer is already in c.res; rolling back keeps no trace of the attempt.
        if (c.error || c.res.status >= 300) throw new Rollback();
        const body = await c.res.clone().text();
        await tx.update(idempotencyKeys).set({ status: c.res.status, body }).where(ofKey);
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    } finally {
      c.set('db', ctx.database.db);
    }
    if (replay) {
      c.res = new Response(replay.status === 204 ? null : replay.body, {
        status: replay.status,
        headers: {
          ...(replay.status === 204 ? {} : { 'Content-Type': 'application/json' }),
          'Idempotent-Replayed': 'true',
        },
      });
    }
  });
}
