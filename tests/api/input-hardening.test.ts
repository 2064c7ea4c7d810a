/**
 * Input the attack probe of issue 14 turned into 500s or silently altered data: numbers beyond
 * their column, text that is not valid Unicode, control and bidi-override characters, and a
 * retry of an idempotent write serialised anew.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteAddress } from '../../src/contract/favorite-address';
import type { Patient } from '../../src/contract/patient';
import { ApiClient, signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { favoriteAddressInput, idempotencyKey, patientInput } from './support/master-data';

let harness: Harness;
let client: ApiClient;
let patient: Patient;
let favorite: FavoriteAddress;
beforeAll(async () => {
  harness = await startHarness();
  ({ client } = await signedInUser(harness));
  patient = (await client.post<Patient>('/v1/patients', patientInput())).body;
  favorite = (await client.post<FavoriteAddress>('/v1/favorite-addresses', favoriteAddressInput()))
    .body;
});
afterAll(() => harness.close());

/** Sends `json` as written, so numbers and escapes reach the server exactly as a client sent them. */
const sendRaw = (
  method: string,
  path: string,
  json: string,
  headers: Record<string, string> = {},
) =>
  client.request(method, path, {
    body: json,
    headers: { 'content-type': 'application/json', ...headers },
  });

const VERSION_MESSAGE = 'Versionsangabe fehlt oder ist ungültig.';
const UNICODE_MESSAGE = 'Enthält ungültige Zeichen (kein gültiger Unicode-Text).';
const SINGLE_LINE_MESSAGE =
  'Bitte in einer Zeile, ohne Tabulatoren, Steuer- oder Textrichtungszeichen.';

describe('numbers beyond their column', () => {
  it.each(['2147483648', '1e308', '9007199254740993'])(
    'version %s is a 422 naming version, on patients and favorite addresses',
    async (version) => {
      for (const [path, record] of [
        [`/v1/patients/${patient.id}`, patientInput()],
        [`/v1/favorite-addresses/${favorite.id}`, favoriteAddressInput()],
      ] as const) {
        const json = JSON.stringify(record).replace(/}$/, `,"version":${version}}`);
        const response = await sendRaw('PUT', path, json);
        expect(response.status, path).toBe(422);
        expect(response.body.errors).toEqual({ version: [VERSION_MESSAGE] });
      }
    },
  );
});

describe('text that is not valid Unicode', () => {
  it('is a 422 naming each field, never stored as U+FFFD', async () => {
    // JSON.stringify would escape the lone surrogate too; written by hand to be explicit.
    const json = JSON.stringify(patientInput())
      .replace('"Invalidenstraße"', '"Invaliden\\ud800straße"')
      .replace('"AOK Nordost"', '"AOK \\udc00Nordost"')
      .replace('"Meier"', '"Me\\ud83dier"');
    const response = await sendRaw('POST', '/v1/patients', json);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'address.street': [UNICODE_MESSAGE],
      'insurer.name': [UNICODE_MESSAGE],
      lastName: [UNICODE_MESSAGE],
    });
  });

  it('is a 422 in fields no text rule covers, such as a password', async () => {
    const response = await new ApiClient(harness).request('POST', '/v1/auth/login', {
      body: '{"email":"anna@example.org","password":"geheim\\ud800geheim"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ password: [UNICODE_MESSAGE] });
  });

  it('keeps well-formed emoji and umlauts as sent', async () => {
    const created = await client.post<Patient>(
      '/v1/patients',
      patientInput({
        lastName: 'Müller 🚑',
        address: { ...patientInput().address!, street: 'Straße 😀' },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.lastName).toBe('Müller 🚑');
    expect(created.body.address!.street).toBe('Straße 😀');
  });
});

describe('control and text-direction characters', () => {
  it.each([
    ['a control character', 'Anna\u0001\u0007\u001b'],
    ['a line break', 'Anna\nMeier'],
    ['the right-to-left override', 'Anna\u202eMeier'],
    ['an isolate', 'Anna\u2066Meier\u2069'],
  ])('%s in a name or a street is a 422, in both languages', async (_label, value) => {
    const response = await client.post('/v1/patients', {
      ...patientInput({ firstName: value }),
      address: { ...patientInput().address!, street: value },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      firstName: [SINGLE_LINE_MESSAGE],
      'address.street': [SINGLE_LINE_MESSAGE],
    });
    const english = await client.post(
      '/v1/favorite-addresses',
      favoriteAddressInput({ name: value }),
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.status).toBe(422);
    expect(english.body.errors).toEqual({
      name: ['Please use one line, without tabs, control or text-direction characters.'],
    });
  });

  it('line breaks and tabs stay allowed in a patient note, other controls do not', async () => {
    const note = 'Rollstuhl mitbringen.\nBitte\tklingeln.';
    const created = await client.post<Patient>('/v1/patients', patientInput({ note }));
    expect(created.status).toBe(201);
    expect(created.body.note).toBe(note);
    const refused = await client.post(
      '/v1/patients',
      patientInput({ particularities: 'a\u202eb' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      particularities: ['Enthält unzulässige Steuer- oder Textrichtungszeichen.'],
    });
  });
});

describe('idempotent retries serialised anew', () => {
  it('replay when the JSON differs only in spacing and key order, 1423 when it differs', async () => {
    const key = idempotencyKey();
    const input = favoriteAddressInput({ name: 'Kanonische Praxis' });
    const first = await sendRaw('POST', '/v1/favorite-addresses', JSON.stringify(input), {
      'idempotency-key': key,
    });
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(input).reverse());
    const replay = await sendRaw(
      'POST',
      '/v1/favorite-addresses',
      `\n${JSON.stringify(reordered, null, 2)}  `,
      { 'idempotency-key': key },
    );
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);

    const other = await sendRaw(
      'POST',
      '/v1/favorite-addresses',
      JSON.stringify({ ...input, name: 'Andere Praxis' }),
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(422);
    expect(other.body.code).toBe(1423);
  });
});

describe('invisible format characters', () => {
  it('are removed from names, streets and searches, and notes keep only the joiners', async () => {
    const created = await client.post<Patient>('/v1/patients', {
      ...patientInput({ lastName: 'Zero\u200bwidth', note: 'Bitte\u00ad klingeln 👨\u200d👩' }),
      address: { ...patientInput().address!, street: '\ufeffHaupt\u2060straße' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      lastName: 'Zerowidth',
      note: 'Bitte klingeln 👨\u200d👩',
      address: { street: 'Hauptstraße' },
    });
    const found = await client.get(`/v1/patients?search=${encodeURIComponent('Zero\u200cwidth')}`);
    expect(found.body.data.map((row: Patient) => row.id)).toContain(created.body.id);
  });

  it('make no look-alike team: "Station\u200b3B" is "Station3B", whose name is taken', async () => {
    const admin = await signedInUser(harness);
    const first = await admin.client.post('/v1/teams', { name: 'Station3B' });
    expect(first.status).toBe(201);
    const lookAlike = await admin.client.post('/v1/teams', { name: 'Station\u200b3B' });
    expect(lookAlike.status).toBe(422);
    expect(lookAlike.body.errors).toHaveProperty('name');
  });
});
