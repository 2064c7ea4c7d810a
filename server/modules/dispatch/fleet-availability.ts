/**
 * "Passt zu meiner Flotte" at that time (decision 128): of the open transports that a vehicle of
 * the company could carry (the hard rules, already narrowed in SQL, decision 109), those for which
 * such a vehicle is also free over the ride — from the pickup to the estimated arrival, as the
 * board draws its block. A vehicle is busy with the jobs the board places on it that day (handed
 * to it, or its crew's at that time), each as long as the board's estimate says, and for its
 * disinfection minutes after an infectious one; a ride that would need its disinfection cut or
 * would overlap another is not free. The same estimator and the same conflict rule as the board
 * (ride-duration.ts, src/contract/dispatch-timeline.ts), so the filter and the board never
 * disagree; JS on the server, as the estimates are (issue 29's gazetteer and calibration).
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { todayInGermany } from '../../../src/contract/dates';
import { timelineConflicts, type TimelineBlock } from '../../../src/contract/dispatch-timeline';
import { isInfectious } from '../../../src/contract/vehicle-fit';
import type { DataScope } from '../../db/scope';
import { dayRange, type MarketplaceRow } from '../transports';
import { carryingAlike, crewPlansOn, fitsFleet, fleetOf, type VehicleRow } from '../vehicles';
import { ON_BOARD, vehiclePlacer } from './board-service';
import { rideEstimator } from './ride-duration';

/** More than a company's days ever hold. */
const ALL = 100_000;

const timed = <Row extends { pickupAt: Date | null }>(row: Row): row is Row & { pickupAt: Date } =>
  row.pickupAt !== null;

/** True when `candidate` fits between `blocks` of a vehicle: no overlap, no disinfection cut. */
function freeBetween(
  blocks: readonly TimelineBlock[],
  candidate: TimelineBlock,
  disinfectionMinutes: number,
): boolean {
  const conflicts = timelineConflicts([...blocks, candidate], disinfectionMinutes);
  if (conflicts.has(candidate.id)) return false;
  // The candidate's own disinfection cutting the next ride is that ride's conflict.
  return ![...conflicts.values()].some((list) =>
    list.some((conflict) =>
      conflict.kind === 'overlap'
        ? conflict.withBlockId === candidate.id
        : conflict.afterBlockId === candidate.id,
    ),
  );
}

/** A postcode of five digits is German; the marketplace shows no country (PRODUCT.md §7). */
const placeOf = (zipCode: string | null, city: string | null) => ({
  address: {
    zipCode: zipCode ?? '',
    city: city ?? '',
    country: /^\d{5}$/.test(zipCode ?? '') ? 'DE' : '',
  },
});

/**
 * The ids of `candidates` (open transports on the caller's marketplace) that a vehicle of the
 * company in service can carry (the rules in SQL, one statement per set of vehicles that carry
 * alike — the marketplace's row holds no companions to count seats by) and is free for over the
 * ride. Reads the fleet, the shifts and the company's jobs of the candidates' days once,
 * whatever their number.
 */
export async function freeVehicleFor(
  scope: DataScope,
  candidates: readonly MarketplaceRow[],
): Promise<Set<string>> {
  const free = new Set<string>();
  if (candidates.length === 0) return free;
  const fleet = await fleetOf(scope);
  const fitting = new Map<string, VehicleRow[]>();
  for (const group of carryingAlike(fleet)) {
    const { rows } = await scope.marketplace.list({
      where: (t) =>
        and(
          inArray(
            t.id,
            candidates.map((row) => row.id),
          ),
          fitsFleet(t, group.slice(0, 1)),
        ),
      orderBy: (t) => [t.id],
      page: 1,
      perPage: candidates.length,
    });
    for (const { id } of rows) fitting.set(id, [...(fitting.get(id) ?? []), ...group]);
  }
  const days = [...new Set(candidates.filter(timed).map((row) => todayInGermany(row.pickupAt)))];
  const estimate = rideEstimator(scope);
  const busy = await busyBlocks(scope, fleet, days, estimate);
  await Promise.all(
    candidates.map(async (row) => {
      const vehicles = fitting.get(row.id) ?? [];
      if (vehicles.length === 0) return;
      if (!timed(row)) {
        free.add(row.id);
        return;
      }
      const ride = await estimate({
        pickupAt: row.pickupAt,
        start: placeOf(row.startZipCode, row.startCity),
        destination: placeOf(row.destinationZipCode, row.destinationCity),
      });
      const block: TimelineBlock = {
        id: row.id,
        transportIds: [row.id],
        start: row.pickupAt.getTime(),
        end: ride.arrivalAt.getTime(),
        infectious: isInfectious(row),
      };
      const open = vehicles.some((vehicle) =>
        freeBetween(busy.get(vehicle.id) ?? [], block, vehicle.disinfectionMinutes),
      );
      if (open) free.add(row.id);
    }),
  );
  return free;
}

/** Each vehicle's blocks on `days`: the jobs the board places on it, as long as it estimates. */
async function busyBlocks(
  scope: DataScope,
  fleet: readonly VehicleRow[],
  days: readonly string[],
  estimate: ReturnType<typeof rideEstimator>,
): Promise<Map<string, TimelineBlock[]>> {
  const busy = new Map<string, TimelineBlock[]>();
  if (days.length === 0 || fleet.length === 0) return busy;
  const planOf = await crewPlansOn(scope, fleet, days);
  const { rows } = await scope.transports.list({
    where: (t) =>
      and(
        eq(t.assignedCompanyId, scope.caller.organizationId),
        inArray(t.status, [...ON_BOARD]),
        or(...days.map((day) => and(...dayRange(t, day, day)))),
      ),
    orderBy: (t) => [t.id],
    page: 1,
    perPage: ALL,
  });
  await Promise.all(
    rows.filter(timed).map(async (row) => {
      const day = todayInGermany(row.pickupAt);
      const vehicleId = vehiclePlacer(fleet, (id) => planOf(id, day))(row);
      if (!vehicleId) return;
      const ride = await estimate(row);
      const blocks = busy.get(vehicleId) ?? [];
      blocks.push({
        id: row.id,
        transportIds: [row.id],
        start: row.pickupAt.getTime(),
        end: ride.arrivalAt.getTime(),
        infectious: isInfectious(row),
      });
      busy.set(vehicleId, blocks);
    }),
  );
  return busy;
}
