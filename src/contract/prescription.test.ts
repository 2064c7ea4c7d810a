// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { patientFindings, prescriptionFindings } from './prescription-rules';
import {
  approvalOf,
  approvalSentence,
  PRESCRIPTION_REASONS,
  PRESCRIBED_VEHICLES,
  type ApprovalPatient,
  type PrescribedVehicle,
  type PrescriptionData,
  type PrescriptionReason,
} from './prescription';

const nobody: ApprovalPatient = { careLevel: null, disabilityMarkers: [] };
const level = (careLevel: number): ApprovalPatient => ({ careLevel, disabilityMarkers: [] });
const marked = (marker: 'aG' | 'Bl' | 'H'): ApprovalPatient => ({
  careLevel: null,
  disabilityMarkers: [marker],
});

const FREE_DE =
  'Genehmigungsfrei: Fahrt zur stationären, vor- oder nachstationären Behandlung (§ 60 Abs. 2 SGB V).';
const NEEDED_DE = (why: string) =>
  `Genehmigung der Krankenkasse nötig: ${why}. Bitte Aktenzeichen und Gültigkeit angeben.`;
const OUTPATIENT = 'Fahrt zur ambulanten Behandlung (§ 60 Abs. 1 Satz 4 SGB V)';
const HIGH_FREQUENCY = 'Hochfrequente ambulante Behandlung (KT-RL Anlage 2)';
const KTW = 'Krankentransport zur ambulanten Behandlung (KT-RL § 6 Abs. 3)';
const DEEMED_DE = (why: string) =>
  `Gilt als genehmigt: ${why}, Krankenfahrt zur ambulanten Behandlung (§ 60 Abs. 1 Satz 5 SGB V).`;

/**
 * Every row written out by hand from § 60 SGB V and the KT-RL: reason × vehicle × patient →
 * the sentence beside the order (German, no approval given yet).
 */
const ROWS: [PrescriptionReason, PrescribedVehicle, ApprovalPatient, string][] = [
  // Inpatient, part-inpatient, pre-/post-inpatient: free, whatever the vehicle or patient.
  ['inpatient_full', 'taxi', nobody, FREE_DE],
  ['inpatient_full', 'ktw', nobody, FREE_DE],
  ['inpatient_part', 'taxi', level(5), FREE_DE],
  ['inpatient_full', 'other', nobody, FREE_DE],
  ['inpatient_part', 'other', nobody, FREE_DE],
  ['inpatient_part', 'ktw', level(2), FREE_DE],
  ['pre_post_inpatient', 'other', nobody, FREE_DE],
  ['pre_post_inpatient', 'ktw', marked('aG'), FREE_DE],
  ['pre_post_inpatient', 'taxi', nobody, FREE_DE],
  // High-frequency outpatient treatment: approval needed unless the taxi patient is privileged.
  ['outpatient_high_frequency', 'taxi', nobody, NEEDED_DE(HIGH_FREQUENCY)],
  ['outpatient_high_frequency', 'taxi', level(3), NEEDED_DE(HIGH_FREQUENCY)],
  ['outpatient_high_frequency', 'taxi', level(4), DEEMED_DE('Pflegegrad 4')],
  ['outpatient_high_frequency', 'taxi', marked('Bl'), DEEMED_DE('Merkzeichen Bl')],
  ['outpatient_high_frequency', 'ktw', level(5), NEEDED_DE(KTW)],
  ['outpatient_high_frequency', 'other', nobody, NEEDED_DE(HIGH_FREQUENCY)],
  // A comparable exception.
  ['outpatient_exception', 'taxi', nobody, NEEDED_DE(OUTPATIENT)],
  ['outpatient_exception', 'taxi', level(5), DEEMED_DE('Pflegegrad 5')],
  ['outpatient_exception', 'taxi', level(3), NEEDED_DE(OUTPATIENT)],
  ['outpatient_exception', 'ktw', marked('H'), NEEDED_DE(KTW)],
  ['outpatient_exception', 'other', level(4), NEEDED_DE(OUTPATIENT)],
  // A permanent mobility impairment: Pflegegrad 3 counts here, with the impairment.
  ['permanent_mobility', 'taxi', level(3), DEEMED_DE('Pflegegrad 3')],
  ['permanent_mobility', 'taxi', level(2), NEEDED_DE(OUTPATIENT)],
  ['permanent_mobility', 'taxi', level(1), NEEDED_DE(OUTPATIENT)],
  ['permanent_mobility', 'taxi', marked('aG'), DEEMED_DE('Merkzeichen aG')],
  ['permanent_mobility', 'taxi', marked('H'), DEEMED_DE('Merkzeichen H')],
  ['permanent_mobility', 'taxi', nobody, NEEDED_DE(OUTPATIENT)],
  ['permanent_mobility', 'ktw', level(3), NEEDED_DE(KTW)],
  ['permanent_mobility', 'other', marked('aG'), NEEDED_DE(OUTPATIENT)],
  // Another reason.
  ['other', 'taxi', nobody, NEEDED_DE(OUTPATIENT)],
  ['other', 'taxi', level(4), DEEMED_DE('Pflegegrad 4')],
  ['other', 'ktw', nobody, NEEDED_DE(KTW)],
  ['other', 'other', marked('Bl'), NEEDED_DE(OUTPATIENT)],
];

describe('the approval rule (§ 60 SGB V, KT-RL)', () => {
  it.each(ROWS)('%s by %s for %o: %s', (reason, vehicle, patient, sentence) => {
    const verdict = approvalOf({ reason, vehicle }, patient);
    expect(approvalSentence(verdict, null, 'de')).toBe(sentence);
  });

  it('covers every reason with every vehicle', () => {
    for (const reason of PRESCRIPTION_REASONS) {
      const vehicles = new Set(ROWS.filter((row) => row[0] === reason).map((row) => row[1]));
      expect([...vehicles].sort(), reason).toEqual([...PRESCRIBED_VEHICLES].sort());
    }
  });

  it('asks the Kasse nothing when it does not pay', () => {
    for (const kind of ['accident_insurer', 'facility', 'self']) {
      const verdict = approvalOf({ reason: 'other', vehicle: 'ktw' }, nobody, kind);
      expect(verdict).toEqual({ need: 'free', basis: 'not_insurer' });
      expect(approvalSentence(verdict, null, 'de')).toBe(
        'Genehmigungsfrei: Die Krankenkasse zahlt diese Fahrt nicht.',
      );
    }
  });

  it('names the approval and its last day, DIN 5008 in German and dd/mm/yyyy in English', () => {
    const verdict = approvalOf({ reason: 'outpatient_high_frequency', vehicle: 'ktw' }, nobody);
    const approval = { reference: 'AZ 4711', validUntil: '2027-03-31' };
    expect(approvalSentence(verdict, approval, 'de')).toBe(
      `Genehmigung der Krankenkasse nötig: ${KTW}. Genehmigt unter Az. AZ 4711, gültig bis 31.03.2027.`,
    );
    expect(approvalSentence(verdict, approval, 'en')).toBe(
      'Health insurer’s approval needed: ambulance transport to outpatient treatment (KT-RL § 6(3)). Approved as AZ 4711, valid until 31/03/2027.',
    );
  });

  it('says the other verdicts in English too', () => {
    expect(
      approvalSentence(
        approvalOf({ reason: 'inpatient_full', vehicle: 'taxi' }, nobody),
        null,
        'en',
      ),
    ).toBe(
      'No approval needed: ride to inpatient, pre- or post-inpatient treatment (§ 60(2) SGB V).',
    );
    expect(
      approvalSentence(
        approvalOf({ reason: 'permanent_mobility', vehicle: 'taxi' }, level(3)),
        null,
        'en',
      ),
    ).toBe(
      'Deemed approved: care level 3, taxi or hire car to outpatient treatment (§ 60(1) sentence 5 SGB V).',
    );
    expect(
      approvalSentence(approvalOf({ reason: 'other', vehicle: 'taxi' }, nobody), null, 'en'),
    ).toBe(
      'Health insurer’s approval needed: ride to outpatient treatment (§ 60(1) sentence 4 SGB V). Please give its reference and validity.',
    );
  });
});

const prescription = (overrides: Partial<PrescriptionData> = {}): PrescriptionData => ({
  issuedOn: '2026-11-20',
  direction: 'both',
  reason: 'outpatient_high_frequency',
  reasonNote: undefined,
  treatmentOn: null,
  frequency: '3× pro Woche',
  facility: 'Dialysezentrum Mitte',
  vehicle: 'taxi',
  taxiEquipment: 'wheelchair',
  vehicleNote: undefined,
  coPayment: 'required',
  legalCase: 'none',
  approval: null,
  ...overrides,
});
const insurer = { insurer: { name: 'AOK Nordost', ik: '109519005' }, healthInsuranceNumber: null };
const paths = (findings: { path: readonly (string | number)[] }[]) =>
  findings.map((finding) => finding.path.join('.'));

describe('the 422 rules of prescription and payer', () => {
  it('name each field the Muster 4 leaves open', () => {
    const order = {
      payer: { kind: 'insurer' as const },
      prescription: prescription({
        reason: 'other',
        frequency: undefined,
        vehicle: 'ktw',
        legalCase: 'work_accident',
      }),
    };
    expect(paths(prescriptionFindings(order))).toEqual([
      'payer.kind',
      'prescription.treatmentOn',
      'prescription.reasonNote',
      'prescription.vehicleNote',
    ]);
  });

  it('want the Muster 4 when the Kasse pays, and the BG’s name and IK for a work accident', () => {
    expect(paths(prescriptionFindings({ payer: { kind: 'insurer' }, prescription: null }))).toEqual(
      ['prescription'],
    );
    expect(paths(prescriptionFindings({ payer: { kind: 'self' }, prescription: null }))).toEqual(
      [],
    );
    expect(
      paths(prescriptionFindings({ payer: { kind: 'accident_insurer' }, prescription: null })),
    ).toEqual(['payer.name', 'payer.ik']);
  });

  it('want an approval valid through the last ride where one is needed', () => {
    const order = { payer: { kind: 'insurer' as const }, prescription: prescription() };
    const patient = { ...insurer, ...nobody };
    expect(paths(patientFindings(order, patient, '2026-12-01'))).toEqual(['prescription.approval']);
    const approved = {
      ...order,
      prescription: prescription({ approval: { reference: 'AZ 1', validUntil: '2026-11-30' } }),
    };
    expect(paths(patientFindings(approved, patient, '2026-12-01'))).toEqual([
      'prescription.approval.validUntil',
    ]);
    expect(paths(patientFindings(approved, patient, '2026-11-30'))).toEqual([]);
    expect(paths(patientFindings(order, { ...insurer, ...level(4) }, '2026-12-01'))).toEqual([]);
  });

  it('want a Kasse on file to bill it', () => {
    const order = { payer: { kind: 'insurer' as const }, prescription: prescription() };
    const patient = { insurer: null, healthInsuranceNumber: null, ...level(5) };
    expect(paths(patientFindings(order, patient, '2026-12-01'))).toEqual(['payer.kind']);
  });
});
