/**
 * The caller's own organisation (PRODUCT.md §2, §7): every user reads it, admins change it.
 * Transport companies also keep their fleet size and service area (postcode prefixes, which
 * decide what the marketplace shows them).
 */
import * as v from 'valibot';
import { country, isValidZipCode, zipCodeMessage } from './address';
import { fleetSize, ORGANIZATION_TYPES } from './auth';
import { object, optionalPhone, requiredText } from './common';
import { crossFieldCheck } from './cross-field';
import { endpoint } from './endpoint';
import { m } from './messages';

export const MAX_SERVICE_AREA_PREFIXES = 100;

const postcodePrefix = v.pipe(
  v.string(m('serviceArea')),
  v.trim(),
  v.regex(/^\d{1,5}$/, m('serviceArea')),
);

export const serviceArea = v.pipe(
  v.array(postcodePrefix, m('serviceArea')),
  v.maxLength(MAX_SERVICE_AREA_PREFIXES, m('idList')),
  v.transform((prefixes) => [...new Set(prefixes)].sort()),
);

/** "10, 12 ,13" as typed in the form → ["10", "12", "13"]. */
export const serviceAreaFromText = (text: string): string[] =>
  text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** How early the ward is told to prepare the patient, by default (issue 29; decision 114). */
export const DEFAULT_PREPARE_PATIENT_MINUTES = 15;

const preparePatientMinutes = v.pipe(
  v.number(m('preparePatientMinutes')),
  v.integer(m('preparePatientMinutes')),
  v.minValue(5, m('preparePatientMinutes')),
  v.maxValue(120, m('preparePatientMinutes')),
);

export const OrganizationUpdate = crossFieldCheck(
  object({
    name: requiredText(150),
    address: requiredText(150),
    zipCode: v.pipe(v.string(m('required')), v.trim(), v.nonEmpty(m('required'))),
    city: requiredText(100),
    country,
    phone: optionalPhone,
    /** Transport companies only (ignored for medical organisations). */
    fleetSize: v.optional(v.nullable(fleetSize)),
    serviceArea: v.optional(serviceArea),
    /** Wards and homes only (ignored for companies); kept as it is when left out. */
    preparePatientMinutes: v.optional(preparePatientMinutes),
  }),
  ['zipCode', 'country'],
  'zipCode',
  (input) => isValidZipCode(input.zipCode, input.country),
  zipCodeMessage,
);
export type OrganizationUpdate = v.InferInput<typeof OrganizationUpdate>;
export type OrganizationUpdateData = v.InferOutput<typeof OrganizationUpdate>;

export const OrganizationSettings = v.object({
  id: v.string(),
  name: v.string(),
  type: v.object({ value: v.picklist(ORGANIZATION_TYPES) }),
  address: v.string(),
  zipCode: v.string(),
  city: v.string(),
  country: v.string(),
  phone: v.nullable(v.string()),
  fleetSize: v.nullable(v.number()),
  serviceArea: v.array(v.string()),
  preparePatientMinutes: v.number(),
  updatedAt: v.string(),
});
export type OrganizationSettings = v.InferOutput<typeof OrganizationSettings>;

export const organizationApi = {
  read: endpoint.get<OrganizationSettings>('organization'),
  update: endpoint.put<OrganizationSettings, void, OrganizationUpdate>('organization'),
};
