/**
 * An organisation's billing profile (PRODUCT.md §6, issue 13): the billing address, tax ids,
 * invoice e-mail and bank details printed on invoices. A transport company issues invoices, so
 * it needs a tax id (USt-IdNr. or Steuernummer, § 14 Abs. 4 UStG) and an IBAN for the payment
 * instructions; a medical organisation only receives them.
 */
import * as v from 'valibot';
import { addressEntries, country, isValidZipCode } from '../address';
import { email, object, optionalText, requiredText } from '../common';
import { objectRules, type RuleFinding } from '../cross-field';
import { localized, m } from '../messages';
import {
  compactIban,
  compactVatId,
  isValidBic,
  isValidIban,
  isValidTaxNumber,
  isValidVatId,
} from './bank-and-tax';
import { compactIk, compactProviderGroupKey, isValidIk, isValidProviderGroupKey } from './ik';

const checked = (
  max: number,
  valid: (value: string) => boolean,
  text: { de: string; en: string },
  normalise: (value: string) => string = (value) => value,
) =>
  v.pipe(
    optionalText(max),
    v.check((value) => value === undefined || valid(value), localized(text)),
    v.transform((value) => (value === undefined ? undefined : normalise(value))),
  );

export const PAYMENT_TERM_DAYS = { min: 0, max: 90, default: 14 } as const;

const BillingProfileObject = object({
  /** The name on the invoice (the organisation's legal name, e.g. "… GmbH"). */
  name: requiredText(150),
  /** An addition above the street, e.g. "Buchhaltung" or "z. Hd. Frau Berg". */
  addition: optionalText(100),
  street: requiredText(100),
  houseNumber: requiredText(10),
  zipCode: addressEntries.zipCode,
  city: requiredText(100),
  country,
  vatId: checked(
    20,
    isValidVatId,
    {
      de: 'Ungültige USt-IdNr. (DE und 9 Ziffern; die letzte ist eine Prüfziffer).',
      en: 'Invalid VAT id (DE and 9 digits; the last is a check digit).',
    },
    compactVatId,
  ),
  taxNumber: checked(20, isValidTaxNumber, {
    de: 'Ungültige Steuernummer (10 bis 13 Ziffern, z. B. 12/345/67890).',
    en: 'Invalid tax number (10 to 13 digits, e.g. 12/345/67890).',
  }),
  invoiceEmail: email,
  iban: checked(
    40,
    isValidIban,
    {
      de: 'Ungültige IBAN (Länge oder Prüfziffern stimmen nicht).',
      en: 'Invalid IBAN (length or check digits wrong).',
    },
    compactIban,
  ),
  bic: checked(
    11,
    isValidBic,
    { de: 'Ungültige BIC (8 oder 11 Zeichen).', en: 'Invalid BIC (8 or 11 characters).' },
    (value) => value.trim().toUpperCase(),
  ),
  bankName: optionalText(100),
  /** The company's own Institutionskennzeichen, printed on invoices to a Krankenkasse. */
  ik: checked(
    11,
    isValidIk,
    {
      de: 'Ungültiges IK (9 Ziffern; die letzte ist eine Prüfziffer).',
      en: 'Invalid IK (9 digits; the last is a check digit).',
    },
    compactIk,
  ),
  /** Leistungserbringergruppenschlüssel: Abrechnungscode and Tarifkennzeichen. */
  providerGroupKey: checked(
    10,
    isValidProviderGroupKey,
    {
      de: 'Ungültiger Leistungserbringergruppenschlüssel (7 Ziffern, beginnt mit 41 bis 49).',
      en: 'Invalid provider group key (7 digits, starting with 41 to 49).',
    },
    compactProviderGroupKey,
  ),
  paymentTermDays: v.optional(
    v.pipe(
      v.number(localized({ de: '0 bis 90 Tage.', en: '0 to 90 days.' })),
      v.integer(localized({ de: '0 bis 90 Tage.', en: '0 to 90 days.' })),
      v.minValue(PAYMENT_TERM_DAYS.min, localized({ de: '0 bis 90 Tage.', en: '0 to 90 days.' })),
      v.maxValue(PAYMENT_TERM_DAYS.max, localized({ de: '0 bis 90 Tage.', en: '0 to 90 days.' })),
    ),
    PAYMENT_TERM_DAYS.default,
  ),
});
export type BillingProfileData = v.InferOutput<typeof BillingProfileObject>;

const ZIP_CODE_FINDING = (profile: BillingProfileData): RuleFinding[] =>
  isValidZipCode(profile.zipCode, profile.country)
    ? []
    : [{ path: ['zipCode'], message: m(profile.country === 'DE' ? 'zipCodeDe' : 'zipCode') }];

/** What every organisation's profile obeys. */
export const BillingProfileInput = objectRules(BillingProfileObject, ZIP_CODE_FINDING);
export type BillingProfileInput = v.InferInput<typeof BillingProfileInput>;

/** What an issuer's (a transport company's) profile needs beyond that. */
export function issuerFindings(profile: BillingProfileData): RuleFinding[] {
  const findings: RuleFinding[] = [];
  if (!profile.vatId && !profile.taxNumber) {
    findings.push({
      path: ['taxNumber'],
      message: localized({
        de: 'Rechnungen brauchen eine Steuernummer oder USt-IdNr.',
        en: 'Invoices need a tax number or VAT id.',
      }),
    });
  }
  if (!profile.iban) {
    findings.push({
      path: ['iban'],
      message: localized({
        de: 'Für die Zahlungsangaben auf Rechnungen bitte die IBAN angeben.',
        en: 'Please give the IBAN for the payment details on invoices.',
      }),
    });
  }
  return findings;
}

/** A transport company's profile: the rules above plus the issuer's. */
export const IssuerBillingProfileInput = objectRules(BillingProfileObject, (profile) => [
  ...ZIP_CODE_FINDING(profile),
  ...issuerFindings(profile),
]);

/** The stored profile as answered; absent optional fields are null. */
export type BillingProfile = {
  name: string;
  addition: string | null;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  vatId: string | null;
  taxNumber: string | null;
  invoiceEmail: string;
  iban: string | null;
  bic: string | null;
  bankName: string | null;
  ik: string | null;
  providerGroupKey: string | null;
  paymentTermDays: number;
  updatedAt: string;
};
