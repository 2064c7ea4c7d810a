import { describe, expect, it } from 'vitest';
import {
  emptyOrderForm,
  instantOf,
  localTime,
  orderDataFromForm,
  orderFormErrors,
  pickupBefore,
  type OrderFormValues,
} from './order-form-values';
import { emptyPrescriptionForm } from './prescription/prescription-form-values';

const address = {
  street: 'Hauptstraße',
  houseNumber: '1',
  floor: '',
  city: 'Berlin',
  zipCode: '10115',
  country: 'DE',
  note: '',
};

const filled = (): OrderFormValues => ({
  ...emptyOrderForm(),
  patientId: '7f1f4d5e-4a8e-4c43-9a77-0a3c2b1d9e10',
  reason: 'discharge',
  mobility: 'lying',
  transportClass: 'KTW',
  start: { name: '', address, ward: '3B', room: '12', contactPhone: '' },
  destination: {
    name: 'Dialysezentrum Mitte',
    address: { ...address, street: 'Gartenweg' },
    ward: '',
    room: '',
    contactPhone: '',
  },
  pickupAt: localTime(new Date(Date.now() + 2 * 60 * 60_000).toISOString()),
  prescription: {
    ...emptyPrescriptionForm(),
    issuedOn: '2026-11-20',
    reason: 'inpatient_full',
    treatmentOn: '2026-11-20',
    facility: 'Charité',
    vehicle: 'ktw',
    vehicleNote: 'Liegend, Überwachung',
  },
});

describe('order form values', () => {
  it('reads wall-clock time in Germany and writes it back as an instant', () => {
    expect(instantOf('2026-07-01T08:30')).toBe('2026-07-01T06:30:00.000Z');
    expect(instantOf('2026-12-01T08:30')).toBe('2026-12-01T07:30:00.000Z');
    expect(localTime('2026-07-01T06:30:00.000Z')).toBe('2026-07-01T08:30');
    expect(instantOf('')).toBeUndefined();
  });

  it('keeps a day the month does not have as typed, for the checks to refuse', () => {
    expect(instantOf('2027-02-31T14:00')).toBe('2027-02-31T14:00');
  });

  it('plans the pickup an hour before an appointment', () => {
    expect(pickupBefore('2026-11-23T09:15')).toBe('2026-11-23T08:15');
    expect(pickupBefore('2026-11-23T')).toBe('');
  });

  it('passes a complete order to the contract', () => {
    const data = orderDataFromForm(filled(), 'create');
    expect(data).toMatchObject({ transportClass: 'KTW', roundTrip: null, teamId: null });
    expect(data.start.ward).toBe('3B');
    expect(data.payer).toEqual({ kind: 'insurer', name: undefined, ik: undefined });
    expect(data.prescription).toMatchObject({ reason: 'inpatient_full', approval: null });
  });

  it("puts the shared schema's messages at the form's fields", () => {
    const values = {
      ...filled(),
      transportClass: 'TAXI',
      equipment: ['infusion', 'oxygen'] as OrderFormValues['equipment'],
      roundTrip: { mode: 'fixed' as const, returnAt: '' },
      pickupAt: '2020-01-01T08:00',
    };
    const errors = orderFormErrors(values, 'create')?.fields ?? {};
    expect(errors.transportClass).toContain('KTW');
    expect(errors.oxygenLitersPerMinute).toBeDefined();
    expect(errors['roundTrip.returnAt']).toBeDefined();
    expect(errors.pickupAt).toBeDefined();
  });

  it('lets an edit keep a pickup time that has passed', () => {
    const values = { ...filled(), pickupAt: '2020-01-01T08:00' };
    expect(orderFormErrors(values, 'create')?.fields.pickupAt).toBeDefined();
    expect(orderFormErrors(values, 'update')).toBeUndefined();
  });
});
