/**
 * Error answers can carry health data too: a version conflict (409) sends the stored patient as
 * `current`. The request's transaction is rolled back on every error, and with it any log row
 * written inside it, so such a disclosure is noted here and written after the transaction has
 * ended, by a middleware mounted outside the idempotency transaction.
 */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import type { AuditEntry } from '../../process-services';
import { recordAccess } from './audit-log';

const pending = new WeakMap<Request, AuditEntry[]>();

/** Notes that the error about to be thrown discloses these records. */
export function discloseInError(c: Context<AppEnv>, entry: AuditEntry): void {
  const entries = pending.get(c.req.raw) ?? [];
  entries.push(entry);
  pending.set(c.req.raw, entries);
}

export function auditErrorDisclosures(ctx: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    try {
      await next();
    } finally {
      const entries = pending.get(c.req.raw);
      pending.delete(c.req.raw);
      // A successful answer has logged its reads in its own transaction.
      if (entries && (c.error || c.res.status >= 400)) {
        for (const entry of entries) await recordAccess(ctx.database.db, entry);
      }
    }
  });
}
