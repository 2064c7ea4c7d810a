/** Patients of an organisation's master data (PRODUCT.md §3). */
import * as v from 'valibot';
import { Address, type AddressRecord } from './address';
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
import { isValidKvnr, KVNR_FORMAT } from './kvnr';
import { m } from './messages';

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

export const PatientInput = object({
  id: v.optional(uuid),
  firstName: requiredText(100),
  lastName: requiredText(100),
  gender: v.picklist(GENDERS, m('gender')),
  phoneNumber: optionalPhone,
  birthday,
  healthInsuranceNumber,
  insurer: v.nullish(Insurer),
  note: optionalText(2000, { multiline: true }),
  particularities: optionalText(2000, { multiline: true }),
  address: v.nullish(Address),
});
export type PatientInput = v.InferInput<typeof PatientInput>;
export type PatientData = v.InferOutput<typeof PatientInput>;

export const PatientUpdate = object({ ...PatientInput.entries, version });
export type PatientUpdate = v.InferInput<typeof PatientUpdate>;

export const PATIENT_SORTS = [
  'lastName',
  'firstName',
  'birthday',
  'createdAt',
  'updatedAt',
] as const;
export const PatientListQuery = listQuery(PATIENT_SORTS);

/** A patient as the API answers it. */
export type Patient = {
  id: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  phoneNumber: string | null;
  birthday: string;
  healthInsuranceNumber: string | null;
  insurer: { name: string; ik: string | null } | null;
  note: string | null;
  particularities: string | null;
  address: AddressRecord | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};
