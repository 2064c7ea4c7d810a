/**
 * /v1/patients input checks with the shared contract schemas: every offending field is named
 * (422/1422) in the caller's language, bad list queries are 400/1400, and nothing is a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/client';
import { signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { patientInput } from './support/master-data';

let harness: Harness;
let client: ApiClient;
let english: ApiClient;
beforeAll(async () => {
  harness = await startHarness();
  ({ client } = await signedInUser(harness));
  english = client.device();
  english.token = client.token;
  english.language = 'en';
});
afterAll(() => harness.close());

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function errorsOf(body: unknown, as: ApiClient = client) {
  const response = await as.post('/v1/patients', body);
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.code).toBe(1422);
  return response.body.errors as Record<string, string[]>;
}

describe('patients: field rules, in German', () => {
  it('names every missing required field', async () => {
    const errors = await errorsOf({});
    expect(errors).toEqual({
      firstName: ['Bitte ausfüllen.'],
      lastName: ['Bitte ausfüllen.'],
      gender: ['Bitte ausfüllen.'],
      birthday: ['Bitte ausfüllen.'],
    });
  });

  it('checks the KVNR format and its check digit', async () => {
    expect(
      (await errorsOf(patientInput({ healthInsuranceNumber: '1234567890' }))).healthInsuranceNumber,
    ).toEqual(['Die Versichertennummer besteht aus einem Großbuchstaben und 9 Ziffern.']);
    expect(
      (await errorsOf(patientInput({ healthInsuranceNumber: 'X11041167' }))).healthInsuranceNumber,
    ).toEqual(['Die Versichertennummer besteht aus einem Großbuchstaben und 9 Ziffern.']);
    expect(
      (await errorsOf(patientInput({ healthInsuranceNumber: 'X110411676' }))).healthInsuranceNumber,
    ).toEqual(['Die Prüfziffer der Versichertennummer stimmt nicht.']);
    for (const valid of ['X110411675', 'A123456780']) {
      expect(
        (await client.post('/v1/patients', patientInput({ healthInsuranceNumber: valid }))).status,
      ).toBe(201);
    }
  });

  it('accepts only real calendar dates, not in the future', async () => {
    for (const birthday of ['2023-02-29', '1950-13-01', '1950-04-31', '17.05.1941', 'gestern']) {
      expect((await errorsOf(patientInput({ birthday }))).birthday).toEqual([
        'Bitte ein gültiges Datum eingeben (tt.mm.jjjj).',
      ]);
    }
    expect((await errorsOf(patientInput({ birthday: inDays(2) }))).birthday).toEqual([
      'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    ]);
    expect((await errorsOf(patientInput({ birthday: '1850-01-01' }))).birthday).toEqual([
      'Das Geburtsdatum liegt zu weit zurück.',
    ]);
    expect(
      (await client.post('/v1/patients', patientInput({ birthday: '2024-02-29' }))).status,
    ).toBe(201);
    expect((await client.post('/v1/patients', patientInput({ birthday: inDays(-1) }))).status).toBe(
      201,
    );
  });

  it('requires five-digit postcodes in Germany only', async () => {
    const address = patientInput().address!;
    for (const zipCode of ['1011', '101155', 'ABCDE']) {
      expect(
        (await errorsOf(patientInput({ address: { ...address, zipCode } })))['address.zipCode'],
      ).toEqual(['Deutsche Postleitzahlen haben 5 Ziffern.']);
    }
    const abroad = { ...address, zipCode: '1010', country: 'AT' };
    expect((await client.post('/v1/patients', patientInput({ address: abroad }))).status).toBe(201);
    expect(
      (await errorsOf(patientInput({ address: { ...address, country: 'Deutschland' } })))[
        'address.country'
      ],
    ).toEqual(['Bitte ein Land auswählen.']);
  });

  it('names the missing parts of an address', async () => {
    const errors = await errorsOf(
      patientInput({ address: { street: '', city: 'Berlin' } as never }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'address.houseNumber',
      'address.street',
      'address.zipCode',
    ]);
  });

  it('limits lengths', async () => {
    const errors = await errorsOf(
      patientInput({
        firstName: 'a'.repeat(101),
        lastName: 'b'.repeat(101),
        note: 'c'.repeat(2001),
        particularities: 'd'.repeat(2001),
        insurer: { name: 'e'.repeat(151) },
      }),
    );
    expect(errors).toEqual({
      firstName: ['Höchstens 100 Zeichen.'],
      lastName: ['Höchstens 100 Zeichen.'],
      note: ['Höchstens 2000 Zeichen.'],
      particularities: ['Höchstens 2000 Zeichen.'],
      'insurer.name': ['Höchstens 150 Zeichen.'],
    });
    const longest = patientInput({ firstName: 'a'.repeat(100), note: 'c'.repeat(2000) });
    expect((await client.post('/v1/patients', longest)).status).toBe(201);
  });

  it('knows the genders man and woman only', async () => {
    for (const gender of ['divers', 'MAN', '', 1]) {
      expect((await errorsOf(patientInput({ gender: gender as never }))).gender).toEqual([
        'Bitte ein Geschlecht auswählen.',
      ]);
    }
  });

  it('checks phone numbers and IK numbers', async () => {
    const errors = await errorsOf(
      patientInput({ phoneNumber: 'bitte anrufen', insurer: { name: 'AOK', ik: '12345' } }),
    );
    expect(errors).toEqual({
      phoneNumber: ['Bitte eine gültige Telefonnummer eingeben (Ziffern, +, Leerzeichen, /, -).'],
      'insurer.ik': ['Das Institutionskennzeichen (IK) hat 9 Ziffern.'],
    });
    for (const phoneNumber of ['030 1234567', '+49 (30) 123-456', '0171/1234567']) {
      expect((await client.post('/v1/patients', patientInput({ phoneNumber }))).status).toBe(201);
    }
  });

  it('rejects values of the wrong type', async () => {
    const errors = await errorsOf({
      ...patientInput(),
      firstName: 42,
      note: { x: 1 },
      address: 'Berlin',
    });
    expect(Object.keys(errors).sort()).toEqual(['address', 'firstName', 'note']);
  });
});

describe('patients: field rules, in English', () => {
  it('answers the messages in English with Accept-Language: en', async () => {
    const errors = await errorsOf(
      patientInput({
        firstName: '',
        gender: 'x' as never,
        birthday: '2025-02-30',
        healthInsuranceNumber: 'X110411676',
        phoneNumber: 'abc',
        address: { ...patientInput().address!, zipCode: '123' },
      }),
      english,
    );
    expect(errors).toEqual({
      firstName: ['Please fill in this field.'],
      gender: ['Please choose a gender.'],
      birthday: ['Please enter a valid date (dd/mm/yyyy).'],
      healthInsuranceNumber: ['The check digit of the insurance number is wrong.'],
      phoneNumber: ['Please enter a valid phone number (digits, +, spaces, /, -).'],
      'address.zipCode': ['German postcodes have 5 digits.'],
    });
    const future = await errorsOf(patientInput({ birthday: inDays(3) }), english);
    expect(future.birthday).toEqual(['The date of birth cannot be in the future.']);
    const response = await english.post('/v1/patients', {});
    expect(response.body.message).toBe('Please check the marked fields.');
  });
});

describe('patients: malformed requests', () => {
  it('answers bad JSON and other content types with 400/1400', async () => {
    const cases = [
      { body: '{"firstName":', headers: { 'content-type': 'application/json' } },
      { body: 'firstName=Anna', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { body: JSON.stringify(patientInput()), headers: { 'content-type': 'text/plain' } },
    ];
    for (const { body, headers } of cases) {
      const response = await client.request('POST', '/v1/patients', { body, headers });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(1400);
    }
  });

  it('answers bad list query values with 400/1400 and names them', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'page=1.5',
      'page=1e308',
      'per_page=101',
      'per_page=0',
      'sort=gender',
      'sort=-note',
      `search=${'x'.repeat(101)}`,
    ]) {
      const response = await client.get(`/v1/patients?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe(1400);
      expect(Object.keys(response.body.errors)).toEqual([query.split('=')[0]]);
    }
  });

  it('never answers junk bodies with a 500', async () => {
    const junk: unknown[] = [
      null,
      [],
      'Anna',
      42,
      true,
      { firstName: null, lastName: [], gender: {}, birthday: 19410517 },
      { ...patientInput(), address: [] },
      { ...patientInput(), insurer: 'AOK' },
      { ...patientInput(), id: 12 },
      { ...patientInput(), version: 'eins' },
      { ...patientInput(), birthday: '1941-05-17T00:00:00Z' },
      { ...patientInput(), firstName: 'Anna\u0000' },
      { ...patientInput(), __proto__: { admin: true } },
      { ...patientInput(), constructor: { prototype: { x: 1 } } },
      JSON.parse('{"firstName":"a","__proto__":{"polluted":1}}'),
      { ...patientInput(), lastName: '😀'.repeat(100) },
      { ...patientInput(), note: 'x'.repeat(200_000) },
    ];
    for (const body of junk) {
      const post = await client.post('/v1/patients', body);
      expect(post.status, JSON.stringify(body)?.slice(0, 80)).toBeLessThan(500);
      const put = await client.put(`/v1/patients/${crypto.randomUUID()}`, body);
      expect(put.status).toBeLessThan(500);
    }
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const response = await client.request('POST', '/v1/patients', {
      body: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never answers random bytes with a 500', async () => {
    for (let i = 0; i < 30; i++) {
      const bytes = crypto.getRandomValues(new Uint8Array(1 + Math.floor(Math.random() * 300)));
      const response = await client.request('POST', '/v1/patients', {
        body: bytes,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBeLessThan(500);
    }
  });
});
