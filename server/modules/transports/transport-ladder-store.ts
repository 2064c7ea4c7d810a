/**
 * The queries of the ladder an open transport nobody takes goes through (decision 042): which
 * transports are due for a step or for expiry, and writing what the lifecycle table decided.
 * Run by the system (db/system-repository.ts) across organisations. Each batch locks its rows
 * with FOR UPDATE SKIP LOCKED: with several instances on PostgreSQL, every transport takes a
 * step exactly once, by whichever instance locked it (decision 024).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_LADDER,
  MARKETPLACE_SHARE,
  WIDEN_HOURS,
  type EscalationStep,
} from '../../../src/contract/escalation';
import type { TransportStatus } from '../../../src/contract/transport-lifecycle';
import type { Db } from '../../db/client';
import { transports } from '../../db/schema';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The ladder's column and default of a step. */
const HOURS = {
  1: { column: sql.raw('l.widen_hours_before'), fallback: DEFAULT_LADDER.widenHoursBefore },
  2: { column: sql.raw('l.urgent_hours_before'), fallback: DEFAULT_LADDER.urgentHoursBefore },
} as const;

type Due = { id: string; status: TransportStatus };

/** Transports in one of `from` whose pickup has passed, oldest first, locked for this batch. */
export function lockExpiring(tx: Db, from: readonly TransportStatus[], now: Date, limit: number) {
  return tx
    .select({ id: transports.id, status: transports.status })
    .from(transports)
    .where(and(inArray(transports.status, [...from]), lte(transports.pickupAt, now)))
    .orderBy(asc(transports.pickupAt))
    .limit(limit)
    .for('update', { skipLocked: true }) as Promise<Due[]>;
}

/**
 * Transports in one of `from` below `step` whose step is due at `now` under their organisation's
 * ladder, not yet past their pickup (those expire instead): inside the step's hours before the
 * pickup, and on the marketplace for the step's share of the time it has there (`stepDueAt` of
 * the contract; decision 079). The outer bound keeps to the open-pickup index.
 */
export async function lockEscalating(
  tx: Db,
  from: readonly TransportStatus[],
  step: EscalationStep,
  now: Date,
  limit: number,
): Promise<Due[]> {
  const { column, fallback } = HOURS[step];
  const farthest = new Date(now.getTime() + WIDEN_HOURS.max * 3_600_000);
  const statuses = sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    select t.id, t.status from ${transports} t
    left join escalation_ladders l on l.organization_id = t.organization_id
    where t.status in (${statuses}) and t.escalation_step < ${step}
      and t.pickup_at > ${at(now)} and t.pickup_at <= ${at(farthest)}
      and t.pickup_at <= ${at(now)} + make_interval(hours => coalesce(${column}, ${fallback}))
      and ${at(now)} >= coalesce(t.published_at, t.created_at)
        + (t.pickup_at - coalesce(t.published_at, t.created_at)) * ${MARKETPLACE_SHARE[step]}::float8
    order by t.pickup_at
    limit ${limit}
    for update of t skip locked
  `)) as unknown as { rows: Due[] };
  return result.rows;
}

/** A status the lifecycle table decided for the system: a change of the order (version + 1). */
export async function writeSystemStatus(tx: Db, id: string, to: TransportStatus, now: Date) {
  await tx
    .update(transports)
    .set({ status: to, statusAt: now, version: sql`${transports.version} + 1`, updatedAt: now })
    .where(eq(transports.id, id));
}

/** A ladder step. Not a change of the order: its version stays, so a ward editing meets no conflict. */
export async function writeEscalationStep(tx: Db, id: string, step: EscalationStep) {
  await tx.update(transports).set({ escalationStep: step }).where(eq(transports.id, id));
}
