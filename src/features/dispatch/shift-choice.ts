/**
 * The crew choice of a vehicle's day (decision 119), pure: which crews it offers and what the
 * shift stores for a choice. The API's shift is a deviation from the usual crew, so choosing the
 * usual crew clears it (null) rather than storing the same crew twice.
 */
import type { BoardVehicle } from '@/contract/dispatch';
import type { Named } from '@/contract/transport-answer';

type CrewsOfVehicle = Pick<BoardVehicle, 'crew' | 'usualCrew'>;

/**
 * The company's crews, the usual one first; the crew driving it that day and the usual crew are
 * offered even where they are teams not marked as crews, so the field never shows an empty value.
 */
export function crewChoices(crews: readonly Named[], vehicle: CrewsOfVehicle): Named[] {
  const choices = new Map<string, Named>();
  for (const crew of [vehicle.usualCrew, vehicle.crew, ...crews]) {
    if (crew && !choices.has(crew.id)) choices.set(crew.id, { id: crew.id, name: crew.name });
  }
  return [...choices.values()];
}

/** What `PUT /v1/dispatch/shifts` stores for the chosen crew: null for the usual one. */
export function shiftCrewOf(crewId: string, vehicle: Pick<BoardVehicle, 'usualCrew'>) {
  return crewId === vehicle.usualCrew?.id ? null : crewId;
}
