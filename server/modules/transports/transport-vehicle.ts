/**
 * The dispatch board's hand-over (decisions 105, 106): a transport goes to a vehicle, i.e. to the
 * crew driving it on the transport's day, through the same lifecycle step as the hand-over to a
 * crew — so the crew's phone hears of it the same way. A vehicle that breaks a hard carrying rule
 * is refused with 422 naming why on `vehicleId`; timing conflicts are the board's warnings.
 */
import { and, asc, eq } from 'drizzle-orm';
import { todayInGermany } from '../../../src/contract/dates';
import { clockInGermany, crewAt, type CrewPlan } from '../../../src/contract/shift-hours';
import type { Transport } from '../../../src/contract/transport-answer';
import { fitProblemText, fitProblems } from '../../../src/contract/vehicle-fit';
import type { DataScope } from '../../db/scope';
import { forbidden, invalid } from '../../errors';
import { emit } from '../../events/emit';
import { crewsOnDay, vehicleMessage, type VehicleRow } from '../vehicles';
import { dayRange } from './transport-list';
import { presentTransport, type TransportRow } from './transport-record';
import type { TransportRequest } from './transport-service';
import { record, step, type StepValues } from './transport-steps';

/** The crew of `vehicle` on the transport's day, or a 422 saying why it cannot take it. */
async function crewFor(
  tx: DataScope,
  vehicle: VehicleRow,
  row: TransportRow,
  { language, now }: TransportRequest,
): Promise<string> {
  const problems = fitProblems(vehicle, row);
  if (problems.length > 0) {
    throw invalid({ vehicleId: problems.map((problem) => fitProblemText(problem, language)) });
  }
  const pickup = row.pickupAt ?? now;
  const plan = (await crewsOnDay(tx, [vehicle], todayInGermany(pickup))).get(vehicle.id);
  // The crew on shift at the pickup: an early or late shift then, else the crew of the day.
  const crew = plan ? crewAt(plan, clockInGermany(pickup)) : null;
  if (!crew) throw invalid({ vehicleId: [vehicleMessage('vehicleWithoutCrew', language)] });
  return crew;
}

export function assignVehicle(
  request: TransportRequest,
  id: string,
  vehicleId: string | null,
): Promise<Transport> {
  const { scope, now, language } = request;
  if (scope.caller.organizationType !== 'T') throw forbidden();
  return scope.transaction(async (tx) => {
    // The crew is known once the step has found the transport (its day) and checked the vehicle.
    const values: StepValues = { vehicleId, crewTeamId: null };
    const { before, after } = await step(tx, id, 'assignCrew', values, now, async (row) => {
      if (!vehicleId) return;
      const vehicle = await tx.vehicles.find(vehicleId).catch(() => {
        throw invalid({ vehicleId: [vehicleMessage('unknownVehicle', language)] });
      });
      values.crewTeamId = await crewFor(tx, vehicle, row, request);
    });
    await record(tx, after, { action: 'assignCrew', from: before.status, to: null, at: now, now });
    await emit(tx.handle, {
      type: 'transport.assigned',
      payload: { transportId: id, teamId: after.crewTeamId },
    });
    return presentTransport(after, tx.caller);
  });
}

/** More than a vehicle's day ever holds. */
const ALL = 10_000;

/**
 * A vehicle's crews of the day changed (decisions 119, 129): each of its jobs of that day not yet
 * begun goes to the crew on shift at its pickup, through the same step and event as any
 * hand-over, so both phones update. A job under way stays with the crew on the road; a job whose
 * time has no crew stays as it is.
 */
export async function followShift(
  tx: DataScope,
  vehicleId: string,
  day: string,
  plan: CrewPlan<string>,
  now: Date,
): Promise<void> {
  const { rows } = await tx.transports.list({
    where: (t) =>
      and(
        eq(t.assignedCompanyId, tx.caller.organizationId),
        eq(t.vehicleId, vehicleId),
        eq(t.status, 'assigned'),
        ...dayRange(t, day, day),
      ),
    orderBy: (t) => [asc(t.pickupAt), t.id],
    page: 1,
    perPage: ALL,
  });
  for (const row of rows) {
    const crewTeamId = row.pickupAt ? crewAt(plan, clockInGermany(row.pickupAt)) : plan.crew;
    if (!crewTeamId || crewTeamId === row.crewTeamId) continue;
    const { before, after } = await step(tx, row.id, 'assignCrew', { crewTeamId }, now);
    await record(tx, after, { action: 'assignCrew', from: before.status, to: null, at: now, now });
    await emit(tx.handle, {
      type: 'transport.assigned',
      payload: { transportId: row.id, teamId: crewTeamId },
    });
  }
}
