import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Patient, PatientInput } from '../../../src/contract/patient';
import { patientColumns, presentPatient, type PatientRow } from './patient-record';

const created = new Date('2026-03-01T08:00:00.000Z');

describe('the patient between row and answer', () => {
  it('stores what a request left out as null and answers exactly the contract', () => {
    const input = v.parse(PatientInput, {
      firstName: ' Erika ',
      lastName: 'Mustermann',
      gender: 'woman',
      birthday: '1948-03-12',
      healthInsuranceNumber: 'x110411675',
      insurer: { name: 'AOK Nordost' },
      address: { street: 'Seestraße', houseNumber: '4', city: 'Berlin', zipCode: '13353' },
    });
    const columns = patientColumns(input);
    expect(columns).toEqual({
      firstName: 'Erika',
      lastName: 'Mustermann',
      gender: 'woman',
      phoneNumber: null,
      birthday: '1948-03-12',
      healthInsuranceNumber: 'X110411675',
      insurer: { name: 'AOK Nordost', ik: null },
      note: null,
      particularities: null,
      // Issue 28: what decides the Kasse's approval and the co-payment, unset until entered.
      careLevel: null,
      disabilityMarkers: [],
      coPaymentExemptUntil: null,
      address: {
        street: 'Seestraße',
        houseNumber: '4',
        floor: null,
        city: 'Berlin',
        zipCode: '13353',
        country: 'DE',
        note: null,
      },
    });

    const row = {
      id: '3f1c7d2e-5b7a-4c41-9a51-2f3c9d0e8b11',
      organizationId: 'org',
      createdBy: null,
      lastNameKey: 'mustermann',
      firstNameKey: 'erika',
      cityKey: 'berlin',
      ...columns,
      version: 2,
      createdAt: created,
      updatedAt: created,
    } as PatientRow;
    const answer = presentPatient(row);
    // Nothing of the row beyond the contract's answer (no organisation, no search keys).
    expect(v.parse(v.strictObject(Patient.entries), answer)).toEqual({
      id: row.id,
      ...columns,
      version: 2,
      createdAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-01T08:00:00.000Z',
    });
  });
});
