/**
 * Series transports (issue 11; decision 041): one order that repeats by a rule. Its transports
 * are ordinary rows of `transports` carrying `series_id` and their `series_date`; the series
 * keeps the order as a template, the rule, and how far ahead its transports have been created.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { OrderTemplateRecord } from '../../../src/contract/order';
import type { PatientSnapshot } from '../../../src/contract/transport-answer';
import type { RecurrenceData, SeriesStatus } from '../../../src/contract/transport-series';
import { createdAt, id, instant, updatedAt } from './columns';
import { patients } from './master-data';
import { organizations, users } from './organizations';
import { teams } from './teams';

const placeText = (place: 'start' | 'destination', field: 'zipCode' | 'city') =>
  sql.raw(`("order"->'${place}'->'address'->>'${field}')`);

export const transportSeries = pgTable(
  'transport_series',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The company that accepted the whole series (first accept wins). */
    assignedCompanyId: uuid('assigned_company_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    status: text('status').$type<SeriesStatus>().notNull(),
    version: integer('version').notNull().default(1),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    patient: jsonb('patient').$type<PatientSnapshot>().notNull(),
    /** What every transport of the series is ordered with: the order's template (order.ts). */
    order: jsonb('order').$type<OrderTemplateRecord>().notNull(),
    recurrence: jsonb('recurrence').$type<RecurrenceData>().notNull(),
    /** RFC 5545 text of the rule (DTSTART;TZID=Europe/Berlin and RRULE). */
    rule: text('rule').notNull(),
    returnTrip: jsonb('return_trip').$type<{ time: string | null; onCall: boolean }>(),
    /** Transports exist for every date up to this day (Germany); null before the first run. */
    createdUntil: date('created_until', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    /**
     * The approval's last day the ward was reminded of (14 days before; decision 097): a reminder
     * goes once per approval, and a new approval (another day) is reminded of again.
     */
    approvalRemindedFor: date('approval_reminded_for', { mode: 'string' }),
    startZipCode: text('start_zip_code').generatedAlwaysAs(placeText('start', 'zipCode')),
    startCity: text('start_city').generatedAlwaysAs(placeText('start', 'city')),
    destinationZipCode: text('destination_zip_code').generatedAlwaysAs(
      placeText('destination', 'zipCode'),
    ),
    destinationCity: text('destination_city').generatedAlwaysAs(placeText('destination', 'city')),
    publishedAt: instant('published_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transport_series_org_idx').on(t.organizationId, t.createdAt),
    index('transport_series_company_idx').on(t.assignedCompanyId, t.createdAt),
    // The rolling job and the marketplace read the active ones.
    index('transport_series_active_idx')
      .on(t.createdUntil)
      .where(sql`${t.status} = 'active'`),
  ],
);
