/**
 * Periodic clean-up of expired rows. Harmless to run on every instance at once: each statement
 * only deletes what is past its time. On PGlite also what PostgreSQL's autovacuum would do.
 */
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from './db/client';
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

/**
 * PGlite runs without autovacuum: never vacuumed, its tables keep every dead row, their
 * visibility map stays empty (a count visits every row instead of the index alone) and the
 * planner's statistics age. PostgreSQL's autovacuum does this by itself there.
 */
export async function vacuumEmbedded(database: Database): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`vacuum (analyze)`);
}

export function scheduleMaintenance(database: Database, log: Logger, now: () => Date): () => void {
  const run = async () => {
    await cleanUp(database.db, now()).catch((error) =>
      log.error('[maintenance] clean-up failed', error),
    );
    await vacuumEmbedded(database).catch((error) =>
      log.error('[maintenance] vacuum failed', error),
    );
  };
  const first = setTimeout(() => void run(), 60_000);
  const timer = setInterval(() => void run(), 60 * 60_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
