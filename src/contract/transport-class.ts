/**
 * Which vehicle a transport needs (PRODUCT.md §4): the consistency rules between the patient's
 * mobility, equipment, infection and weight and the transport class. The order form uses them to
 * suggest a class and explain why ("liegend → mindestens KTW"); the server refuses an order whose
 * class is below the minimum. Pure and shared by form, server and worker.
 */
import type { Language } from './messages';

/** Vehicles from the smallest to the largest; a larger one can always do a smaller one's job. */
export const TRANSPORT_CLASSES = ['TAXI', 'BTW', 'KTW', 'KTW_HEAVY'] as const;
export type TransportClass = (typeof TRANSPORT_CLASSES)[number];

/**
 * A class by the name people use, for texts made outside Lingui (the contract's rule texts, the
 * server's PDFs): a code like KTW_HEAVY never reaches a person (PRODUCT.md §1). The screens' own
 * labels (features/transports/transport-words.ts) say the same.
 */
export const TRANSPORT_CLASS_NAMES: Record<TransportClass, Record<Language, string>> = {
  TAXI: { de: 'Taxi/Mietwagen', en: 'Taxi/hire car' },
  BTW: { de: 'BTW (Rollstuhl)', en: 'BTW (wheelchair)' },
  KTW: { de: 'KTW', en: 'KTW' },
  KTW_HEAVY: { de: 'Schwerlast-KTW', en: 'Heavy-duty KTW' },
};

export const MOBILITIES = [
  'walking',
  'walking_aid',
  'wheelchair_transfer',
  'wheelchair_stay',
  'carrying_chair',
  'lying',
] as const;
export type Mobility = (typeof MOBILITIES)[number];

export const EQUIPMENT_TYPES = [
  'oxygen',
  'infusion',
  'syringe_pump',
  'monitoring',
  'suction',
  'vacuum_mattress',
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

export const INFECTION_TYPES = [
  'none',
  'unknown',
  'MRSA',
  'VRE',
  '3MRGN',
  '4MRGN',
  'CDIFF',
  'NORO',
  'RESPIRATORY',
  'TB',
  'OTHER',
] as const;
export type InfectionType = (typeof INFECTION_TYPES)[number];

/** Above this weight a heavy-duty ambulance is suggested (not required). */
export const HEAVY_WEIGHT_KG = 150;

/** Why a class is needed; the form turns each into a sentence, the server into its 422. */
export type ClassReason =
  | { kind: 'mobility'; mobility: 'lying' | 'wheelchair_stay' }
  | { kind: 'equipment'; equipment: 'oxygen' | 'suction' | 'monitoring' }
  | { kind: 'infection'; infection: InfectionType }
  | { kind: 'weight'; weightKg: number };

export type ClassRule = { minimum: TransportClass; reason: ClassReason };

/** The facts of an order the rules read. */
export type ClassFacts = {
  mobility?: Mobility;
  equipment?: readonly { type: EquipmentType }[];
  infection?: { type: InfectionType };
  weightKg?: number | null;
};

const KTW_EQUIPMENT = new Set<EquipmentType>(['oxygen', 'suction', 'monitoring']);

/** The rules that apply to an order: each names the smallest class it allows, and why. */
export function requiredClassRules(facts: ClassFacts): ClassRule[] {
  const rules: ClassRule[] = [];
  if (facts.mobility === 'lying') {
    rules.push({ minimum: 'KTW', reason: { kind: 'mobility', mobility: 'lying' } });
  }
  if (facts.mobility === 'wheelchair_stay') {
    rules.push({ minimum: 'BTW', reason: { kind: 'mobility', mobility: 'wheelchair_stay' } });
  }
  for (const item of facts.equipment ?? []) {
    if (KTW_EQUIPMENT.has(item.type)) {
      rules.push({
        minimum: 'KTW',
        reason: { kind: 'equipment', equipment: item.type as 'oxygen' | 'suction' | 'monitoring' },
      });
    }
  }
  // An unknown infection status is treated like an infection: the crew must be protected.
  if (facts.infection && facts.infection.type !== 'none') {
    rules.push({
      minimum: 'KTW',
      reason: { kind: 'infection', infection: facts.infection.type },
    });
  }
  return rules;
}

export const classRank = (transportClass: TransportClass) =>
  TRANSPORT_CLASSES.indexOf(transportClass);

const larger = (a: TransportClass, b: TransportClass) => (classRank(a) >= classRank(b) ? a : b);

/** The smallest class every rule allows. */
export function minimumClass(facts: ClassFacts): TransportClass {
  return requiredClassRules(facts).reduce<TransportClass>(
    (smallest, rule) => larger(smallest, rule.minimum),
    'TAXI',
  );
}

/** What the form proposes: the minimum, or a heavy-duty ambulance for a heavy patient. */
export function suggestedClass(facts: ClassFacts): {
  transportClass: TransportClass;
  rules: ClassRule[];
} {
  const rules = requiredClassRules(facts);
  let transportClass = minimumClass(facts);
  if (facts.weightKg != null && facts.weightKg > HEAVY_WEIGHT_KG) {
    rules.push({ minimum: 'KTW_HEAVY', reason: { kind: 'weight', weightKg: facts.weightKg } });
    transportClass = 'KTW_HEAVY';
  }
  return { transportClass, rules };
}

/** The rules a chosen class breaks (empty when it is large enough). */
export function brokenClassRules(transportClass: TransportClass, facts: ClassFacts): ClassRule[] {
  return requiredClassRules(facts).filter(
    (rule) => classRank(transportClass) < classRank(rule.minimum),
  );
}
