/**
 * The scorecards' facts (decision 049): one row per thing a scorecard counts — an acceptance, a
 * return, the crew's first report at the patient, a transport carried out, a cancellation after
 * assignment — with the company it counts for and the transport's planned pickup. The database
 * derives them from `transport_events` and `transports` in the same transaction as each write
 * (triggers in migration 0012), so a scorecard reads a few thousand small rows by index instead
 * of every event of every transport in its period. Never written by the application.
 */
import { doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { organizations } from './organizations';
import { transports } from './transports';

export type ScorecardFactKind =
  | 'accept'
  | 'return'
  | 'pickup'
  | 'completed'
  | 'cancelled'
  /** A delay the company reported; once per transport (migration 0023, decision 113). */
  | 'delay_reported'
  /** Late by the estimate with nothing reported by then (migration 0023, decision 113). */
  | 'delay_unreported';

export const scorecardFacts = pgTable(
  'scorecard_facts',
  {
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    /** The transport's orderer: a ward's scorecard reads its own. */
    ordererId: uuid('orderer_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The company the fact counts for: a company's scorecard reads its own facts only. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ScorecardFactKind>().notNull(),
    /** Minutes to acceptance (`accept`) or of delay, early negative (`pickup`); else null. */
    minutes: doublePrecision('minutes'),
    /** The transport's planned pickup: the period a fact falls into. */
    pickupAt: instant('pickup_at').notNull(),
  },
  // Both readers start from their organisation and the period, and every other column they read
  // is in their index: a scorecard is an index-only read (no INCLUDE in Drizzle's index builder).
  (t) => [
    index('scorecard_facts_orderer_idx').on(
      t.ordererId,
      t.pickupAt,
      t.companyId,
      t.kind,
      t.minutes,
    ),
    index('scorecard_facts_company_idx').on(t.companyId, t.pickupAt, t.kind, t.minutes),
    index('scorecard_facts_transport_idx').on(t.transportId),
  ],
);
