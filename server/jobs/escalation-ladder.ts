/**
 * The escalation ladder of open transports nobody takes (issue 11; decision 042). Each ordering
 * organisation's ladder (or the defaults) says how many hours before the pickup a transport is
 * offered to the neighbouring postcode areas (step 1) and marked urgent (step 2); at the pickup it
 * expires (transport-expiry.ts). Every step is a history row and a `transport.escalated` event,
 * written in one transaction with the step itself.
 *
 * Exactly once per transport and step, also with several instances on PostgreSQL: a batch locks
 * its rows with FOR UPDATE SKIP LOCKED, and the step is taken only from a lower one — the
 * condition is checked again on the locked row, so a second instance finds it done.
 */
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_LADDER,
  ESCALATION_STEPS,
  MARKETPLACE_SHARE,
  WIDEN_HOURS,
  type EscalationStep,
} from '../../src/contract/escalation';
import type { Db } from '../db/client';
import { transportEvents, transports } from '../db/schema';
import { emit } from '../events/emit';
import type { Logger } from '../logger';
import { repeat } from './repeat';
import { expireTransports } from './transport-expiry';

const BATCH = 100;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The ladder's column and default of a step. */
const HOURS = {
  1: { column: sql.raw('l.widen_hours_before'), fallback: DEFAULT_LADDER.widenHoursBefore },
  2: { column: sql.raw('l.urgent_hours_before'), fallback: DEFAULT_LADDER.urgentHoursBefore },
} as const;

/**
 * Open transports below `step` whose step is due at `now` under their organisation's ladder, not
 * yet past their pickup (those expire instead): inside the step's hours before the pickup, and
 * on the marketplace for the step's share of the time it has there (`stepDueAt` of the contract;
 * decision 079). The outer bound keeps to the open-pickup index.
 */
async function dueFor(tx: Db, step: EscalationStep, now: Date): Promise<string[]> {
  const { column, fallback } = HOURS[step];
  const farthest = new Date(now.getTime() + WIDEN_HOURS.max * 3_600_000);
  const result = (await tx.execute(sql`
    select t.id from ${transports} t
    left join escalation_ladders l on l.organization_id = t.organization_id
    where t.status = 'open' and t.escalation_step < ${step}
      and t.pickup_at > ${at(now)} and t.pickup_at <= ${at(farthest)}
      and t.pickup_at <= ${at(now)} + make_interval(hours => coalesce(${column}, ${fallback}))
      and ${at(now)} >= coalesce(t.published_at, t.created_at)
        + (t.pickup_at - coalesce(t.published_at, t.created_at)) * ${MARKETPLACE_SHARE[step]}::float8
    order by t.pickup_at
    limit ${BATCH}
    for update of t skip locked
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** One batch of one step; the number of transports that took it. */
async function stepBatch(db: Db, step: EscalationStep, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await dueFor(tx, step, now);
    for (const id of due) {
      // Not a change of the order: its version stays, so a ward editing it meets no conflict.
      await tx.update(transports).set({ escalationStep: step }).where(eq(transports.id, id));
      await tx.insert(transportEvents).values({
        transportId: id,
        action: 'escalate',
        fromStatus: 'open',
        toStatus: null,
        escalationStep: step,
        at: now,
        recordedAt: now,
      });
      await emit(tx, { type: 'transport.escalated', payload: { transportId: id, step } });
    }
    return due.length;
  });
}

/**
 * Takes every step due at `now`, lower steps first: a transport ordered inside both windows
 * climbs both at once, in order, each with its own entry and event.
 */
export async function escalateTransports(
  db: Db,
  now: Date,
): Promise<Record<EscalationStep, number>> {
  const taken = { 1: 0, 2: 0 };
  for (const step of ESCALATION_STEPS) {
    for (let count = BATCH; count === BATCH; taken[step] += count) {
      count = await stepBatch(db, step, now);
    }
  }
  return taken;
}

/** The ladder, then the expiry at the pickup: what an open transport nobody takes goes through. */
export async function runTransportLadder(db: Db, now: Date) {
  const escalated = await escalateTransports(db, now);
  const expired = await expireTransports(db, now);
  return { escalated, expired };
}

/** Every `everyMs` on every instance (TRANSPORT_JOBS_EVERY_SECONDS; a minute by default). */
export function scheduleTransportLadder(
  db: Db,
  log: Logger,
  now: () => Date,
  everyMs: number,
): () => void {
  return repeat(log, 'ladder', () => runTransportLadder(db, now()), { everyMs });
}
