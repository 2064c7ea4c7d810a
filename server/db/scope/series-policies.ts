/**
 * Who sees which series transports (decision 041), as transports are seen (decision 024): the
 * ordering organisation and the company that accepted the whole series in full; any transport
 * company, while the series is open and starts in its service area, only the minimised item of
 * PRODUCT.md §7 (initials and age band, computed in SQL) with the rule and its dates.
 */
import { and, eq, getTableColumns, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations, teams, transportSeries } from '../schema';
import { infectionType } from './infection-type';
import type { OwnedPolicy, Policy } from './policy';

const series = transportSeries;

const nameOf = (table: typeof organizations | typeof teams, id: AnyPgColumn) =>
  sql<string | null>`(select ${table.name} from ${table} where ${table.id} = ${id})`;

export const seriesPolicy = {
  table: series,
  rows: (viewer) =>
    viewer.organizationType === 'T'
      ? or(
          eq(series.organizationId, viewer.organizationId),
          eq(series.assignedCompanyId, viewer.organizationId),
        )!
      : eq(series.organizationId, viewer.organizationId),
  columns: {
    ...getTableColumns(series),
    organizationName: nameOf(organizations, series.organizationId).as('organization_name'),
    assignedCompanyName: nameOf(organizations, series.assignedCompanyId).as(
      'assigned_company_name',
    ),
    teamName: nameOf(teams, series.teamId).as('team_name'),
  },
  owner: 'organizationId',
} satisfies OwnedPolicy<typeof transportSeries>;

const inServiceArea = (companyId: string) => sql`exists (
  select 1 from ${organizations} o
  where o.id = ${companyId}
    and (cardinality(o.service_area) = 0
      or exists (select 1 from unnest(o.service_area) prefix
                 where ${series.startZipCode} like prefix || '%')))`;

const patientInitials = sql<string>`upper(left(btrim(${series.patient}->>'firstName'), 1))
  || '. ' || upper(left(btrim(${series.patient}->>'lastName'), 1)) || '.'`;

/** The age band on the series' first date (as the transport's item: contract ageBand()). */
const age = sql`date_part('year', age((${series.recurrence}->>'startDate')::date,
  (${series.patient}->>'birthday')::date))`;
const patientAgeBand = sql<string>`case
  when ${age} < 18 then '0-17' when ${age} < 40 then '18-39' when ${age} < 60 then '40-59'
  when ${age} < 70 then '60-69' when ${age} < 80 then '70-79' when ${age} < 90 then '80-89'
  else '90+' end`;

const orderField = <T>(path: string) => sql<T>`${series.order}->${sql.raw(`'${path}'`)}`;

export const seriesMarketplacePolicy = {
  table: series,
  rows: (viewer) =>
    viewer.organizationType === 'T'
      ? and(
          eq(series.status, 'active'),
          isNull(series.assignedCompanyId),
          isNotNull(series.publishedAt),
          inServiceArea(viewer.organizationId),
        )!
      : sql`false`,
  // The item of PRODUCT.md §7 and the rule: no reason, name, birthday, insurance, street.
  columns: {
    id: series.id,
    recurrence: series.recurrence,
    returnTrip: series.returnTrip,
    transportClass: sql<string>`${series.order}->>'transportClass'`.as('transport_class'),
    mobility: sql<string>`${series.order}->>'mobility'`.as('mobility'),
    equipment: orderField<unknown>('equipment').as('equipment'),
    // The type alone: the note is free text about the patient and waits for the assignment.
    infection: infectionType(orderField<unknown>('infection')).as('infection'),
    weightKg: sql<number | null>`(${series.order}->>'weightKg')::int`.as('weight_kg'),
    startZipCode: series.startZipCode,
    startCity: series.startCity,
    destinationZipCode: series.destinationZipCode,
    destinationCity: series.destinationCity,
    patientInitials: patientInitials.as('patient_initials'),
    patientAgeBand: patientAgeBand.as('patient_age_band'),
    version: series.version,
    updatedAt: series.updatedAt,
  },
} satisfies Policy<typeof transportSeries>;
