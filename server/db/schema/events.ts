import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';

/**
 * The outbox of domain events (server/events): written in the transaction of the change that
 * caused it, so an event exists exactly when its change was committed. Payloads hold ids and
 * codes only — never health data, never a secret in clear.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: id(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    /** When a dispatcher created the event's deliveries, one per handler it knew then. */
    dispatchedAt: instant('dispatched_at'),
  },
  (t) => [
    index('domain_events_undispatched_idx')
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);

/**
 * One event handed to one handler: at least once, retried with growing pauses until `done` or,
 * after the last attempt, `failed` (kept with its last error for inspection).
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due time; a claimed delivery is pushed one lease ahead, so a crashed claim comes back. */
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lastError: text('last_error'),
    doneAt: instant('done_at'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.handler] }),
    index('event_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
