/**
 * The order form's values of the payer and the Muster 4 (decisions 095, 096), in their own file so
 * the order's field lists take them as one nested field each. Text fields hold '' for "not given";
 * `orderPrescriptionInput` turns them into the contract's input, which then judges them.
 */
import type { PayerKind, TransportPayer } from '@/contract/payer';
import type { Prescription } from '@/contract/prescription';

export type PayerFormValues = { kind: PayerKind; name: string; ik: string };

export type PrescriptionFormValues = {
  /** A Muster 4 is on the order, or none (none needed, or it follows). */
  state: 'given' | 'none';
  issuedOn: string;
  direction: string;
  reason: string;
  reasonNote: string;
  treatmentOn: string;
  frequency: string;
  facility: string;
  vehicle: string;
  taxiEquipment: string;
  vehicleNote: string;
  coPayment: string;
  legalCase: string;
  /** Empty both: no approval given. */
  approval: { reference: string; validUntil: string };
};

export const emptyPayerForm = (): PayerFormValues => ({ kind: 'insurer', name: '', ik: '' });

export const emptyPrescriptionForm = (): PrescriptionFormValues => ({
  state: 'given',
  issuedOn: '',
  direction: 'outbound',
  reason: '',
  reasonNote: '',
  treatmentOn: '',
  frequency: '',
  facility: '',
  vehicle: '',
  taxiEquipment: 'none',
  vehicleNote: '',
  coPayment: 'required',
  legalCase: 'none',
  approval: { reference: '', validUntil: '' },
});

export const payerFormValues = (payer: TransportPayer): PayerFormValues => ({
  kind: payer.kind,
  name: payer.kind === 'accident_insurer' ? (payer.name ?? '') : '',
  ik: payer.kind === 'accident_insurer' ? (payer.ik ?? '') : '',
});

export function prescriptionFormValues(prescription: Prescription | null): PrescriptionFormValues {
  if (!prescription) return { ...emptyPrescriptionForm(), state: 'none' };
  return {
    state: 'given',
    issuedOn: prescription.issuedOn,
    direction: prescription.direction,
    reason: prescription.reason,
    reasonNote: prescription.reasonNote ?? '',
    treatmentOn: prescription.treatmentOn ?? '',
    frequency: prescription.frequency ?? '',
    facility: prescription.facility,
    vehicle: prescription.vehicle,
    taxiEquipment: prescription.taxiEquipment,
    vehicleNote: prescription.vehicleNote ?? '',
    coPayment: prescription.coPayment,
    legalCase: prescription.legalCase,
    approval: prescription.approval ?? { reference: '', validUntil: '' },
  };
}

const orUndefined = (value: string) => (value.trim() === '' ? undefined : value);

export const payerInput = (values: PayerFormValues) => ({
  kind: values.kind,
  name: values.kind === 'accident_insurer' ? orUndefined(values.name) : undefined,
  ik: values.kind === 'accident_insurer' ? orUndefined(values.ik) : undefined,
});

/** The Muster 4 as the contract's input: null when none is on the order. */
export function orderPrescriptionInput(values: PrescriptionFormValues) {
  if (values.state !== 'given') return null;
  const { reference, validUntil } = values.approval;
  return {
    issuedOn: values.issuedOn,
    direction: values.direction,
    reason: values.reason,
    reasonNote: orUndefined(values.reasonNote),
    treatmentOn: orUndefined(values.treatmentOn) ?? null,
    frequency: orUndefined(values.frequency),
    facility: values.facility,
    vehicle: values.vehicle,
    taxiEquipment: values.taxiEquipment,
    vehicleNote: orUndefined(values.vehicleNote),
    coPayment: values.coPayment,
    legalCase: values.legalCase,
    approval: reference.trim() || validUntil ? { reference, validUntil } : null,
  };
}

/**
 * Where the form shows a message of the contract's path: the Muster 4 as a whole at its yes/no
 * choice, a missing approval at its reference.
 */
export function prescriptionFieldOf(path: string): string | undefined {
  if (path === 'prescription') return 'prescription.state';
  if (path === 'prescription.approval') return 'prescription.approval.reference';
  return undefined;
}
