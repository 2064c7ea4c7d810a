/**
 * The Muster 4 and the payer on an order (issue 28 §1; decisions 095, 096): the approval rule
 * read from the patient's master data, each offending field named in the 422, the payer's
 * Kasse taken from the patient, and the prescription kept off the marketplace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { newPatient, prescriptionInput, transportInput } from './support/transports';

let harness: Harness;
let ward: ApiClient;
beforeAll(async () => {
  harness = await startHarness();
  ({ client: ward } = await signedInUser(harness, 'medical_facility'));
});
afterAll(() => harness.close());

const now = () => harness.clock.now();
const dialysisByTaxi = (approval: { reference: string; validUntil: string } | null) =>
  prescriptionInput({
    reason: 'outpatient_high_frequency',
    treatmentOn: null,
    frequency: '3× pro Woche',
    vehicle: 'taxi',
    vehicleNote: null,
    approval,
  });

describe('the approval the Kasse must give', () => {
  it('is asked for where needed, and must hold on the day of the ride', async () => {
    const patientId = await newPatient(ward);
    const order = (approval: { reference: string; validUntil: string } | null) =>
      ward.post('/v1/transports', {
        ...transportInput(patientId, now()),
        prescription: dialysisByTaxi(approval),
      });
    const missing = await order(null);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['prescription.approval']);
    const expired = await order({ reference: 'AZ 1', validUntil: '2000-01-01' });
    expect(Object.keys(expired.body.errors)).toEqual(['prescription.approval.validUntil']);
    const approved = await order({ reference: 'AZ 1', validUntil: '2999-12-31' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body.prescription).toMatchObject({
      reason: 'outpatient_high_frequency',
      approval: { reference: 'AZ 1', validUntil: '2999-12-31' },
    });
  });

  it('counts as given for Pflegegrad 4 and for the marker aG by taxi', async () => {
    for (const care of [{ careLevel: 4 }, { disabilityMarkers: ['aG' as const] }]) {
      const patientId = await newPatient(ward, care);
      const ordered = await ward.post('/v1/transports', {
        ...transportInput(patientId, now()),
        prescription: dialysisByTaxi(null),
      });
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    }
  });
});

describe('the payer', () => {
  it('takes the Kasse and insurance number from the patient', async () => {
    const patientId = await newPatient(ward);
    const ordered = await ward.post('/v1/transports', transportInput(patientId, now()));
    expect(ordered.body.payer).toEqual({
      kind: 'insurer',
      name: 'AOK Nordost',
      ik: '109519005',
      insuranceNumber: expect.any(String),
    });
  });

  it('names each field of a work accident’s BG and refuses a Kasse the patient lacks', async () => {
    const patientId = await newPatient(ward, { insurer: null });
    const refused = await ward.post('/v1/transports', {
      ...transportInput(patientId, now()),
      payer: { kind: 'insurer', ik: '123' },
      prescription: prescriptionInput({ legalCase: 'work_accident' }),
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['payer.ik', 'payer.kind']);
    const bg = await ward.post('/v1/transports', {
      ...transportInput(patientId, now()),
      payer: { kind: 'accident_insurer', name: '', ik: '' },
      prescription: prescriptionInput({ legalCase: 'work_accident' }),
    });
    expect(Object.keys(bg.body.errors).sort()).toEqual(['payer.ik', 'payer.name']);
    const paid = await ward.post('/v1/transports', {
      ...transportInput(patientId, now()),
      payer: { kind: 'accident_insurer', name: 'BG Verkehr', ik: '120391264' },
      prescription: prescriptionInput({ legalCase: 'work_accident' }),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.payer).toMatchObject({ kind: 'accident_insurer', name: 'BG Verkehr' });
  });
});

describe('the patient’s master data', () => {
  it('keeps Pflegegrad, markers and the exemption, and names a wrong one', async () => {
    const patientId = await newPatient(ward, {
      careLevel: 3,
      disabilityMarkers: ['H', 'aG'],
      coPaymentExemptUntil: '2026-12-31',
    });
    const read = await ward.get(`/v1/patients/${patientId}`);
    expect(read.body).toMatchObject({
      careLevel: 3,
      disabilityMarkers: ['aG', 'H'],
      coPaymentExemptUntil: '2026-12-31',
    });
    const wrong = await ward.post('/v1/patients', {
      firstName: 'A',
      lastName: 'B',
      gender: 'man',
      birthday: '1950-01-01',
      careLevel: 6,
      disabilityMarkers: ['X'],
      coPaymentExemptUntil: '31.12.2026',
    });
    expect(Object.keys(wrong.body.errors).sort()).toEqual([
      'careLevel',
      'coPaymentExemptUntil',
      'disabilityMarkers.0',
    ]);
  });
});
