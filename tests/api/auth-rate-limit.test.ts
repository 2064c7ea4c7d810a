/**
 * Login limits (5 failures per account, 30 per client address, in 15 minutes) live in the
 * database, so they hold across app instances. The client address comes from X-Forwarded-For
 * behind a trusted proxy; each test uses its own documentation-range addresses.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, PASSWORD, confirmedUser, registration, signedInUser } from './support/client';
import { dbKind, startHarness, type Harness } from './support/harness';

let harness: Harness;
let client: ApiClient;
beforeAll(async () => {
  harness = await startHarness({ trustProxy: true });
  client = new ApiClient(harness);
});
afterAll(() => harness.close());

let nextAddress = 1;
/** A fresh client address per test, so the per-IP counters of tests do not mix. */
const freshAddress = () => `198.51.100.${nextAddress++}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

function expectTooMany(response: { status: number; body: unknown; headers: Headers }) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    code: 1429,
    message: 'Zu viele Versuche. Bitte warten Sie einen Moment.',
  });
  const retryAfter = response.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  return Number(retryAfter);
}

describe('per account', () => {
  it('refuses the 6th attempt within 15 minutes, even with the right password', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) {
      const wrong = await client.login(input.email, `Falsch-${i}-Passwort`, from(ip));
      expect(wrong.status, `attempt ${i + 1}`).toBe(401);
    }
    const sixth = await client.login(input.email, PASSWORD, from(ip));
    const retryAfter = expectTooMany(sixth);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(sixth.headers.getSetCookie()).toEqual([]);

    // Another address does not help: the limit is on the account.
    expectTooMany(await client.login(input.email, PASSWORD, from(freshAddress())));

    // Retry-After counts down with the clock, and the window frees after 15 minutes.
    harness.clock.advance(600);
    const later = expectTooMany(await client.login(input.email, PASSWORD, from(ip)));
    expect(later).toBeGreaterThan(290);
    expect(later).toBeLessThanOrEqual(300);
    harness.clock.advance(301);
    expect((await client.login(input.email, PASSWORD, from(ip))).status).toBe(200);
  });

  it('answers in English with Accept-Language: en', async () => {
    const { input } = await confirmedUser(harness);
    const english = new ApiClient(harness);
    english.language = 'en';
    for (let i = 0; i < 5; i++) await english.login(input.email, 'Falsch-Passwort');
    const response = await english.login(input.email, PASSWORD);
    expect(response.status).toBe(429);
    expect(response.body.message).toBe('Too many attempts. Please wait a moment.');
  });

  it('counts the address case-insensitively', async () => {
    const { input } = await confirmedUser(harness);
    const spellings = [
      input.email,
      input.email.toUpperCase(),
      ` ${input.email} `,
      input.email.replace(/^a/, 'A'),
      input.email.toUpperCase(),
    ];
    for (const spelling of spellings) await client.login(spelling, 'Falsch-Passwort');
    expect((await client.login(input.email, PASSWORD)).status).toBe(429);
  });

  it('limits unknown addresses alike, so the answer tells nothing about an account', async () => {
    const unknown = `nobody.${randomUUID()}@example.org`;
    for (let i = 0; i < 5; i++) {
      expect((await client.login(unknown, 'Falsch-Passwort')).status).toBe(401);
    }
    expectTooMany(await client.login(unknown, 'Falsch-Passwort'));
  });

  it('starts counting afresh after a successful login', async () => {
    const { input } = await confirmedUser(harness);
    for (let i = 0; i < 4; i++) await client.login(input.email, 'Falsch-Passwort');
    expect((await client.login(input.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) await client.login(input.email, 'Falsch-Passwort');
    expect((await client.login(input.email, PASSWORD)).status).toBe(200);
  });

  it('does not count a refused unconfirmed login as a failure', async () => {
    const fresh = new ApiClient(harness);
    const input = registration();
    await fresh.post('/v1/auth/register', input);
    for (let i = 0; i < 6; i++) {
      expect((await fresh.login(input.email, PASSWORD)).body.code).toBe(1004);
    }
  });

  it('counts wrong current passwords at PUT /v1/account/password too', async () => {
    const { client: user, input } = await signedInUser(harness);
    const change = (oldPassword: string) =>
      user.put('/v1/account/password', {
        oldPassword,
        password: 'Neues-Passwort-2026',
        passwordRetry: 'Neues-Passwort-2026',
      });
    for (let i = 0; i < 5; i++) expect((await change('Falsch-Passwort')).status).toBe(422);
    expectTooMany(await change(PASSWORD));
    expectTooMany(await new ApiClient(harness).login(input.email, PASSWORD));
  });
});

describe('per client address', () => {
  it('refuses the 31st failure from one address for any account, not from another address', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    // Thirty different accounts, so the per-account limit never triggers.
    for (let i = 0; i < 30; i++) {
      const response = await client.login(`guess.${i}.${randomUUID()}@example.org`, 'x', from(ip));
      expect(response.status, `attempt ${i + 1}`).toBe(401);
    }
    const retryAfter = expectTooMany(await client.login(input.email, PASSWORD, from(ip)));
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await client.login(input.email, PASSWORD, from(freshAddress()))).status).toBe(200);

    harness.clock.advance(15 * 60 + 1);
    expect((await client.login(input.email, PASSWORD, from(ip))).status).toBe(200);
  });

  it('does not reset on a successful login from that address', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    for (let i = 0; i < 29; i++) {
      await client.login(`guess.${i}.${randomUUID()}@example.org`, 'x', from(ip));
    }
    expect((await client.login(input.email, PASSWORD, from(ip))).status).toBe(200);
    await client.login(`guess.${randomUUID()}@example.org`, 'x', from(ip));
    expect((await client.login(input.email, PASSWORD, from(ip))).status).toBe(429);
  });

  it('takes the address the trusted proxy appended, not what the client put before it', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    for (let i = 0; i < 30; i++) {
      const spoofed = { headers: { 'x-forwarded-for': `10.0.${i}.1, ${ip}` } };
      await client.login(`guess.${i}.${randomUUID()}@example.org`, 'x', spoofed);
    }
    const response = await client.login(input.email, PASSWORD, {
      headers: { 'x-forwarded-for': `10.9.9.9,${ip}` },
    });
    expect(response.status).toBe(429);
  });
});

describe('shared between app instances', () => {
  it('holds across two instances on the same database', async () => {
    // On PGlite the second app shares the Database object; on PostgreSQL it opens its own pool.
    const second = await startHarness({
      trustProxy: true,
      database: dbKind() === 'pglite' ? harness.database : undefined,
    });
    try {
      const { input } = await confirmedUser(harness);
      const one = new ApiClient(harness);
      const two = new ApiClient(second);
      for (let i = 0; i < 3; i++) await one.login(input.email, 'Falsch-Passwort');
      for (let i = 0; i < 2; i++) await two.login(input.email, 'Falsch-Passwort');
      expectTooMany(await one.login(input.email, PASSWORD));
      expectTooMany(await two.login(input.email, PASSWORD));

      const ip = freshAddress();
      for (let i = 0; i < 30; i++) {
        const app = i % 2 === 0 ? one : two;
        await app.login(`guess.${i}.${randomUUID()}@example.org`, 'x', from(ip));
      }
      const { input: other } = await confirmedUser(harness);
      expectTooMany(await two.login(other.email, PASSWORD, from(ip)));
      expectTooMany(await one.login(other.email, PASSWORD, from(ip)));
    } finally {
      await second.close();
    }
  });
});
