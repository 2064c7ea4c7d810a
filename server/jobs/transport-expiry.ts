/**
 * Open transports nobody took (PRODUCT.md §4): `open → expired` once the pickup time has passed;
 * the escalation ladder before it is escalation-ladder.ts. Several instances may run this at once
 * on PostgreSQL: each batch locks its rows with FOR UPDATE SKIP LOCKED, so every transport is
 * expired exactly once, by whichever instance locked it (decision 024).
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transportEvents, transports } from '../db/schema';
import { emit } from '../events/emit';

const BATCH = 100;

/** One batch of expiries, each with its history row; the number expired. */
async function expireBatch(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Rows another instance holds are skipped, not waited for.
    const due = await tx
      .select({ id: transports.id })
      .from(transports)
      .where(and(eq(transports.status, 'open'), lte(transports.pickupAt, now)))
      .orderBy(asc(transports.pickupAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
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

/** Expires everything due at `now`, batch after batch; the number expired. */
export async function expireTransports(db: Db, now: Date): Promise<number> {
  let expired = 0;
  for (let count = BATCH; count === BATCH; expired += count) count = await expireBatch(db, now);
  return expired;
}
