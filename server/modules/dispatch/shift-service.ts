/**
 * Who drives which vehicle on a day (issue 30; decisions 105, 119, 129): read by the board's crew
 * choice and by the crews' phones, set by the board — the crew of the day, or an early or late
 * shift with its hours. Each job of that vehicle and day not yet begun goes to the crew on shift
 * at its pickup, so the vehicle and its jobs never part; the change reaches every phone and board
 * of the company at once (`vehicle.shift_changed`), whether it moved a job or not.
 */
import type { DayShifts } from '../../../src/contract/dispatch';
import type { ShiftData } from '../../../src/contract/shift-input';
import { message, type Language } from '../../../src/contract/messages';
import {
  DEFAULT_SHIFT_HOURS,
  hoursOverlap,
  type ShiftHours,
  type ShiftPart,
} from '../../../src/contract/shift-hours';
import type { DataScope } from '../../db/scope';
import { invalid, type FieldErrors } from '../../errors';
import { emit } from '../../events/emit';
import { followShift } from '../transports';
import { crewsOnDay, fleetOf, setShift, shiftRowsOf, shiftsOf, vehicleMessage } from '../vehicles';

export async function readShifts(scope: DataScope, day: string): Promise<DayShifts> {
  return { day, shifts: await shiftsOf(scope, await fleetOf(scope), day) };
}

/**
 * The hours a part keeps: those given, else what it had, else its default (06:00–14:00,
 * 14:00–22:00); and what is wrong with them: hours for the whole day, an end not after the
 * start, hours shared with the day's other part.
 */
async function hoursOf(
  tx: DataScope,
  input: ShiftData,
  language: Language,
): Promise<{ hours: ShiftHours | null; errors: FieldErrors }> {
  const given = (['startsAt', 'endsAt'] as const).filter((field) => input[field] !== undefined);
  const at = (fields: readonly string[], text: string) =>
    Object.fromEntries(fields.map((field) => [field, [text]]));
  if (input.part === 'day') {
    return { hours: null, errors: at(given, vehicleMessage('hoursOnlyForParts', language)) };
  }
  const rows = await shiftRowsOf(tx, input.vehicleId, input.day);
  const hoursOfRow = (row: (typeof rows)[number] | undefined, part: ShiftPart) => ({
    startsAt: row?.startsAt ?? DEFAULT_SHIFT_HOURS[part].startsAt,
    endsAt: row?.endsAt ?? DEFAULT_SHIFT_HOURS[part].endsAt,
  });
  const current = hoursOfRow(
    rows.find((row) => row.part === input.part),
    input.part,
  );
  const hours = {
    startsAt: input.startsAt ?? current.startsAt,
    endsAt: input.endsAt ?? current.endsAt,
  };
  // Ending a part needs no hours that fit.
  if (!input.crewTeamId) return { hours, errors: {} };
  if (hours.endsAt <= hours.startsAt) {
    return { hours, errors: at(['endsAt'], vehicleMessage('shiftEndsBeforeStart', language)) };
  }
  const other = rows.find((row) => row.part !== 'day' && row.part !== input.part);
  if (other && other.part !== 'day' && hoursOverlap(hours, hoursOfRow(other, other.part))) {
    // The fields the dispatcher gave, else both: the part's hours as a whole clash.
    const fields = given.length > 0 ? given : ['startsAt', 'endsAt'];
    return { hours, errors: at(fields, vehicleMessage('shiftsOverlap', language)) };
  }
  return { hours, errors: {} };
}

/**
 * Sets who drives a vehicle that day, or in one of its shifts: the vehicle is what the request
 * addresses (another company's is a 404); the crew must be a team of the company; a 422 names
 * every field at fault at once.
 */
export function saveShift(scope: DataScope, input: ShiftData, language: Language, now: Date) {
  return scope.transaction(async (tx) => {
    const vehicle = await tx.vehicles.find(input.vehicleId);
    const { hours, errors } = await hoursOf(tx, input, language);
    if (input.crewTeamId) {
      await tx.teams.find(input.crewTeamId).catch(() => {
        errors.crewTeamId = [message('unknownTeam', language)];
      });
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await setShift(
      tx,
      {
        vehicleId: vehicle.id,
        day: input.day,
        part: input.part,
        crewTeamId: input.crewTeamId,
        hours,
      },
      now,
    );
    const plan = (await crewsOnDay(tx, [vehicle], input.day)).get(vehicle.id)!;
    await followShift(tx, vehicle.id, input.day, plan, now);
    await emit(tx, {
      type: 'vehicle.shift_changed',
      payload: { companyId: tx.caller.organizationId, vehicleId: vehicle.id, day: input.day },
    });
  });
}
