/**
 * Whether a vehicle can take a transport (PRODUCT.md §9; decision 106). Hard rules — the server
 * refuses a hand-over that breaks one, the board shows them before the drop: out of service, a
 * vehicle smaller than the ordered class, a lying patient without a stretcher, a wheelchair that
 * stays occupied without a wheelchair place, a carrying chair missing, prescribed equipment not
 * on board, an infectious patient in a vehicle not allowed to carry one, more people than seats.
 * Pure and shared by the board, the marketplace filter and the server.
 */
import type { Language } from './messages';
import {
  classRank,
  type EquipmentType,
  type InfectionType,
  type Mobility,
  type TransportClass,
} from './transport-class';
import { CLASS_OF_KIND, type VehicleKind } from './vehicle';

/** What the rules read of a vehicle. */
export type VehicleCapability = {
  kind: VehicleKind;
  seats: number;
  wheelchairPlaces: number;
  carryingChair: boolean;
  stretcher: boolean;
  equipment: readonly EquipmentType[];
  infectionAllowed: boolean;
  inService: boolean;
};

/** What the rules read of a transport. */
export type TransportNeeds = {
  transportClass: TransportClass;
  mobility: Mobility;
  equipment: readonly { type: EquipmentType }[];
  infection: { type: InfectionType };
  companions: number;
};

export type FitProblem =
  | { kind: 'outOfService' }
  | { kind: 'classTooSmall'; needed: TransportClass }
  | { kind: 'stretcher' }
  | { kind: 'wheelchairPlace' }
  | { kind: 'carryingChair' }
  | { kind: 'equipment'; missing: EquipmentType[] }
  | { kind: 'infection' }
  | { kind: 'seats'; needed: number };

/** An infection status other than "none" counts (unknown included: the crew must be protected). */
export const isInfectious = (needs: Pick<TransportNeeds, 'infection'>) =>
  needs.infection.type !== 'none';

/** Sitting patients take a seat; a lying patient or one staying in the wheelchair does not. */
const seatsNeeded = (needs: TransportNeeds) =>
  needs.companions + (needs.mobility === 'lying' || needs.mobility === 'wheelchair_stay' ? 0 : 1);

/** Every hard rule `vehicle` breaks for `needs`; empty when it can take the transport. */
export function fitProblems(vehicle: VehicleCapability, needs: TransportNeeds): FitProblem[] {
  const problems: FitProblem[] = [];
  if (!vehicle.inService) problems.push({ kind: 'outOfService' });
  if (classRank(CLASS_OF_KIND[vehicle.kind]) < classRank(needs.transportClass)) {
    problems.push({ kind: 'classTooSmall', needed: needs.transportClass });
  }
  if (needs.mobility === 'lying' && !vehicle.stretcher) problems.push({ kind: 'stretcher' });
  if (needs.mobility === 'wheelchair_stay' && vehicle.wheelchairPlaces < 1) {
    problems.push({ kind: 'wheelchairPlace' });
  }
  if (needs.mobility === 'carrying_chair' && !vehicle.carryingChair) {
    problems.push({ kind: 'carryingChair' });
  }
  const missing = needs.equipment
    .map((item) => item.type)
    .filter((type) => !vehicle.equipment.includes(type));
  if (missing.length > 0) problems.push({ kind: 'equipment', missing: [...new Set(missing)] });
  if (isInfectious(needs) && !vehicle.infectionAllowed) problems.push({ kind: 'infection' });
  const seats = seatsNeeded(needs);
  if (seats > vehicle.seats) problems.push({ kind: 'seats', needed: seats });
  return problems;
}

const EQUIPMENT_NAMES: Record<EquipmentType, Record<Language, string>> = {
  oxygen: { de: 'Sauerstoff', en: 'oxygen' },
  infusion: { de: 'Infusion', en: 'infusion' },
  syringe_pump: { de: 'Spritzenpumpe', en: 'syringe pump' },
  monitoring: { de: 'Monitoring', en: 'monitoring' },
  suction: { de: 'Absaugung', en: 'suction' },
  vacuum_mattress: { de: 'Vakuummatratze', en: 'vacuum mattress' },
};

/** A problem in a sentence, for the board's warning and the server's 422 alike. */
export function fitProblemText(problem: FitProblem, language: Language): string {
  const de = language === 'de';
  switch (problem.kind) {
    case 'outOfService':
      return de ? 'Das Fahrzeug ist außer Dienst.' : 'The vehicle is out of service.';
    case 'classTooSmall':
      return de
        ? 'Das Fahrzeug ist kleiner als die bestellte Transportart.'
        : 'The vehicle is smaller than the ordered transport class.';
    case 'stretcher':
      return de
        ? 'Liegender Patient: Das Fahrzeug hat keine Trage.'
        : 'Lying patient: the vehicle has no stretcher.';
    case 'wheelchairPlace':
      return de
        ? 'Patient bleibt im Rollstuhl: Das Fahrzeug hat keinen Rollstuhlplatz.'
        : 'Patient stays in the wheelchair: the vehicle has no wheelchair place.';
    case 'carryingChair':
      return de
        ? 'Tragestuhl nötig: Das Fahrzeug hat keinen.'
        : 'Carrying chair needed: the vehicle has none.';
    case 'equipment': {
      const names = problem.missing.map((type) => EQUIPMENT_NAMES[type][language]).join(', ');
      return de ? `Nicht an Bord: ${names}.` : `Not on board: ${names}.`;
    }
    case 'infection':
      return de
        ? 'Infektiöser Patient: Das Fahrzeug darf keine infektiösen Patienten fahren.'
        : 'Infectious patient: the vehicle may not carry infectious patients.';
    case 'seats':
      return de
        ? `Zu wenige Sitzplätze (${problem.needed} nötig).`
        : `Too few seats (${problem.needed} needed).`;
  }
}
