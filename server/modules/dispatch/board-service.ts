/**
 * The dispatch board's day (issue 30, decisions 105–107): the fleet with the crew driving each
 * vehicle that day, and the company's accepted transports picked up that day (calendar day in
 * Germany), each placed on the vehicle it was handed to — or on the vehicle its crew drives at
 * its pickup (an early or late shift, decision 129), or in the tray. Two statements for the transports and the fleet whatever the day's size.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Board, BoardTransport } from '../../../src/contract/dispatch';
import type { DataScope } from '../../db/scope';
import { dayRange, type TransportRow } from '../transports';
import { clockInGermany, crewAt, type CrewPlan } from '../../../src/contract/shift-hours';
import { crewsOnDay, fleetOf, namedPlans, presentVehicles, type VehicleRow } from '../vehicles';
import { rideEstimator, type RideEstimate } from './ride-duration';

/** Accepted and not yet ended: what a dispatcher still plans or watches. */
export const ON_BOARD = [
  'assigned',
  'en_route',
  'at_pickup',
  'in_transit',
  'at_destination',
  'completed',
] as const;

/** More than a company's day ever holds; the board reads the day whole. */
const ALL = 100_000;

/**
 * The vehicle a transport is on: the one it was handed to, else the first (by call sign) whose
 * crew on shift at its pickup is the transport's crew (decision 129), else none (the tray).
 */
export function vehiclePlacer(
  fleet: readonly VehicleRow[],
  planOf: (vehicleId: string) => CrewPlan<string> | undefined,
) {
  return (row: Pick<TransportRow, 'vehicleId' | 'crewTeamId'> & { pickupAt: Date }) => {
    if (row.vehicleId) return row.vehicleId;
    if (!row.crewTeamId) return null;
    const clock = clockInGermany(row.pickupAt);
    const vehicle = fleet.find((candidate) => {
      const plan = planOf(candidate.id);
      return plan !== undefined && crewAt(plan, clock) === row.crewTeamId;
    });
    return vehicle?.id ?? null;
  };
}

function boardTransport(
  row: TransportRow & { pickupAt: Date },
  ride: RideEstimate,
  vehicleId: string | null,
): BoardTransport {
  const { pickupAt } = row;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    patientName: `${row.patient.lastName}, ${row.patient.firstName}`,
    transportClass: row.transportClass,
    mobility: row.mobility,
    equipment: row.equipment.map((item) => ({ type: item.type })),
    infection: { type: row.infection.type },
    companions: row.companions,
    pickupAt: pickupAt.toISOString(),
    arrivalAt: ride.arrivalAt.toISOString(),
    arrivalKnown: ride.known,
    from: { zipCode: row.start.address.zipCode, city: row.start.address.city },
    to: { zipCode: row.destination.address.zipCode, city: row.destination.address.city },
    crewTeamId: row.crewTeamId,
    vehicleId,
  };
}

export async function readBoard(scope: DataScope, day: string): Promise<Board> {
  const fleet = await fleetOf(scope);
  const plans = await crewsOnDay(scope, fleet, day);
  const [vehicles, named] = await Promise.all([
    presentVehicles(scope, fleet),
    namedPlans(scope, plans),
  ]);
  const placeOf = vehiclePlacer(fleet, (id) => plans.get(id));
  const { rows } = await scope.transports.list({
    where: (t) =>
      and(
        eq(t.assignedCompanyId, scope.caller.organizationId),
        inArray(t.status, [...ON_BOARD]),
        ...dayRange(t, day, day),
      ),
    orderBy: (t) => [asc(t.pickupAt), t.id],
    page: 1,
    perPage: ALL,
  });
  const estimate = rideEstimator(scope);
  return {
    day,
    vehicles: vehicles.map((vehicle) => {
      const plan = named.get(vehicle.id);
      return { ...vehicle, crew: plan?.crew ?? null, parts: [...(plan?.parts ?? [])] };
    }),
    transports: await Promise.all(
      rows
        .filter((row): row is TransportRow & { pickupAt: Date } => row.pickupAt !== null)
        .map(async (row) => boardTransport(row, await estimate(row), placeOf(row))),
    ),
  };
}
