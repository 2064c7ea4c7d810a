/**
 * Who sees which transports, and what of them (PRODUCT.md §4, §7; decisions 010, 024). Two
 * entries over the one table: the full record for the ordering organisation and the assigned
 * company, and the minimised marketplace item for transport companies while a transport is open
 * and starts in their service area. A route asks for exactly the view its caller may have.
 */
import { and, eq, getTableColumns, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations, teams, transports, vehicles } from '../schema';
import { infectionType } from './infection-type';
import type { OwnedPolicy, Policy } from './policy';
import { areaCovers } from './service-area';

const nameOf = (table: typeof organizations | typeof teams, id: AnyPgColumn) =>
  sql<string | null>`(select ${table.name} from ${table} where ${table.id} = ${id})`;

/**
 * The copy of an expired transport, if it was put out again, and the original of a copy
 * (decision 042). The outer row is named in full: drizzle writes a column of the policy's own
 * table unqualified, which inside a subquery of the same table would mean the inner row.
 */
const outer = (column: string) => sql.raw(`"transports"."${column}"`);
const republishedAs = (column: 'id' | 'number') =>
  sql<string | null>`(select r.${sql.raw(column)} from ${transports} r
    where r.republished_from_id = ${outer('id')})`;

export const transportPolicy = {
  table: transports,
  // Only a transport company is ever assigned: a ward's condition is one index's prefix, so its
  // list is read in pickup order straight from (organization_id, pickup_at, id).
  rows: (viewer) =>
    viewer.organizationType === 'T'
      ? or(
          eq(transports.organizationId, viewer.organizationId),
          eq(transports.assignedCompanyId, viewer.organizationId),
        )!
      : eq(transports.organizationId, viewer.organizationId),
  // A company's list is its own orders and the others' it carries out: no index serves the OR in
  // pickup order (a sequential scan at 100 000 transports), each half has its own (decision 039).
  // Its own orders assigned to itself are in the first half only.
  branches: (viewer) =>
    viewer.organizationType === 'T'
      ? [
          eq(transports.organizationId, viewer.organizationId),
          and(
            eq(transports.assignedCompanyId, viewer.organizationId),
            ne(transports.organizationId, viewer.organizationId),
          )!,
        ]
      : undefined,
  columns: {
    ...getTableColumns(transports),
    // Names for the answer, read with the row: a page never asks once per transport.
    organizationName: nameOf(organizations, transports.organizationId).as('organization_name'),
    assignedCompanyName: nameOf(organizations, transports.assignedCompanyId).as(
      'assigned_company_name',
    ),
    teamName: nameOf(teams, transports.teamId).as('team_name'),
    crewName: nameOf(teams, transports.crewTeamId).as('crew_name'),
    // The board's vehicle as its crew knows it (decision 119); the presenter shows it to the
    // assigned company only.
    vehicleCallSign: sql<string | null>`(select ${vehicles.callSign} from ${vehicles}
      where ${vehicles.id} = ${transports.vehicleId})`.as('vehicle_call_sign'),
    vehicleName: sql<string | null>`(select ${vehicles.name} from ${vehicles}
      where ${vehicles.id} = ${transports.vehicleId})`.as('vehicle_name'),
    republishedAsId: republishedAs('id').as('republished_as_id'),
    republishedAsNumber: republishedAs('number').as('republished_as_number'),
    republishedFromNumber: sql<string | null>`(select f.number from ${transports} f
      where f.id = ${outer('republished_from_id')})`.as('republished_from_number'),
  },
  owner: 'organizationId',
} satisfies OwnedPolicy<typeof transports>;

/** The service area of the viewing company, widened by the ladder (service-area.ts). */
const inServiceArea = (companyId: string) => sql`exists (
  select 1 from ${organizations} o
  where o.id = ${companyId} and ${areaCovers(sql`o.service_area`, transports)})`;

/** Step 2 of the ladder: urgent, first on every marketplace that shows it (decision 042). */
const urgent = sql<boolean>`(${transports.escalationStep} >= 2)`;

/** "A. M." — the same as initials() of the contract, computed where the name never leaves. */
const patientInitials = sql<string>`upper(left(btrim(${transports.patient}->>'firstName'), 1))
  || '. ' || upper(left(btrim(${transports.patient}->>'lastName'), 1)) || '.'`;

/** The patient's age band on the day of the pickup in Germany (contract ageBand()). */
const age = sql`date_part('year', age((${transports.pickupAt} at time zone 'Europe/Berlin')::date,
  (${transports.patient}->>'birthday')::date))`;
const patientAgeBand = sql<string>`case
  when ${age} < 18 then '0-17' when ${age} < 40 then '18-39' when ${age} < 60 then '40-59'
  when ${age} < 70 then '60-69' when ${age} < 80 then '70-79' when ${age} < 90 then '80-89'
  else '90+' end`;

export const marketplacePolicy = {
  table: transports,
  rows: (viewer) =>
    viewer.organizationType === 'T'
      ? and(
          eq(transports.status, 'open'),
          // An on-call return reaches the marketplace once the orderer has released it.
          isNotNull(transports.pickupAt),
          inServiceArea(viewer.organizationId),
        )!
      : sql`false`,
  // PRODUCT.md §7 "Marketplace item", nothing more: no name, birthday, insurance, phone, street.
  columns: {
    id: transports.id,
    number: transports.number,
    pickupAt: transports.pickupAt,
    appointmentAt: transports.appointmentAt,
    transportClass: transports.transportClass,
    mobility: transports.mobility,
    equipment: transports.equipment,
    // The type alone: the note is free text about the patient and waits for the assignment.
    infection: infectionType(transports.infection).as('infection'),
    weightKg: transports.weightKg,
    startZipCode: transports.startZipCode,
    startCity: transports.startCity,
    destinationZipCode: transports.destinationZipCode,
    destinationCity: transports.destinationCity,
    patientInitials: patientInitials.as('patient_initials'),
    patientAgeBand: patientAgeBand.as('patient_age_band'),
    seriesId: transports.seriesId,
    urgent: urgent.as('urgent'),
  },
} satisfies Policy<typeof transports>;
