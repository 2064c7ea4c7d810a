/**
 * A company's own past rides (decision 137): its latest rides that reached the destination, with
 * when the patient was on board (7) and when they arrived (8, or completion where 8 was skipped).
 * Only the caller's own: transports assigned to the caller's company, and among those only what
 * its data scope shows — never another company's rides.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DataScope } from '../../db/scope';
import { transportEvents } from '../../db/schema';
import type { AddressRecord } from '../../../src/contract/address';

/** What the estimate reads of a place: the gazetteer finds it by city and postcode. */
export type RideAddress = Pick<AddressRecord, 'city' | 'zipCode' | 'country'>;

export type PastRide = {
  start: RideAddress;
  destination: RideAddress;
  onBoardAt: Date | null;
  arrivedAt: Date | null;
};

/**
 * The company's latest `limit` completed rides, by pickup (newest first), each with its 7 → 8
 * times read from its history: one statement, the rides read as the caller's scope reads a page
 * of its transports (each half of a company's list from its own index, decision 039), cut to the
 * rides the company carried out.
 */
export async function ownPastRides(scope: DataScope, limit: number): Promise<PastRide[]> {
  const latest = scope.transports
    .pageQuery({
      where: (t) =>
        and(
          eq(t.assignedCompanyId, scope.caller.organizationId),
          eq(t.status, 'completed'),
          isNotNull(t.pickupAt),
        ),
      orderBy: (t) => [desc(t.pickupAt), desc(t.id)],
      page: 1,
      perPage: limit,
    })
    .as('latest');
  // The page's columns by their names: the scope's page query is typed for any policy.
  const column = (name: string) => sql`${sql.identifier('latest')}.${sql.identifier(name)}`;
  const place = [
    'start_city',
    'start_zip_code',
    'start',
    'destination_city',
    'destination_zip_code',
    'destination',
  ];
  const rows = await scope.handle
    .select({
      startCity: sql<string | null>`${column('start_city')}`,
      startZipCode: sql<string | null>`${column('start_zip_code')}`,
      startCountry: sql<string>`${column('start')}->'address'->>'country'`,
      destinationCity: sql<string | null>`${column('destination_city')}`,
      destinationZipCode: sql<string | null>`${column('destination_zip_code')}`,
      destinationCountry: sql<string>`${column('destination')}->'address'->>'country'`,
      onBoardAt: sql<Date | null>`max(${transportEvents.at})
        filter (where ${transportEvents.toStatus} = 'in_transit')`.mapWith(transportEvents.at),
      arrivedAt: sql<Date | null>`min(${transportEvents.at})
        filter (where ${transportEvents.toStatus} in ('at_destination', 'completed'))`.mapWith(
        transportEvents.at,
      ),
    })
    .from(latest)
    .innerJoin(transportEvents, sql`${transportEvents.transportId} = ${column('id')}`)
    .groupBy(column('id'), ...place.map(column));
  return rows.map((row) => ({
    start: {
      city: row.startCity ?? '',
      zipCode: row.startZipCode ?? '',
      country: row.startCountry,
    },
    destination: {
      city: row.destinationCity ?? '',
      zipCode: row.destinationZipCode ?? '',
      country: row.destinationCountry,
    },
    onBoardAt: row.onBoardAt,
    arrivedAt: row.arrivedAt,
  }));
}
