/**
 * The fleet's queries over the caller's data scope (decision 105): vehicles with the names of
 * their usual crews, and which crew drives each vehicle on a day (its shift, else its usual crew),
 * with the early and late shifts that take it over in their hours (decision 129).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { VehicleShift } from '../../../src/contract/dispatch';
import {
  DEFAULT_SHIFT_HOURS,
  partsInOrder,
  type CrewPlan,
  type ShiftHours,
  type ShiftPart,
} from '../../../src/contract/shift-hours';
import type { Named } from '../../../src/contract/transport-answer';
import type { Vehicle } from '../../../src/contract/vehicle';
import type { DataScope, POLICIES, RowOf } from '../../db/scope';

/** More than any company has; the fleet is read whole. */
const ALL = 100_000;

export type VehicleRow = RowOf<(typeof POLICIES)['vehicles']>;

async function teamNames(scope: DataScope, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { rows } = await scope.teams.list({
    where: (t) => inArray(t.id, unique),
    orderBy: (t) => [t.id],
    page: 1,
    perPage: ALL,
  });
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function presentVehicles(scope: DataScope, rows: VehicleRow[]): Promise<Vehicle[]> {
  const names = await teamNames(
    scope,
    rows.flatMap((row) => (row.usualCrewTeamId ? [row.usualCrewTeamId] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    callSign: row.callSign,
    name: row.name,
    kind: row.kind,
    seats: row.seats,
    wheelchairPlaces: row.wheelchairPlaces,
    carryingChair: row.carryingChair,
    stretcher: row.stretcher,
    equipment: row.equipment,
    infectionAllowed: row.infectionAllowed,
    disinfectionMinutes: row.disinfectionMinutes,
    inService: row.inService,
    usualCrew: row.usualCrewTeamId
      ? { id: row.usualCrewTeamId, name: names.get(row.usualCrewTeamId) ?? '' }
      : null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The whole fleet by call sign. */
export async function fleetOf(scope: DataScope): Promise<VehicleRow[]> {
  const { rows } = await scope.vehicles.list({
    orderBy: (t) => [asc(sql`lower(${t.callSign})`), t.id],
    page: 1,
    perPage: ALL,
  });
  return rows;
}

type ShiftRow = RowOf<(typeof POLICIES)['vehicleShifts']>;

/** The day's shift rows of the fleet (a whole-day crew and early/late parts), by vehicle. */
async function shiftRowsOn(scope: DataScope, days: readonly string[]): Promise<ShiftRow[]> {
  if (days.length === 0) return [];
  const { rows } = await scope.vehicleShifts.list({
    where: (t) => inArray(t.day, [...new Set(days)]),
    orderBy: (t) => [t.id],
    page: 1,
    perPage: ALL,
  });
  return rows;
}

const planKey = (vehicleId: string, day: string) => `${vehicleId}|${day}`;

/**
 * Who drives each vehicle of `fleet` on each of `days` (decision 129), by `vehicleId|day`: the
 * crew of the day (its shift, else the usual crew) and the early and late parts with their crews.
 * One statement whatever the fleet and the days.
 */
export async function crewPlansOn(
  scope: DataScope,
  fleet: readonly VehicleRow[],
  days: readonly string[],
): Promise<(vehicleId: string, day: string) => CrewPlan<string> & { planned: boolean }> {
  const byKey = new Map<string, ShiftRow[]>();
  for (const row of await shiftRowsOn(scope, days)) {
    const key = planKey(row.vehicleId, row.day);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const usual = new Map(fleet.map((vehicle) => [vehicle.id, vehicle.usualCrewTeamId]));
  return (vehicleId, day) => {
    const rows = byKey.get(planKey(vehicleId, day)) ?? [];
    const whole = rows.find((row) => row.part === 'day');
    return {
      crew: whole?.crewTeamId ?? usual.get(vehicleId) ?? null,
      planned: whole !== undefined,
      parts: partsInOrder(
        rows.flatMap((row) =>
          row.part === 'day'
            ? []
            : [
                {
                  part: row.part,
                  crew: row.crewTeamId,
                  startsAt: row.startsAt ?? DEFAULT_SHIFT_HOURS[row.part].startsAt,
                  endsAt: row.endsAt ?? DEFAULT_SHIFT_HOURS[row.part].endsAt,
                },
              ],
        ),
      ),
    };
  };
}

/** Vehicle id → who drives it on `day` (decision 129): the crew of the day and its parts. */
export async function crewsOnDay(
  scope: DataScope,
  fleet: readonly VehicleRow[],
  day: string,
): Promise<Map<string, CrewPlan<string>>> {
  const planOf = await crewPlansOn(scope, fleet, [day]);
  return new Map(fleet.map((vehicle) => [vehicle.id, planOf(vehicle.id, day)]));
}

/** A plan with its crews named (names read once for the whole fleet). */
export async function namedPlans(
  scope: DataScope,
  plans: ReadonlyMap<string, CrewPlan<string>>,
): Promise<Map<string, CrewPlan<Named>>> {
  const names = await teamNames(
    scope,
    [...plans.values()].flatMap((plan) => [
      ...(plan.crew ? [plan.crew] : []),
      ...plan.parts.map((part) => part.crew),
    ]),
  );
  const named = (id: string): Named => ({ id, name: names.get(id) ?? '' });
  return new Map(
    [...plans].map(([vehicleId, plan]) => [
      vehicleId,
      {
        crew: plan.crew ? named(plan.crew) : null,
        parts: plan.parts.map((part) => ({ ...part, crew: named(part.crew) })),
      },
    ]),
  );
}

/** Each vehicle of the fleet with its crews on `day` and whether a shift named it (decision 119). */
export async function shiftsOf(
  scope: DataScope,
  fleet: readonly VehicleRow[],
  day: string,
): Promise<VehicleShift[]> {
  const planOf = await crewPlansOn(scope, fleet, [day]);
  const plans = new Map(fleet.map((vehicle) => [vehicle.id, planOf(vehicle.id, day)]));
  const named = await namedPlans(scope, plans);
  return fleet.map((vehicle) => {
    const plan = named.get(vehicle.id)!;
    return {
      vehicle: {
        id: vehicle.id,
        callSign: vehicle.callSign,
        name: vehicle.name,
        kind: vehicle.kind,
        inService: vehicle.inService,
      },
      crew: plan.crew,
      planned: plans.get(vehicle.id)!.planned,
      parts: [...plan.parts],
    };
  });
}

/** The shift rows of one vehicle's day: the whole day's and the parts'. */
export async function shiftRowsOf(tx: DataScope, vehicleId: string, day: string) {
  const { rows } = await tx.vehicleShifts.list({
    where: (t) => and(eq(t.vehicleId, vehicleId), eq(t.day, day)),
    orderBy: (t) => [t.id],
    page: 1,
    perPage: ALL,
  });
  return rows;
}

/**
 * Sets (or, with a null crew, clears) one part of a vehicle's day: the whole day's crew (cleared:
 * the usual crew again) or an early/late shift with its hours (cleared: the crew of the day).
 */
export async function setShift(
  tx: DataScope,
  shift: {
    vehicleId: string;
    day: string;
    part: 'day' | ShiftPart;
    crewTeamId: string | null;
    hours: ShiftHours | null;
  },
  now: Date,
): Promise<void> {
  const current = (await shiftRowsOf(tx, shift.vehicleId, shift.day)).find(
    (row) => row.part === shift.part,
  );
  if (current) await tx.vehicleShifts.delete(current.id);
  if (shift.crewTeamId) {
    await tx.vehicleShifts.insert({
      vehicleId: shift.vehicleId,
      day: shift.day,
      part: shift.part,
      crewTeamId: shift.crewTeamId,
      startsAt: shift.hours?.startsAt ?? null,
      endsAt: shift.hours?.endsAt ?? null,
      createdAt: now,
    });
  }
}
