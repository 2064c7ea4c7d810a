/**
 * Open transports nobody took (PRODUCT.md §4): a warning (`transport.expiring`) some time before
 * the pickup, and `open → expired` once the pickup time has passed. Several instances may run
 * this at once on PostgreSQL: each batch locks its rows with FOR UPDATE SKIP LOCKED, so every
 * transport is warned and expired exactly once, by whichever instance locked it (decision 024).
 */
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transportEvents, transports } from '../db/schema';
import { emit } from '../events/emit';
import type { Logger } from '../logger';

/** The ward is warned this long before the pickup, while there is still time to phone around. */
export const EXPIRY_WARNING_MS = 2 * 60 * 60_000;
const BATCH = 100;
const EVERY_MS = 60_000;

/**
 * Open transports with a pickup up to `until`; for a warning only those not yet warned and not
 * yet past (those expire instead). Rows another instance holds are skipped, not waited for.
 */
function dueOpen(tx: Db, now: Date, until: Date, warning: boolean) {
  return tx
    .select({ id: transports.id })
    .from(transports)
    .where(
      and(
        eq(transports.status, 'open'),
        lte(transports.pickupAt, until),
        ...(warning ? [isNull(transports.expiryWarnedAt), gt(transports.pickupAt, now)] : []),
      ),
    )
    .orderBy(asc(transports.pickupAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
}

/** One batch of warnings; the number warned. */
async function warnBatch(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await dueOpen(tx, now, new Date(now.getTime() + EXPIRY_WARNING_MS), true);
    for (const { id } of due) {
      await tx.update(transports).set({ expiryWarnedAt: now }).where(eq(transports.id, id));
      await emit(tx, { type: 'transport.expiring', payload: { transportId: id } });
    }
    return due.length;
  });
}

/** One batch of expiries, each with its history row; the number expired. */
async function expireBatch(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await dueOpen(tx, now, now, false);
    for (const { id } of due) {
      await tx
        .update(transports)
        .set({
          status: 'expired',
          statusAt: now,
          version: sql`${transports.version} + 1`,
          updatedAt: now,
        })
        .where(eq(transports.id, id));
      await tx.insert(transportEvents).values({
        transportId: id,
        action: 'expire',
        fromStatus: 'open',
        toStatus: 'expired',
        at: now,
        recordedAt: now,
      });
      await emit(tx, { type: 'transport.expired', payload: { transportId: id } });
    }
    return due.length;
  });
}

/** Warns and expires everything due at `now`, batch after batch. */
export async function expireTransports(
  db: Db,
  now: Date,
): Promise<{ warned: number; expired: number }> {
  let warned = 0;
  let expired = 0;
  for (let count = BATCH; count === BATCH; warned += count) count = await warnBatch(db, now);
  for (let count = BATCH; count === BATCH; expired += count) count = await expireBatch(db, now);
  return { warned, expired };
}

export function scheduleTransportExpiry(db: Db, log: Logger, now: () => Date): () => void {
  const run = () =>
    expireTransports(db, now()).catch((error) => log.error('[expiry] run failed', error));
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
