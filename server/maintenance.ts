/**
 * Periodic clean-up of expired rows. Harmless to run on every instance at once: each statement
 * only deletes what is past its time.
 */
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import {
  domainEvents,
  emailCodes,
  eventDeliveries,
  idempotencyKeys,
  rateLimits,
  sessions,
  throttles,
} from './db/schema';
import { IDEMPOTENCY_RETENTION_DAYS } from './http/idempotency';
import type { Logger } from './logger';

const DAY = 86_400_000;

export async function cleanUp(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY)),
    );
  // Revoked and expired sessions stay visible for a while for support questions, then go.
  const monthAgo = new Date(now.getTime() - 30 * DAY);
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, monthAgo),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, monthAgo)),
      ),
    );
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, monthAgo));
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - DAY)));
  await db.delete(throttles).where(lt(throttles.blockedUntil, new Date(now.getTime() - DAY)));
  // Delivered events are kept a week for questions; failed deliveries a month, to look into.
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  await db.delete(domainEvents).where(
    or(
      lt(domainEvents.createdAt, monthAgo),
      and(
        lt(domainEvents.createdAt, weekAgo),
        isNotNull(domainEvents.dispatchedAt),
        sql`not exists (select 1 from ${eventDeliveries}
            where ${eventDeliveries.eventId} = ${domainEvents.id}
              and ${eventDeliveries.status} <> 'done')`,
      ),
    ),
  );
}

export function scheduleMaintenance(db: Db, log: Logger, now: () => Date): () => void {
  const run = () =>
    cleanUp(db, now()).catch((error) => log.error('[maintenance] clean-up failed', error));
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, 60 * 60_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
