/**
 * The patient form's values and their way to and from the contract: the form always has an
 * insurer and an address section; left empty, they mean "none".
 */
import * as v from 'valibot';
import { PatientInput, type Patient, type PatientData } from '@/contract/patient';

export type PatientFormValues = {
  firstName: string;
  lastName: string;
  gender: string;
  birthday: string;
  phoneNumber: string;
  healthInsuranceNumber: string;
  insurer: { name: string; ik: string };
  /** '' or '0' for none, else '1'–'5' (a select holds text). */
  careLevel: string;
  disabilityMarkers: string[];
  coPaymentExemptUntil: string;
  note: string;
  particularities: string;
  address: {
    street: string;
    houseNumber: string;
    floor: string;
    city: string;
    zipCode: string;
    country: string;
    note: string;
  };
};

export const emptyPatientForm = (): PatientFormValues => ({
  firstName: '',
  lastName: '',
  gender: '',
  birthday: '',
  phoneNumber: '',
  healthInsuranceNumber: '',
  insurer: { name: '', ik: '' },
  careLevel: '',
  disabilityMarkers: [],
  coPaymentExemptUntil: '',
  note: '',
  particularities: '',
  address: {
    street: '',
    houseNumber: '',
    floor: '',
    city: '',
    zipCode: '',
    country: 'DE',
    note: '',
  },
});

export function patientFormValues(patient: Patient): PatientFormValues {
  const empty = emptyPatientForm();
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    gender: patient.gender,
    birthday: patient.birthday,
    phoneNumber: patient.phoneNumber ?? '',
    healthInsuranceNumber: patient.healthInsuranceNumber ?? '',
    insurer: { name: patient.insurer?.name ?? '', ik: patient.insurer?.ik ?? '' },
    careLevel: patient.careLevel === null ? '' : String(patient.careLevel),
    disabilityMarkers: [...patient.disabilityMarkers],
    coPaymentExemptUntil: patient.coPaymentExemptUntil ?? '',
    note: patient.note ?? '',
    particularities: patient.particularities ?? '',
    address: patient.address
      ? {
          street: patient.address.street,
          houseNumber: patient.address.houseNumber,
          floor: patient.address.floor ?? '',
          city: patient.address.city,
          zipCode: patient.address.zipCode,
          country: patient.address.country,
          note: patient.address.note ?? '',
        }
      : empty.address,
  };
}

const blank = (value: string) => value.trim() === '';

/** Empty insurer and address sections become "none"; everything else goes to the schema. */
export function normalizePatientForm(values: PatientFormValues) {
  const { country: _country, ...addressFields } = values.address;
  return {
    ...values,
    insurer: Object.values(values.insurer).every(blank) ? null : values.insurer,
    careLevel:
      blank(values.careLevel) || values.careLevel === '0' ? null : Number(values.careLevel),
    coPaymentExemptUntil: blank(values.coPaymentExemptUntil) ? null : values.coPaymentExemptUntil,
    address: Object.values(addressFields).every(blank) ? null : values.address,
  };
}

/** Validates the form with the shared schema; issue paths match the form's field names. */
export const PatientFormSchema = v.pipe(
  v.custom<PatientFormValues>((value) => typeof value === 'object' && value !== null),
  // The form holds strings where the schema wants choices; the schema itself judges them.
  v.transform((values) => normalizePatientForm(values) as v.InferInput<typeof PatientInput>),
  PatientInput,
);

export const patientDataFromForm = (values: PatientFormValues): PatientData =>
  v.parse(PatientFormSchema, values);
