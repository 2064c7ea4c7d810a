// @vitest-environment node
/** Check digits worked out by hand (never by the functions under test). */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  formatIban,
  germanVatIdCheckDigit,
  isValidBic,
  isValidIban,
  isValidTaxNumber,
  isValidVatId,
} from './bank-and-tax';
import { BillingProfileInput, IssuerBillingProfileInput } from './billing-profile';

describe('IBAN', () => {
  it.each([
    'DE89370400440532013000', // the ISO 13616 example: moved and turned into digits, mod 97 = 1
    'de89 3704 0044 0532 0130 00',
    'GB82WEST12345698765432', // letters count 10…35: W = 32, E = 14, S = 28, T = 29
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    'DE89370400440532013001', // last digit changed: remainder 2
    'DE98370400440532013000', // check digits swapped
    'DE8937040044053201300', // 21 characters: a German IBAN has 22
    'XX',
  ])('refuses %s', (iban) => expect(isValidIban(iban)).toBe(false));

  it('prints in groups of four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('USt-IdNr.', () => {
  it.each([
    // p = 10; per digit s = (d + p) mod 10 (0 → 10), p = 2s mod 11; check = 11 − p
    // 1: s1 p2 · 3: s5 p10 · 6: s6 p1 · 6: s7 p3 · 9: s2 p4 · 5: s9 p7 · 9: s6 p1 · 7: s8 p5 → 6
    ['13669597', 6],
    // 1: p2 · 2: p8 · 3: s1 p2 · 4: s6 p1 · 5: s6 p1 · 6: s7 p3 · 7: s10 p9 · 8: s7 p3 → 8
    ['12345678', 8],
  ])('check digit of %s is %i', (firstEight, digit) => {
    expect(germanVatIdCheckDigit(firstEight)).toBe(digit);
  });

  it.each([
    ['DE136695976', true],
    ['DE 123 456 788', true],
    ['DE123456789', false],
    ['DE12345678', false],
    ['ATU12345678', true],
    ['US123456789', false],
  ])('%s valid: %s', (id, valid) => expect(isValidVatId(id)).toBe(valid));
});

describe('BIC and Steuernummer', () => {
  it.each([
    ['COBADEFFXXX', true],
    ['COBADEFF', true],
    ['COBADEF', false],
    ['1OBADEFF', false],
  ])('BIC %s valid: %s', (bic, valid) => expect(isValidBic(bic)).toBe(valid));

  it.each([
    ['12/345/67890', true],
    ['123/456/78901', true],
    ['9181081508155', true],
    ['12/345/678', false],
    ['12-345-67890', false],
  ])('Steuernummer %s valid: %s', (taxNumber, valid) =>
    expect(isValidTaxNumber(taxNumber)).toBe(valid),
  );
});

describe('billing profile', () => {
  const profile = {
    name: 'Krankentransporte Nord GmbH',
    street: 'Hafenstraße',
    houseNumber: '12',
    zipCode: '20457',
    city: 'Hamburg',
    invoiceEmail: 'Rechnung@Example.org',
    vatId: 'de 136 695 976',
    iban: 'de89 3704 0044 0532 0130 00',
    bic: 'cobadeffxxx',
  };

  it('normalises ids and applies the payment term default', () => {
    const output = v.parse(IssuerBillingProfileInput, profile);
    expect(output).toMatchObject({
      vatId: 'DE136695976',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      invoiceEmail: 'rechnung@example.org',
      country: 'DE',
      paymentTermDays: 14,
    });
  });

  it('names every wrong field', () => {
    const result = v.safeParse(BillingProfileInput, {
      ...profile,
      zipCode: '2045',
      vatId: 'DE136695977',
      iban: 'DE89370400440532013001',
      bic: 'XX',
    });
    expect(Object.keys(v.flatten(result.issues!).nested!).sort()).toEqual(['bic', 'iban', 'vatId']);
  });

  it('asks an issuer for a tax id and an IBAN', () => {
    const result = v.safeParse(IssuerBillingProfileInput, {
      ...profile,
      vatId: '',
      iban: null,
    });
    expect(Object.keys(v.flatten(result.issues!).nested!).sort()).toEqual(['iban', 'taxNumber']);
    expect(v.safeParse(BillingProfileInput, { ...profile, vatId: '', iban: null }).success).toBe(
      true,
    );
  });
});
