/**
 * Transport orders (PRODUCT.md §4): one row per transport, its append-only history, and the
 * per-year counter behind the gap-free numbers `T-YYYY-NNNNNN` (decision 024).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { EscalationLevel, EscalationStep } from '../../../src/contract/escalation';
import { eachNeedFlag, type OrderTemplateRecord } from '../../../src/contract/order';
import type { PatientSnapshot } from '../../../src/contract/transport-answer';
import type { TransportStatus } from '../../../src/contract/transport-lifecycle';
import { exactKey, searchKeyColumn } from '../search-text';
import { createdAt, id, instant, updatedAt } from './columns';
import { patients } from './master-data';
import { organizations, users } from './organizations';
import { teams } from './teams';
import { transportSeries } from './transport-series';
import { vehicles } from './vehicles';

type Template = OrderTemplateRecord;

/** A yes/no need's column (order.ts's NEED_FLAGS), named as its field is: `stairs_without_lift`. */
const needFlagColumn = (flag: string) =>
  boolean(flag.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
    .notNull()
    .default(false);

const placeText = (place: 'start' | 'destination', field: 'zipCode' | 'city') =>
  sql.raw(`("${place}"->'address'->>'${field}')`);

export const transports = pgTable(
  'transports',
  {
    id: id(),
    /** The ordering organisation (a ward, a home, or a company ordering for itself). */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    assignedCompanyId: uuid('assigned_company_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    /** The orderer's department. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The assigned company's crew. */
    crewTeamId: uuid('crew_team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The vehicle the dispatch board put it in (decision 105); its crew is `crewTeamId`. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    status: text('status').$type<TransportStatus>().notNull(),
    version: integer('version').notNull().default(1),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    patient: jsonb('patient').$type<PatientSnapshot>().notNull(),
    // The order's template (order.ts), column by column.
    reason: text('reason').$type<Template['reason']>().notNull(),
    transportClass: text('transport_class').$type<Template['transportClass']>().notNull(),
    mobility: text('mobility').$type<Template['mobility']>().notNull(),
    equipment: jsonb('equipment').$type<Template['equipment']>().notNull(),
    infection: jsonb('infection').$type<Template['infection']>().notNull(),
    weightKg: integer('weight_kg'),
    companions: integer('companions').notNull().default(0),
    ...eachNeedFlag(needFlagColumn),
    crewNote: text('crew_note'),
    start: jsonb('start').$type<Template['start']>().notNull(),
    destination: jsonb('destination').$type<Template['destination']>().notNull(),
    // What the marketplace and the searches read of the places, as columns of their own.
    startZipCode: text('start_zip_code').generatedAlwaysAs(placeText('start', 'zipCode')),
    startCity: text('start_city').generatedAlwaysAs(placeText('start', 'city')),
    destinationZipCode: text('destination_zip_code').generatedAlwaysAs(
      placeText('destination', 'zipCode'),
    ),
    destinationCity: text('destination_city').generatedAlwaysAs(placeText('destination', 'city')),
    patientLastNameKey: searchKeyColumn('patient_last_name_key', sql`"patient"->>'lastName'`),
    patientFirstNameKey: searchKeyColumn('patient_first_name_key', sql`"patient"->>'firstName'`),
    startCityKey: searchKeyColumn('start_city_key', sql`"start"->'address'->>'city'`),
    destinationCityKey: searchKeyColumn(
      'destination_city_key',
      sql`"destination"->'address'->>'city'`,
    ),
    /** Null only for an on-call return trip the orderer has not released yet. */
    pickupAt: instant('pickup_at'),
    appointmentAt: instant('appointment_at'),
    roundTrip: jsonb('round_trip').$type<{ returnAt: string | null; onCall: boolean }>(),
    returnTransportId: uuid('return_transport_id').references((): AnyPgColumn => transports.id, {
      onDelete: 'set null',
    }),
    outboundTransportId: uuid('outbound_transport_id').references(
      (): AnyPgColumn => transports.id,
      { onDelete: 'set null' },
    ),
    /** The series this transport is a date of (its outbound trip carries the date). */
    seriesId: uuid('series_id').references(() => transportSeries.id, { onDelete: 'set null' }),
    seriesDate: date('series_date', { mode: 'string' }),
    payer: jsonb('payer').$type<Template['payer']>().notNull(),
    /** The Muster 4 (decision 095); null where none is needed or it has not come yet. */
    prescription: jsonb('prescription').$type<NonNullable<Template['prescription']>>(),
    km: integer('km'),
    waitingMinutes: integer('waiting_minutes'),
    /** The device time of the last status step: the next one may not lie before it. */
    statusAt: instant('status_at').notNull().defaultNow(),
    /** Set once it has been on the marketplace: a late accept then is 409, not 404. */
    publishedAt: instant('published_at'),
    /** The escalation ladder's step reached while nobody took it: 0, 1 (wider), 2 (urgent). */
    escalationStep: smallint('escalation_step').$type<EscalationLevel>().notNull().default(0),
    /** The expired transport this one puts out again ("Erneut ausschreiben", decision 042). */
    republishedFromId: uuid('republished_from_id').references((): AnyPgColumn => transports.id, {
      onDelete: 'set null',
    }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Every list starts from one organisation (as orderer or as assigned company) and a time range;
  // the marketplace and the expiry job read the open ones by pickup time (a partial index).
  (t) => [
    uniqueIndex('transports_number_key').on(exactKey(t.number)),
    index('transports_org_pickup_idx').on(t.organizationId, t.pickupAt, t.id),
    // The orderer last: a company's list counts the transports it carries for others (orderer not
    // itself) from this index alone, an index-only scan (decision 039).
    index('transports_company_pickup_idx').on(
      t.assignedCompanyId,
      t.pickupAt,
      t.id,
      t.organizationId,
    ),
    index('transports_org_team_idx').on(t.organizationId, t.teamId, t.pickupAt),
    index('transports_company_crew_idx').on(t.assignedCompanyId, t.crewTeamId, t.pickupAt),
    index('transports_open_pickup_idx')
      .on(t.pickupAt, t.id)
      .where(sql`${t.status} = 'open'`),
    // The late-departure watch: taken transports by pickup, few at any time (decision 113).
    index('transports_assigned_pickup_idx')
      .on(t.pickupAt, t.id)
      .where(sql`${t.status} = 'assigned'`),
    // The marketplace's order: urgent first (the ladder's step 2), then soonest — read in that
    // order, so a page stops after its rows instead of sorting every open transport (decision 042).
    // The step and the start's postcode last: the marketplace's capped count (the service area
    // asks both of every row) is then read from this index alone (decision 132).
    index('transports_marketplace_idx')
      .on(sql`(${t.escalationStep} >= 2) desc`, t.pickupAt, t.id, t.escalationStep, t.startZipCode)
      .where(sql`${t.status} = 'open'`),
    // A list filtered by status ("offen ab heute"): page in pickup order and its capped count
    // from one index, the count index-only (decision 132). The company's orders for others alike.
    index('transports_org_status_pickup_idx').on(t.organizationId, t.status, t.pickupAt, t.id),
    index('transports_company_status_pickup_idx').on(
      t.assignedCompanyId,
      t.status,
      t.pickupAt,
      t.id,
      t.organizationId,
    ),
    index('transports_org_patient_idx').on(
      t.organizationId,
      t.patientLastNameKey,
      t.patientFirstNameKey,
    ),
    index('transports_org_start_city_idx').on(t.organizationId, t.startCityKey),
    index('transports_org_destination_city_idx').on(t.organizationId, t.destinationCityKey),
    index('transports_company_patient_idx').on(t.assignedCompanyId, t.patientLastNameKey),
    index('transports_outbound_idx').on(t.outboundTransportId),
    // An expired transport is put out again once; the copy is found from the original.
    uniqueIndex('transports_republished_from_key')
      .on(t.republishedFromId)
      .where(sql`${t.republishedFromId} is not null`),
    // One transport per series and date, also with several instances creating ahead at once.
    uniqueIndex('transports_series_date_key').on(t.seriesId, t.seriesDate),
  ],
);

/**
 * Every transition of a transport, never changed or deleted: who (user and organisation), when on
 * the device (`at`) and on the server (`recorded_at`), from which status to which, and why.
 */
export const transportEvents = pgTable(
  'transport_events',
  {
    id: id(),
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<TransportStatus>(),
    toStatus: text('to_status').$type<TransportStatus>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorOrganizationId: uuid('actor_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    at: instant('at').notNull(),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    reason: text('reason'),
    km: integer('km'),
    waitingMinutes: integer('waiting_minutes'),
    /** The ladder's step of an `escalate` row (decision 042). */
    escalationStep: smallint('escalation_step').$type<EscalationStep>(),
  },
  (t) => [index('transport_events_transport_idx').on(t.transportId, t.recordedAt)],
);

/** The last number given out per year; its row lock orders concurrent creates. */
export const transportNumbers = pgTable('transport_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
