import * as v from 'valibot';
import { object, optionalText, requiredText } from './common';
import { crossFieldCheck } from './cross-field';
import { m } from './messages';
import { orNull } from './record';

const GERMAN_ZIP = /^\d{5}$/;
const FOREIGN_ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export const country = v.pipe(
  v.optional(v.string(m('country')), 'DE'),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, m('country')),
);

/** German postcodes have five digits; elsewhere 2–10 letters, digits, spaces or dashes. */
export function isValidZipCode(zipCode: string, countryCode: string): boolean {
  return countryCode === 'DE' ? GERMAN_ZIP.test(zipCode) : FOREIGN_ZIP.test(zipCode);
}

export const addressEntries = {
  street: requiredText(100),
  houseNumber: requiredText(10),
  floor: optionalText(30),
  city: requiredText(100),
  zipCode: v.pipe(v.string(m('required')), v.trim(), v.nonEmpty(m('required'))),
  country,
  note: optionalText(500),
};

/** Applies the postcode rule to an object with `zipCode` and `country`, reporting on zipCode. */
export const withZipCodeRule = <
  TSchema extends v.GenericSchema<unknown, { zipCode: string; country: string }>,
>(
  schema: TSchema,
) =>
  crossFieldCheck(
    schema,
    ['zipCode', 'country'],
    'zipCode',
    (input) => isValidZipCode(input.zipCode, input.country),
    zipCodeMessage,
  );

/** The German rule reads differently from the general one. */
export const zipCodeMessage = (issue: v.BaseIssue<unknown>) =>
  (issue.input as { country?: string } | undefined)?.country === 'DE'
    ? m('zipCodeDe')(issue)
    : m('zipCode')(issue);

export const Address = withZipCodeRule(object(addressEntries));
export type AddressInput = v.InferInput<typeof Address>;
export type Address = v.InferOutput<typeof Address>;

/** An address as the API answers it: absent optional fields are null. */
export const AddressRecord = v.object({
  street: v.string(),
  houseNumber: v.string(),
  floor: v.nullable(v.string()),
  city: v.string(),
  zipCode: v.string(),
  country: v.string(),
  note: v.nullable(v.string()),
});
export type AddressRecord = v.InferOutput<typeof AddressRecord>;

/** An address from a request (absent = undefined) or from storage (absent = null), as answered. */
export function addressRecordOf(address: Address | AddressRecord): AddressRecord {
  return {
    street: address.street,
    houseNumber: address.houseNumber,
    floor: orNull(address.floor),
    city: address.city,
    zipCode: address.zipCode,
    country: address.country,
    note: orNull(address.note),
  };
}
