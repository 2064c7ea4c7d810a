/**
 * What the crews' own legs teach the travel-time estimate (issue 29; decision 100): one row per
 * leg from "3 Anfahrt" to "4 Am Abholort" — its postcode region, straight-line distance, real
 * minutes and kind of area. Deliberately nothing else: no transport, company, crew, vehicle or
 * coordinates, so the figures say how fast the roads of a region are and nothing about a person.
 */
import { doublePrecision, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { DelayHeading, DelayReason } from '../../../src/contract/delay';
import type { AreaType } from '../../../src/contract/travel-time';
import { id, instant } from './columns';
import { organizations, users } from './organizations';
import { transports } from './transports';

export type ArrivalNoticeKind = 'late' | 'prepare';

export const travelLegs = pgTable(
  'travel_legs',
  {
    id: id(),
    /** The first two digits of the pickup's postcode. */
    region: text('region').notNull(),
    km: doublePrecision('km').notNull(),
    minutes: doublePrecision('minutes').notNull(),
    area: text('area').$type<AreaType>().notNull(),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  // A region's calibration reads its latest legs.
  (t) => [index('travel_legs_region_idx').on(t.region, t.recordedAt)],
);

/**
 * The latest position of a transport on its way (issue 29; decision 101): one row per transport,
 * overwritten by each report, deleted by the database when the transport's status changes (the
 * leg ended; migration 0019's trigger), so no trail exists. Read by the assigned company as a
 * position and turned into an arrival time for the ordering organisation.
 */
export const transportPositions = pgTable('transport_positions', {
  transportId: uuid('transport_id')
    .primaryKey()
    .references(() => transports.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  /** Metres, as the phone reports it. */
  accuracy: doublePrecision('accuracy'),
  /** When the phone took it. */
  at: instant('at').notNull(),
  /**
   * The leg from "3 Anfahrt" to the pickup, for calibration (decision 100): the straight-line km
   * from the first position to the pickup and the pickup's area, with the time of status 3. The
   * trigger turns them into a `travel_legs` row when status 4 follows, then the row goes.
   */
  legKm: doublePrecision('leg_km'),
  legArea: text('leg_area').$type<AreaType>(),
  legStartedAt: instant('leg_started_at'),
});

/**
 * The delays the crew reported for a transport (issue 29; decision 113): who, when, why and the
 * new arrival. The id is the phone's, chosen when the crew tapped: a report queued offline and
 * sent again is stored once. Kept with the transport, for its history and the scorecards.
 */
export const transportDelays = pgTable(
  'transport_delays',
  {
    id: uuid('id').primaryKey(),
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    /** The (assigned) company that reported it: the scorecards count per company. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<DelayReason>().notNull(),
    heading: text('heading').$type<DelayHeading>().notNull(),
    newArrivalAt: instant('new_arrival_at').notNull(),
    reportedAt: instant('reported_at').notNull(),
  },
  (t) => [index('transport_delays_transport_idx').on(t.transportId, t.reportedAt)],
);

/**
 * The notices a transport's arrival gives once (decision 113): `late` — the estimate passed the
 * pickup time unreported — and `prepare` — the patient is to be made ready. The primary key makes
 * "once" hold also when two refreshes race. `late` rows stay for the scorecards.
 */
export const transportArrivalNotices = pgTable(
  'transport_arrival_notices',
  {
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ArrivalNoticeKind>().notNull(),
    /** The assigned company when it was given: the scorecards count unreported delays per company. */
    companyId: uuid('company_id').references(() => organizations.id, { onDelete: 'cascade' }),
    toldAt: instant('told_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.transportId, t.kind] })],
);
