import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShiftPart } from '../../../src/contract/shift-hours';
import type { EquipmentType } from '../../../src/contract/transport-class';
import type { VehicleKind } from '../../../src/contract/vehicle';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { teams } from './teams';

/**
 * A transport company's vehicles (PRODUCT.md §9, decision 105). A call sign is unique in its
 * company regardless of case. `usualCrewTeamId` drives it unless a shift names another crew.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    callSign: text('call_sign').notNull(),
    name: text('name'),
    kind: text('kind').$type<VehicleKind>().notNull(),
    seats: integer('seats').notNull(),
    wheelchairPlaces: integer('wheelchair_places').notNull(),
    carryingChair: boolean('carrying_chair').notNull(),
    stretcher: boolean('stretcher').notNull(),
    equipment: jsonb('equipment').$type<EquipmentType[]>().notNull(),
    infectionAllowed: boolean('infection_allowed').notNull(),
    disinfectionMinutes: integer('disinfection_minutes').notNull(),
    inService: boolean('in_service').notNull(),
    usualCrewTeamId: uuid('usual_crew_team_id').references(() => teams.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vehicles_org_call_sign_key').on(t.organizationId, sql`lower(${t.callSign})`),
  ],
);

/**
 * Which crew drives a vehicle on a day, where it is not the usual crew (decision 105): part `day`.
 * A day may also be split (decision 129): part `early` / `late` with its hours (`HH:MM` in
 * Germany, the end `24:00` at most), whose crew drives in them. One row per vehicle, day and part.
 */
export const vehicleShifts = pgTable(
  'vehicle_shifts',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    part: text('part').$type<'day' | ShiftPart>().notNull().default('day'),
    startsAt: text('starts_at'),
    endsAt: text('ends_at'),
    crewTeamId: uuid('crew_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_shifts_vehicle_day_part_key').on(t.vehicleId, t.day, t.part)],
);
