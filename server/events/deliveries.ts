/**
 * The outbox's bookkeeping, each step one statement (no transaction is held while a handler
 * runs — on PGlite it would hold the only connection):
 * - fan out: new events get one delivery per handler that subscribes to their type;
 * - claim: due deliveries are taken with FOR UPDATE SKIP LOCKED, so instances on one PostgreSQL
 *   never take the same one, and pushed one lease ahead, so a crashed claim becomes due again;
 * - settle: done, or the error stored and the next attempt scheduled (or given up).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventDeliveries } from '../db/schema';
import type { EventHandler } from './handler';

const FAN_OUT_BATCH = 200;
/** Longest stored error text: enough to diagnose, never a whole dump. */
const ERROR_LENGTH = 1000;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

type Rows<T> = { rows: T[] };

/** Creates the deliveries of up to one batch of new events; answers how many events it took. */
export async function fanOut(db: Db, handlers: EventHandler[], now: Date): Promise<number> {
  const subscriptions = handlers.flatMap((handler) =>
    handler.types.map((type) => sql`(${handler.name}, ${type})`),
  );
  const insert =
    subscriptions.length === 0
      ? sql``
      : sql`, subscriptions(handler, type) as (values ${sql.join(subscriptions, sql`, `)}),
        inserted as (
          insert into event_deliveries (event_id, handler, next_attempt_at)
          select fresh.id, subscriptions.handler, ${at(now)}
          from fresh join subscriptions on subscriptions.type = fresh.type
          on conflict do nothing
          returning 1
        )`;
  const result = (await db.execute(sql`
    with fresh as (
      select id, type from domain_events
      where dispatched_at is null
      order by created_at
      limit ${FAN_OUT_BATCH}
      for update skip locked
    ),
    marked as (
      update domain_events set dispatched_at = ${at(now)}
      from fresh where domain_events.id = fresh.id
      returning 1
    )${insert}
    select count(*)::int as events from marked
  `)) as unknown as Rows<{ events: number }>;
  return Number(result.rows[0]?.events ?? 0);
}

export type ClaimedDelivery = {
  eventId: string;
  handler: string;
  /** Including this one. */
  attempts: number;
  type: string;
  payload: unknown;
  createdAt: Date;
};

/** Takes up to `limit` due deliveries of `handlerNames`, leased until `leaseEnd`. */
export async function claim(
  db: Db,
  handlerNames: string[],
  now: Date,
  leaseEnd: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  if (handlerNames.length === 0) return [];
  const names = sql.join(
    handlerNames.map((name) => sql`${name}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    update event_deliveries as d
    set attempts = d.attempts + 1, next_attempt_at = ${at(leaseEnd)}
    from domain_events as e
    where e.id = d.event_id
      and (d.event_id, d.handler) in (
        select event_id, handler from event_deliveries
        where status = 'pending' and next_attempt_at <= ${at(now)} and handler in (${names})
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
    returning d.event_id, d.handler, d.attempts, e.type, e.payload, e.created_at
  `)) as unknown as Rows<{
    event_id: string;
    handler: string;
    attempts: number;
    type: string;
    payload: unknown;
    created_at: Date | string;
  }>;
  return result.rows.map((row) => ({
    eventId: row.event_id,
    handler: row.handler,
    attempts: Number(row.attempts),
    type: row.type,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    createdAt: new Date(row.created_at),
  }));
}

const which = (delivery: ClaimedDelivery) =>
  and(eq(eventDeliveries.eventId, delivery.eventId), eq(eventDeliveries.handler, delivery.handler));

export async function markDone(db: Db, delivery: ClaimedDelivery, now: Date): Promise<void> {
  await db
    .update(eventDeliveries)
    .set({ status: 'done', doneAt: now, lastError: null })
    .where(which(delivery));
}

/** Stores the error; schedules the next attempt at `retryAt`, or gives up when it is null. */
export async function markFailed(
  db: Db,
  delivery: ClaimedDelivery,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(eventDeliveries)
    .set({
      status: retryAt ? 'pending' : 'failed',
      lastError: error.slice(0, ERROR_LENGTH),
      ...(retryAt ? { nextAttemptAt: retryAt } : {}),
    })
    .where(which(delivery));
}
