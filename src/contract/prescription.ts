/**
 * The prescription of a patient transport — the "Verordnung einer Krankenbeförderung" (Muster 4,
 * electronically the KBV's eKrankenbeförderung) — as an order carries it, and the rule whether
 * the patient's Krankenkasse must approve the ride first (§ 60 SGB V, Krankentransport-Richtlinie
 * of the G-BA; decision 095). Pure: the order form, the server and the tests share it.
 */
import * as v from 'valibot';
import { object, optionalText, requiredText } from './common';
import { formatDayMonthYear, isStorableDate } from './dates';
import { m, type Language } from './messages';

/** Which way the prescription covers: to the treatment, back from it, or both. */
export const PRESCRIPTION_DIRECTIONS = ['outbound', 'return', 'both'] as const;
export type PrescriptionDirection = (typeof PRESCRIPTION_DIRECTIONS)[number];

/**
 * The reason boxes of the Muster 4: full or part inpatient treatment; pre-/post-inpatient
 * treatment (§ 115a SGB V); outpatient treatment of high frequency (dialysis, oncological chemo-
 * or radiotherapy; KT-RL Anlage 2) or a comparable exception; a permanent mobility impairment
 * (aG, Bl, H, Pflegegrad 3 with a permanent mobility impairment, 4 or 5); another reason.
 */
export const PRESCRIPTION_REASONS = [
  'inpatient_full',
  'inpatient_part',
  'pre_post_inpatient',
  'outpatient_high_frequency',
  'outpatient_exception',
  'permanent_mobility',
  'other',
] as const;
export type PrescriptionReason = (typeof PRESCRIPTION_REASONS)[number];

/** Reasons the Muster 4 asks to explain in words. */
export const EXPLAINED_REASONS: readonly PrescriptionReason[] = ['outpatient_exception', 'other'];

/** The inpatient reasons: rides to them need no approval (§ 60 Abs. 2 Satz 1 Nr. 1 and 4 SGB V). */
export const INPATIENT_REASONS: readonly PrescriptionReason[] = [
  'inpatient_full',
  'inpatient_part',
  'pre_post_inpatient',
];

/**
 * The kind of transport as prescribed: a Krankenfahrt by taxi or Mietwagen, a Krankentransport
 * in a KTW (with the medical reason), or another means.
 */
export const PRESCRIBED_VEHICLES = ['taxi', 'ktw', 'other'] as const;
export type PrescribedVehicle = (typeof PRESCRIBED_VEHICLES)[number];

/** How a taxi or Mietwagen carries the patient, as the Muster 4 ticks it. */
export const TAXI_EQUIPMENT = ['none', 'wheelchair', 'carrying_chair', 'lying'] as const;
export type TaxiEquipment = (typeof TAXI_EQUIPMENT)[number];

export const CO_PAYMENTS = ['required', 'exempt'] as const;
export type CoPayment = (typeof CO_PAYMENTS)[number];

/** The legal case boxes: accident, work accident (Berufsgenossenschaft), pension law. */
export const LEGAL_CASES = ['none', 'accident', 'work_accident', 'pension'] as const;
export type LegalCase = (typeof LEGAL_CASES)[number];

/** The disability markers of the Schwerbehindertenausweis that make a ride count as approved. */
export const DISABILITY_MARKERS = ['aG', 'Bl', 'H'] as const;
export type DisabilityMarker = (typeof DISABILITY_MARKERS)[number];

const choice = <const T extends readonly string[]>(options: T) => v.picklist(options, m('choice'));

export const calendarDay = v.pipe(
  v.string(m('date')),
  v.trim(),
  // Stored days only: PostgreSQL knows no year 0, and no prescription lies outside 1800–2999.
  v.check(isStorableDate, m('date')),
);

/** The insurer's approval of the rides: its reference (Aktenzeichen) and the last day it covers. */
export const Approval = object({ reference: requiredText(60), validUntil: calendarDay });

export const PrescriptionInput = object({
  issuedOn: calendarDay,
  direction: choice(PRESCRIPTION_DIRECTIONS),
  reason: choice(PRESCRIPTION_REASONS),
  /** Words for a comparable exception or another reason. */
  reasonNote: optionalText(300),
  /** The treatment day, or for a series the frequency ("3× pro Woche"): one of the two. */
  treatmentOn: v.optional(v.nullable(calendarDay)),
  frequency: optionalText(100),
  /** The treating facility (name and place). */
  facility: requiredText(200),
  vehicle: choice(PRESCRIBED_VEHICLES),
  taxiEquipment: v.optional(choice(TAXI_EQUIPMENT), 'none'),
  /** The medical reason for a KTW, or what the other means is. */
  vehicleNote: optionalText(300),
  coPayment: choice(CO_PAYMENTS),
  legalCase: v.optional(choice(LEGAL_CASES), 'none'),
  approval: v.optional(v.nullable(Approval)),
});
export type PrescriptionInput = v.InferInput<typeof PrescriptionInput>;
export type PrescriptionData = v.InferOutput<typeof PrescriptionInput>;

/** The prescription as the API answers and the database stores it (absent values are null). */
export type Prescription = {
  issuedOn: string;
  direction: PrescriptionDirection;
  reason: PrescriptionReason;
  reasonNote: string | null;
  treatmentOn: string | null;
  frequency: string | null;
  facility: string;
  vehicle: PrescribedVehicle;
  taxiEquipment: TaxiEquipment;
  vehicleNote: string | null;
  coPayment: CoPayment;
  legalCase: LegalCase;
  approval: { reference: string; validUntil: string } | null;
};

export function prescriptionOf(data: PrescriptionData): Prescription {
  return {
    issuedOn: data.issuedOn,
    direction: data.direction,
    reason: data.reason,
    reasonNote: data.reasonNote ?? null,
    treatmentOn: data.treatmentOn ?? null,
    frequency: data.frequency ?? null,
    facility: data.facility,
    vehicle: data.vehicle,
    taxiEquipment: data.vehicle === 'taxi' ? data.taxiEquipment : 'none',
    vehicleNote: data.vehicle === 'taxi' ? null : (data.vehicleNote ?? null),
    coPayment: data.coPayment,
    legalCase: data.legalCase,
    approval: data.approval
      ? { reference: data.approval.reference, validUntil: data.approval.validUntil }
      : null,
  };
}

/** What of the patient's master data decides the approval. */
export type ApprovalPatient = {
  careLevel: number | null;
  disabilityMarkers: readonly DisabilityMarker[];
};

/**
 * Whether the ride needs the Krankenkasse's approval, and why:
 * - `free` (genehmigungsfrei): to inpatient treatment, or not the Kasse's ride at all;
 * - `deemed` (gilt als genehmigt): a Krankenfahrt (taxi/Mietwagen) to outpatient treatment for
 *   a patient with aG, Bl or H, Pflegegrad 4 or 5, or Pflegegrad 3 with a permanent mobility
 *   impairment (§ 60 Abs. 1 Satz 5 SGB V);
 * - `required`: every other ride to outpatient treatment (§ 60 Abs. 1 Satz 4 SGB V), a KTW to
 *   outpatient treatment among them (KT-RL § 6 Abs. 3).
 */
export type ApprovalVerdict =
  | { need: 'free'; basis: 'inpatient' | 'not_insurer' }
  | { need: 'deemed'; basis: 'marker'; marker: DisabilityMarker }
  | { need: 'deemed'; basis: 'care_level'; careLevel: number }
  | { need: 'required'; basis: 'high_frequency' | 'ktw' | 'outpatient' };

export function approvalOf(
  prescription: Pick<Prescription, 'reason' | 'vehicle'>,
  patient: ApprovalPatient | null,
  payerKind: string = 'insurer',
): ApprovalVerdict {
  if (payerKind !== 'insurer') return { need: 'free', basis: 'not_insurer' };
  if (INPATIENT_REASONS.includes(prescription.reason)) return { need: 'free', basis: 'inpatient' };
  if (prescription.vehicle === 'taxi' && patient) {
    const marker = DISABILITY_MARKERS.find((one) => patient.disabilityMarkers.includes(one));
    if (marker) return { need: 'deemed', basis: 'marker', marker };
    const level = patient.careLevel;
    if (
      level !== null &&
      (level >= 4 || (level === 3 && prescription.reason === 'permanent_mobility'))
    )
      return { need: 'deemed', basis: 'care_level', careLevel: level };
  }
  if (prescription.vehicle === 'ktw') return { need: 'required', basis: 'ktw' };
  if (prescription.reason === 'outpatient_high_frequency')
    return { need: 'required', basis: 'high_frequency' };
  return { need: 'required', basis: 'outpatient' };
}

const BASIS_TEXT: Record<string, Record<Language, string>> = {
  inpatient: {
    de: 'Fahrt zur stationären, vor- oder nachstationären Behandlung (§ 60 Abs. 2 SGB V).',
    en: 'ride to inpatient, pre- or post-inpatient treatment (§ 60(2) SGB V).',
  },
  not_insurer: {
    de: 'Die Krankenkasse zahlt diese Fahrt nicht.',
    en: 'the health insurer does not pay this ride.',
  },
  high_frequency: {
    de: 'Hochfrequente ambulante Behandlung (KT-RL Anlage 2)',
    en: 'high-frequency outpatient treatment (KT-RL annex 2)',
  },
  ktw: {
    de: 'Krankentransport zur ambulanten Behandlung (KT-RL § 6 Abs. 3)',
    en: 'ambulance transport to outpatient treatment (KT-RL § 6(3))',
  },
  outpatient: {
    de: 'Fahrt zur ambulanten Behandlung (§ 60 Abs. 1 Satz 4 SGB V)',
    en: 'ride to outpatient treatment (§ 60(1) sentence 4 SGB V)',
  },
};

/**
 * The plain sentence beside the order: whether the ride needs the insurer's approval, why, and —
 * where one is needed — the approval's reference and validity or that it is still missing.
 */
export function approvalSentence(
  verdict: ApprovalVerdict,
  approval: Prescription['approval'],
  language: Language,
): string {
  const de = language === 'de';
  if (verdict.need === 'free') {
    return `${de ? 'Genehmigungsfrei: ' : 'No approval needed: '}${BASIS_TEXT[verdict.basis]![language]}`;
  }
  if (verdict.need === 'deemed') {
    const why =
      verdict.basis === 'marker'
        ? de
          ? `Merkzeichen ${verdict.marker}`
          : `disability marker ${verdict.marker}`
        : de
          ? `Pflegegrad ${verdict.careLevel}`
          : `care level ${verdict.careLevel}`;
    return de
      ? `Gilt als genehmigt: ${why}, Krankenfahrt zur ambulanten Behandlung (§ 60 Abs. 1 Satz 5 SGB V).`
      : `Deemed approved: ${why}, taxi or hire car to outpatient treatment (§ 60(1) sentence 5 SGB V).`;
  }
  const why = BASIS_TEXT[verdict.basis]![language];
  if (!approval) {
    return de
      ? `Genehmigung der Krankenkasse nötig: ${why}. Bitte Aktenzeichen und Gültigkeit angeben.`
      : `Health insurer’s approval needed: ${why}. Please give its reference and validity.`;
  }
  const until = formatDayMonthYear(approval.validUntil, language);
  return de
    ? `Genehmigung der Krankenkasse nötig: ${why}. Genehmigt unter Az. ${approval.reference}, gültig bis ${until}.`
    : `Health insurer’s approval needed: ${why}. Approved as ${approval.reference}, valid until ${until}.`;
}
