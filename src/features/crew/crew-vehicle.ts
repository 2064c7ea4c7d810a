/**
 * Which vehicle this phone's crew drives on the shift's day (decision 119), pure: the crew chosen
 * on the device, else the crew stored on it, else the signed-in user's own crews. A phone that
 * shows every crew and whose user is in none (a dispatcher's) names no vehicle.
 */
import type { VehicleShift } from '@/contract/dispatch';
import { ALL_CREWS } from './crew-choice';

export function crewsOfPhone(
  chosen: string | null,
  stored: string | null,
  ownTeamIds: readonly string[],
): string[] {
  if (chosen) return [chosen];
  if (stored && stored !== ALL_CREWS) return [stored];
  return [...ownTeamIds];
}

/**
 * The vehicles these crews drive that day, in the fleet's order (by call sign): as the crew of the
 * day or in an early or late shift (decision 129).
 */
export function vehiclesOfCrews(
  shifts: readonly VehicleShift[],
  crewIds: readonly string[],
): VehicleShift[] {
  return shifts.filter((shift) =>
    [shift.crew, ...shift.parts.map((part) => part.crew)].some(
      (crew) => crew !== null && crewIds.includes(crew.id),
    ),
  );
}
