/** Patients of an organisation's master data (PRODUCT.md §3). */
import * as v from 'valibot';
import { Address, AddressRecord, addressRecordOf } from './address';
import {
  listQuery,
  object,
  optionalPhone,
  optionalText,
  requiredText,
  uuid,
  version,
} from './common';
import { isCalendarDate, todayInGermany } from './dates';
import { DISABILITY_MARKERS, type DisabilityMarker } from './prescription';
import { endpoint } from './endpoint';
import { isValidKvnr, KVNR_FORMAT } from './kvnr';
import { m } from './messages';
import { orNull, pageOf, versionedRecord } from './record';
import { PATIENT_SORTS } from './list-sorts';

export const GENDERS = ['man', 'woman'] as const;
export type Gender = (typeof GENDERS)[number];

// valibot runs every check of a pipe; the range checks pass on a non-date so that a wrong
// value gets one message, not three.
const birthday = v.pipe(
  v.string(m('date')),
  v.trim(),
  v.check(isCalendarDate, m('date')),
  v.check((value) => !isCalendarDate(value) || value <= todayInGermany(), m('birthdayInFuture')),
  v.check((value) => !isCalendarDate(value) || value >= '1890-01-01', m('birthdayTooOld')),
);

const healthInsuranceNumber = v.pipe(
  optionalText(10),
  v.transform((value) => value?.toUpperCase()),
  v.check((value) => value === undefined || KVNR_FORMAT.test(value), m('kvnr')),
  // Only a well-formed number can have a wrong check digit.
  v.check(
    (value) => value === undefined || !KVNR_FORMAT.test(value) || isValidKvnr(value),
    m('kvnrCheckDigit'),
  ),
);

/** The payer of a patient's transports: the insurer's name and, where known, its IK number. */
export const Insurer = object({
  name: requiredText(150),
  ik: v.pipe(
    optionalText(9),
    v.check((value) => value === undefined || /^\d{9}$/.test(value), m('ik')),
  ),
});

/** Pflegegrad 1–5 (§ 15 SGB XI), or none. */
const careLevel = v.optional(
  v.nullable(
    v.pipe(
      v.number(m('careLevel')),
      v.integer(m('careLevel')),
      v.minValue(1, m('careLevel')),
      v.maxValue(5, m('careLevel')),
    ),
  ),
);

/** The markers of the Schwerbehindertenausweis that decide approvals (aG, Bl, H), each once. */
const disabilityMarkers = v.optional(
  v.pipe(
    v.array(v.picklist(DISABILITY_MARKERS, m('choice')), m('invalidType')),
    v.maxLength(DISABILITY_MARKERS.length, m('choice')),
    v.transform((markers) => DISABILITY_MARKERS.filter((one) => markers.includes(one))),
  ),
  [],
);

/** The last day of an exemption from co-payments (§ 62 SGB V), or none. */
const coPaymentExemptUntil = v.optional(
  v.nullable(v.pipe(v.string(m('date')), v.trim(), v.check(isCalendarDate, m('date')))),
);

export const PatientInput = object({
  id: v.optional(uuid),
  firstName: requiredText(100),
  lastName: requiredText(100),
  gender: v.picklist(GENDERS, m('gender')),
  phoneNumber: optionalPhone,
  birthday,
  healthInsuranceNumber,
  insurer: v.nullish(Insurer),
  careLevel,
  disabilityMarkers,
  coPaymentExemptUntil,
  note: optionalText(2000, { multiline: true }),
  particularities: optionalText(2000, { multiline: true }),
  address: v.nullish(Address),
});
export type PatientInput = v.InferInput<typeof PatientInput>;
export type PatientData = v.InferOutput<typeof PatientInput>;

export const PatientUpdate = object({ ...PatientInput.entries, version });
export type PatientUpdate = v.InferInput<typeof PatientUpdate>;

export { PATIENT_SORTS };
export const PatientListQuery = listQuery(PATIENT_SORTS);

/** A patient's own fields as the API answers them (absent optional values are null). */
export const PatientFields = {
  firstName: v.string(),
  lastName: v.string(),
  gender: v.picklist(GENDERS),
  phoneNumber: v.nullable(v.string()),
  birthday: v.string(),
  healthInsuranceNumber: v.nullable(v.string()),
  insurer: v.nullable(v.object({ name: v.string(), ik: v.nullable(v.string()) })),
  careLevel: v.nullable(v.number()),
  disabilityMarkers: v.array(v.picklist(DISABILITY_MARKERS)),
  coPaymentExemptUntil: v.nullable(v.string()),
  note: v.nullable(v.string()),
  particularities: v.nullable(v.string()),
  address: v.nullable(AddressRecord),
};
type PatientFields = v.InferOutput<v.ObjectSchema<typeof PatientFields, undefined>>;

/** A patient as the API answers it. */
export const Patient = versionedRecord(PatientFields);
export type Patient = v.InferOutput<typeof Patient>;
export const PatientPage = pageOf(Patient);

/**
 * The one mapping from a patient's data — validated input, or a stored row — to the fields the
 * API answers: the server stores and presents with it, the client's pending overlay shows a
 * queued write with it.
 */
export function patientFields(data: PatientData | PatientFields): PatientFields {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    gender: data.gender,
    phoneNumber: orNull(data.phoneNumber),
    birthday: data.birthday,
    healthInsuranceNumber: orNull(data.healthInsuranceNumber),
    insurer: data.insurer ? { name: data.insurer.name, ik: orNull(data.insurer.ik) } : null,
    careLevel: orNull(data.careLevel),
    disabilityMarkers: [...(data.disabilityMarkers ?? [])] as DisabilityMarker[],
    coPaymentExemptUntil: orNull(data.coPaymentExemptUntil),
    note: orNull(data.note),
    particularities: orNull(data.particularities),
    address: data.address ? addressRecordOf(data.address) : null,
  };
}

/** The operations of `/v1/patients`. */
export const patientApi = {
  list: endpoint.get<v.InferOutput<typeof PatientPage>>('patients'),
  read: endpoint.get<Patient, { id: string }>(({ id }) => `patients/${id}`),
  create: endpoint.post<Patient, void, PatientInput>('patients'),
  update: endpoint.put<Patient, { id: string }, PatientUpdate>(({ id }) => `patients/${id}`),
  delete: endpoint.delete<void, { id: string }>(({ id }) => `patients/${id}`),
};
