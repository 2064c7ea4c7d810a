/**
 * `/v1/account*`. Runs behind a trusted proxy so that every device has a client address
 * (X-Forwarded-For), which the session list shows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, PASSWORD, signedInUser, uniqueAddress } from './support/client';
/** Client addresses of this file's devices, unique across test files (support/client.ts). */
const ADDRESSES = Array.from({ length: 51 }, uniqueAddress);

import { startHarness, type Harness } from './support/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ trustProxy: true });
});
afterAll(() => harness.close());

const NEW_PASSWORD = 'Neues-Passwort-2026!';

/** Logs the user in on another device with its own user agent and address. */
async function device(email: string, userAgent: string, ip: string) {
  const client = new ApiClient(harness);
  const login = await client.login(email, PASSWORD, {
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
  });
  expect(login.status).toBe(200);
  return client;
}

async function expectSignedOut(client: ApiClient) {
  const account = await client.get('/v1/account');
  expect(account.status).toBe(401);
  expect(account.body.code).toBe(0);
  const refresh = await client.refresh();
  expect(refresh.status).toBe(401);
  expect(refresh.body.code).toBe(1002);
}

describe('GET /v1/account', () => {
  it('answers the user as the login answer describes it', async () => {
    const { client, answer } = await signedInUser(harness, 'transport_company');
    const response = await client.get('/v1/account');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(answer.user);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('PUT /v1/account', () => {
  it('updates names, phone and language', async () => {
    const { client, user } = await signedInUser(harness);
    const response = await client.put('/v1/account', {
      firstName: '  Berta ',
      lastName: 'Schulz',
      phone: '+49 170 1234567',
      language: 'en',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...user,
      firstName: 'Berta',
      lastName: 'Schulz',
      phone: '+49 170 1234567',
      language: 'en',
    });
    expect((await client.get('/v1/account')).body).toEqual(response.body);
    const login = await new ApiClient(harness).login(user.email, PASSWORD);
    expect(login.body.user.language).toBe('en');
  });

  it('keeps the language when none is sent, and the phone is optional', async () => {
    const { client } = await signedInUser(harness, 'medical_facility', { language: 'en' });
    const withoutPhone = await client.put('/v1/account', { firstName: 'Anna', lastName: 'Meier' });
    expect(withoutPhone.status).toBe(200);
    expect(withoutPhone.body).toMatchObject({ phone: null, language: 'en' });
    const empty = await client.put('/v1/account', {
      firstName: 'Anna',
      lastName: 'Meier',
      phone: '',
    });
    expect(empty.body.phone).toBeNull();
    const nulled = await client.put('/v1/account', {
      firstName: 'Anna',
      lastName: 'Meier',
      phone: null,
    });
    expect(nulled.status).toBe(200);
    expect(nulled.body.phone).toBeNull();
  });

  it('names every invalid field, in the request language', async () => {
    const { client, user } = await signedInUser(harness);
    const body = { firstName: '', lastName: 'x'.repeat(101), phone: 'ruf an', language: 'fr' };
    const german = await client.put('/v1/account', body);
    expect(german.status).toBe(422);
    expect(german.body).toEqual({
      code: 1422,
      message: 'Bitte prüfen Sie die markierten Felder.',
      errors: {
        firstName: ['Bitte ausfüllen.'],
        lastName: ['Höchstens 100 Zeichen.'],
        phone: ['Bitte eine gültige Telefonnummer eingeben (Ziffern, +, Leerzeichen, /, -).'],
        language: ['Bitte Deutsch oder Englisch wählen.'],
      },
    });
    client.language = 'en';
    const english = await client.put('/v1/account', body);
    expect(english.body.errors).toMatchObject({
      firstName: ['Please fill in this field.'],
      language: ['Please choose German or English.'],
    });
    // Nothing was changed.
    expect((await client.get('/v1/account')).body).toEqual(user);
  });

  it('cannot change the e-mail address, role or organisation', async () => {
    const { client, user } = await signedInUser(harness);
    const response = await client.put('/v1/account', {
      firstName: 'Anna',
      lastName: 'Meier',
      phone: user.phone,
      email: 'other@example.org',
      role: 'member',
      organization: { id: randomUUID(), type: { value: 'T' } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(user);
  });
});

describe('PUT /v1/account/password', () => {
  const change = (client: ApiClient, oldPassword: string, password = NEW_PASSWORD) =>
    client.put('/v1/account/password', { oldPassword, password, passwordRetry: password });

  it('answers 422 on oldPassword when the current password is wrong', async () => {
    const { client, input } = await signedInUser(harness);
    const response = await change(client, 'Falsches-Passwort');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ oldPassword: ['Das aktuelle Passwort ist falsch.'] });
    client.language = 'en';
    expect((await change(client, 'Falsches-Passwort')).body.errors).toEqual({
      oldPassword: ['The current password is wrong.'],
    });
    expect((await new ApiClient(harness).login(input.email, PASSWORD)).status).toBe(200);
  });

  it('validates the new password', async () => {
    const { client } = await signedInUser(harness);
    const mismatch = await client.put('/v1/account/password', {
      oldPassword: PASSWORD,
      password: NEW_PASSWORD,
      passwordRetry: 'Anders-2026-Passwort',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({
      passwordRetry: ['Die Passwörter stimmen nicht überein.'],
    });
    const short = await change(client, PASSWORD, 'kurz');
    expect(Object.keys(short.body.errors)).toEqual(['password']);
    const missing = await client.put('/v1/account/password', {});
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'oldPassword',
      'password',
      'passwordRetry',
    ]);
  });

  it('refuses a password the meter calls weak, also one made of the person’s own name', async () => {
    const { client, input } = await signedInUser(harness);
    const weak = await change(client, PASSWORD, 'Passwort1234');
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual({
      password: [
        'Dieses Passwort ist zu leicht zu erraten. Ein längerer Satz aus mehreren Wörtern ist sicherer.',
      ],
    });
    const own = await change(client, PASSWORD, input.email.split('@')[0]);
    expect(own.status).toBe(422);
    expect(Object.keys(own.body.errors)).toEqual(['password']);
    expect((await new ApiClient(harness).login(input.email, PASSWORD)).status).toBe(200);
  });

  it('changes the password and ends the other sessions, not the current one', async () => {
    const { client, input } = await signedInUser(harness);
    const other = await device(input.email, 'Tablet/1', ADDRESSES[20]!);
    const response = await change(client, PASSWORD);
    expect(response.status).toBe(204);

    await expectSignedOut(other);
    expect((await client.get('/v1/account')).status).toBe(200);
    expect((await client.refresh()).status).toBe(200);
    expect((await client.get('/v1/account')).status).toBe(200);

    const fresh = new ApiClient(harness);
    expect((await fresh.login(input.email, PASSWORD)).status).toBe(401);
    expect((await fresh.login(input.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('GET /v1/account/sessions', () => {
  it('lists the live sessions, marking only the caller’s as current', async () => {
    const { input } = await signedInUser(harness);
    const phone = await device(input.email, 'Phone/1.0 (Android)', ADDRESSES[1]!);
    const desktop = await device(input.email, 'Desktop/2.0 (Windows)', ADDRESSES[2]!);
    const gone = await device(input.email, 'Old/0.1', ADDRESSES[3]!);
    await gone.post('/v1/auth/logout');
    // Another user's devices never show.
    await signedInUser(harness);

    const response = await phone.get('/v1/account/sessions');
    expect(response.status).toBe(200);
    const { data, total_rows } = response.body as {
      data: Array<Record<string, unknown>>;
      total_rows: number;
    };
    // The registration's own login plus the two live devices.
    expect(total_rows).toBe(3);
    expect(data).toHaveLength(3);
    const byAgent = new Map(data.map((s) => [s.userAgent, s]));
    expect(byAgent.get('Phone/1.0 (Android)')).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userAgent: 'Phone/1.0 (Android)',
      ip: ADDRESSES[1]!,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      lastUsedAt: expect.stringMatching(/Z$/),
      current: true,
    });
    expect(byAgent.get('Desktop/2.0 (Windows)')).toMatchObject({
      ip: ADDRESSES[2]!,
      current: false,
    });
    expect(data.filter((s) => s.current)).toHaveLength(1);
    expect(byAgent.has('Old/0.1')).toBe(false);

    const fromDesktop = await desktop.get('/v1/account/sessions');
    expect(
      (fromDesktop.body.data as Array<{ userAgent: string; current: boolean }>).find(
        (s) => s.current,
      )!.userAgent,
    ).toBe('Desktop/2.0 (Windows)');
  });

  it('lists the most recently used device first and leaves out expired sessions', async () => {
    const { input } = await signedInUser(harness);
    await device(input.email, 'Stale/1', ADDRESSES[9]!);
    harness.clock.advance(10 * 86_400);
    const fresh = await device(input.email, 'Fresh/1', ADDRESSES[10]!);
    const list = await fresh.get('/v1/account/sessions');
    expect(list.body.data.map((s: { userAgent: string }) => s.userAgent)).toEqual([
      'Fresh/1',
      'Stale/1',
      null,
    ]);

    // Thirty days after their last use the first two sessions have ended.
    harness.clock.advance(20 * 86_400 + 1);
    expect((await fresh.refresh()).status).toBe(200);
    const later = await fresh.get('/v1/account/sessions');
    expect(later.body.data.map((s: { userAgent: string }) => s.userAgent)).toEqual(['Fresh/1']);
  });
});

describe('POST /v1/account/logout', () => {
  it('logs out one of the user’s own other devices', async () => {
    const { client, input } = await signedInUser(harness);
    const other = await device(input.email, 'Tablet/2', ADDRESSES[30]!);
    const list = await client.get('/v1/account/sessions');
    const target = (list.body.data as Array<{ id: string; userAgent: string }>).find(
      (s) => s.userAgent === 'Tablet/2',
    )!;
    const response = await client.post('/v1/account/logout', { id: target.id });
    expect(response.status).toBe(204);
    await expectSignedOut(other);
    expect((await client.get('/v1/account')).status).toBe(200);
    const after = await client.get('/v1/account/sessions');
    expect((after.body.data as Array<{ id: string }>).map((s) => s.id)).not.toContain(target.id);
  });

  it('answers 404 for another user’s session or an unknown id, and logs nobody out', async () => {
    const alice = await signedInUser(harness);
    const bob = await signedInUser(harness);
    const bobs = await bob.client.get('/v1/account/sessions');
    const bobSession = bobs.body.data[0].id as string;

    const foreign = await alice.client.post('/v1/account/logout', { id: bobSession });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(1404);
    expect((await bob.client.get('/v1/account')).status).toBe(200);

    const unknown = await alice.client.post('/v1/account/logout', { id: randomUUID() });
    expect(unknown.status).toBe(404);
    // An already revoked own session is no longer there either.
    const other = await device(alice.input.email, 'Gone/1', ADDRESSES[40]!);
    const list = await alice.client.get('/v1/account/sessions');
    const goneId = (list.body.data as Array<{ id: string; userAgent: string }>).find(
      (s) => s.userAgent === 'Gone/1',
    )!.id;
    await other.post('/v1/auth/logout');
    expect((await alice.client.post('/v1/account/logout', { id: goneId })).status).toBe(404);
  });

  it('logs out every device, the current one included, with {all: true}', async () => {
    const { client, input } = await signedInUser(harness);
    const other = await device(input.email, 'Tablet/3', ADDRESSES[50]!);
    const response = await client.post('/v1/account/logout', { all: true });
    expect(response.status).toBe(204);
    await expectSignedOut(other);
    await expectSignedOut(client);
  });

  it('answers 422 to anything but {id} or {all: true}', async () => {
    const { client } = await signedInUser(harness);
    for (const body of [{}, { all: false }, { all: 'true' }, { id: 'abc' }, [], null]) {
      const response = await client.post('/v1/account/logout', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.code).toBe(1422);
    }
    expect((await client.get('/v1/account')).status).toBe(200);
  });
});

describe('without a token', () => {
  it.each([
    ['GET', '/v1/account'],
    ['PUT', '/v1/account'],
    ['PUT', '/v1/account/password'],
    ['GET', '/v1/account/sessions'],
    ['POST', '/v1/account/logout'],
  ])('%s %s answers 401/0', async (method, path) => {
    const client = new ApiClient(harness);
    const response = await client.request(method, path, {
      json: method === 'GET' ? undefined : { all: true },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 0, message: 'Bitte melden Sie sich an.' });
  });
});
