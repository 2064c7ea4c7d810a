/**
 * Login throttling (issue 14, OWASP): growing delays instead of hard locks, per account and
 * address pair first, then per account and per address; a device that signed in before is
 * throttled on its own, so guessing elsewhere never blocks the owner's right password there.
 * Registrations and mail requests are limited per address and per target. Everything lives in
 * the database, so it holds across app instances. The client address comes from X-Forwarded-For
 * behind a trusted proxy; each test uses its own documentation-range addresses.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  PASSWORD,
  confirmedUser,
  registration,
  signedInUser,
  uniqueAddress,
} from './support/client';
import { dbKind, startHarness, type Harness } from './support/harness';

let harness: Harness;
let client: ApiClient;
beforeAll(async () => {
  harness = await startHarness({ trustProxy: true });
  // Delays are seconds long: only the test moves time, however slow the machine.
  harness.clock.freeze();
  client = new ApiClient(harness);
});
afterAll(() => harness.close());

/** A fresh client address per test, so the per-address counters of tests do not mix. */
const freshAddress = uniqueAddress;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const WRONG = 'Falsch-Passwort-1';

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

/** `count` wrong passwords in a row, each answered 401. */
async function fail(login: () => Promise<{ status: number }>, count: number) {
  for (let i = 0; i < count; i++) expect((await login()).status, `failure ${i + 1}`).toBe(401);
}

describe('per account and client address', () => {
  it('lets 5 wrong passwords through, then makes each next attempt wait, doubling from 2 s', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    await fail(() => client.login(input.email, WRONG, from(ip)), 5);
    const sixth = await client.login(input.email, PASSWORD, from(ip));
    expect(expectTooMany(sixth)).toBe(2);
    expect(sixth.headers.getSetCookie()).toEqual([]);

    harness.clock.advance(2);
    await fail(() => client.login(input.email, WRONG, from(ip)), 1);
    expect(expectTooMany(await client.login(input.email, PASSWORD, from(ip)))).toBe(4);
    harness.clock.advance(3);
    expect(expectTooMany(await client.login(input.email, PASSWORD, from(ip)))).toBe(1);
    harness.clock.advance(1);
    expect((await client.login(input.email, PASSWORD, from(ip))).status).toBe(200);
  });

  it('grows the delay up to 15 minutes and no further: the guesser stays slow', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    const guesser = new ApiClient(harness);
    await fail(() => guesser.login(input.email, WRONG, from(ip)), 5);
    const delays: number[] = [];
    for (let i = 0; i < 11; i++) {
      const delay = expectTooMany(await guesser.login(input.email, WRONG, from(ip)));
      delays.push(delay);
      harness.clock.advance(delay);
      await fail(() => guesser.login(input.email, WRONG, from(ip)), 1);
    }
    expect(delays).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('does not slow the account down from another address while the pair waits', async () => {
    const { input } = await confirmedUser(harness);
    await fail(() => client.login(input.email, WRONG, from(freshAddress())), 5);
    expect((await client.login(input.email, PASSWORD, from(freshAddress()))).status).toBe(200);
  });

  it('answers in English with Accept-Language: en', async () => {
    const { input } = await confirmedUser(harness);
    const english = new ApiClient(harness);
    english.language = 'en';
    await fail(() => english.login(input.email, WRONG), 5);
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
    for (const spelling of spellings) await client.login(spelling, WRONG);
    expect((await client.login(input.email, PASSWORD)).status).toBe(429);
  });

  it('slows unknown addresses alike, so the answer tells nothing about an account', async () => {
    const unknown = `nobody.${randomUUID()}@example.org`;
    await fail(() => client.login(unknown, WRONG), 5);
    expect(expectTooMany(await client.login(unknown, WRONG))).toBe(2);
  });

  it('starts afresh after a successful login', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    const ward = new ApiClient(harness);
    await fail(() => ward.login(input.email, WRONG, from(ip)), 4);
    expect((await ward.login(input.email, PASSWORD, from(ip))).status).toBe(200);
    // Not the signed-in browser (its device cookie is throttled on its own): another one.
    const other = new ApiClient(harness);
    await fail(() => other.login(input.email, WRONG, from(ip)), 4);
    expect((await other.login(input.email, PASSWORD, from(ip))).status).toBe(200);
  });

  it('starts afresh after an hour without attempts', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    await fail(() => client.login(input.email, WRONG, from(ip)), 5);
    harness.clock.advance(2 + 3600);
    await fail(() => client.login(input.email, WRONG, from(ip)), 5);
    expect(expectTooMany(await client.login(input.email, PASSWORD, from(ip)))).toBe(2);
  });

  it('does not count a refused unconfirmed login as a failure', async () => {
    const fresh = new ApiClient(harness);
    const input = registration();
    await fresh.post('/v1/auth/register', input);
    for (let i = 0; i < 8; i++) {
      expect((await fresh.login(input.email, PASSWORD)).body.code).toBe(1004);
    }
  });
});

describe('per account from all addresses', () => {
  it('slows a guess spread over many addresses after 10 failures', async () => {
    const { input } = await confirmedUser(harness);
    for (let i = 0; i < 10; i++) {
      await fail(() => client.login(input.email, WRONG, from(freshAddress())), 1);
    }
    const retryAfter = expectTooMany(
      await client.login(input.email, PASSWORD, from(freshAddress())),
    );
    expect(retryAfter).toBe(2);
    harness.clock.advance(2);
    expect((await client.login(input.email, PASSWORD, from(freshAddress()))).status).toBe(200);
  });
});

describe('a device that signed in before (device cookie)', () => {
  it('sets a signed, HttpOnly device cookie for /v1/auth on a successful login', async () => {
    const { input, userId } = await confirmedUser(harness);
    const device = new ApiClient(harness);
    const login = await device.login(input.email, PASSWORD);
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('device='));
    expect(cookie).toMatch(
      new RegExp(
        `^device=${userId}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=/v1/auth; HttpOnly; SameSite=Strict$`,
      ),
    );
    // A refused login sets none.
    const refused = await new ApiClient(harness).login(input.email, WRONG);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('keeps the owner’s right password working while others guess, even from the same address', async () => {
    const { input } = await confirmedUser(harness);
    const hospital = freshAddress();
    const ward = new ApiClient(harness);
    expect((await ward.login(input.email, PASSWORD, from(hospital))).status).toBe(200);

    const guesser = new ApiClient(harness);
    for (let i = 0; i < 10; i++) await guesser.login(input.email, WRONG, from(freshAddress()));
    expectTooMany(await guesser.login(input.email, PASSWORD, from(hospital)));
    expectTooMany(await new ApiClient(harness).login(input.email, PASSWORD, from(hospital)));

    expect((await ward.login(input.email, PASSWORD, from(hospital))).status).toBe(200);
  });

  it('still slows guessing on that device', async () => {
    const { input } = await confirmedUser(harness);
    const device = new ApiClient(harness);
    await device.login(input.email, PASSWORD);
    await fail(() => device.login(input.email, WRONG), 5);
    expect(expectTooMany(await device.login(input.email, PASSWORD))).toBe(2);
  });

  it('trusts nothing forged, and no other account’s entry', async () => {
    const alice = await confirmedUser(harness);
    const bob = await confirmedUser(harness);
    const browser = new ApiClient(harness);
    await browser.login(bob.input.email, PASSWORD);
    const bobsCookie = browser.cookies.get('device')!;
    const [userId, nonce, signature] = bobsCookie.split('.') as [string, string, string];
    const forged = [
      bobsCookie,
      `${alice.userId}.${nonce}.${signature}`,
      `${alice.userId}.${nonce}.${'A'.repeat(43)}`,
      `${userId}.${nonce}`,
      'garbage',
    ];
    for (let i = 0; i < 10; i++) await client.login(alice.input.email, WRONG, from(freshAddress()));
    for (const cookie of forged) {
      const response = await client.login(alice.input.email, PASSWORD, {
        headers: { cookie: `device=${cookie}` },
      });
      expect(response.status, cookie).toBe(429);
    }
  });

  it('remembers the last users of a shared computer, each with their own entry', async () => {
    const users = [await confirmedUser(harness), await confirmedUser(harness)];
    const shared = new ApiClient(harness);
    for (const { input } of users) {
      expect((await shared.login(input.email, PASSWORD)).status).toBe(200);
    }
    expect(shared.cookies.get('device')!.split('~')).toHaveLength(2);
    for (const { input } of users) {
      for (let i = 0; i < 10; i++) await client.login(input.email, WRONG, from(freshAddress()));
    }
    for (const { input } of users) {
      expect((await shared.login(input.email, PASSWORD)).status).toBe(200);
    }
  });
});

describe('per client address over all accounts', () => {
  it('slows an address after 30 failures, not other addresses nor known devices', async () => {
    const { input } = await confirmedUser(harness);
    const known = new ApiClient(harness);
    await known.login(input.email, PASSWORD);
    const ip = freshAddress();
    // Thirty different accounts, so only the per-address count grows.
    for (let i = 0; i < 30; i++) {
      const response = await client.login(`guess.${i}.${randomUUID()}@example.org`, 'x', from(ip));
      expect(response.status, `attempt ${i + 1}`).toBe(401);
    }
    expect(expectTooMany(await new ApiClient(harness).login(input.email, PASSWORD, from(ip)))).toBe(
      1,
    );
    expect((await known.login(input.email, PASSWORD, from(ip))).status).toBe(200);
    expect(
      (await new ApiClient(harness).login(input.email, PASSWORD, from(freshAddress()))).status,
    ).toBe(200);

    // At most a minute apart: the ward behind the address is slowed, never locked out.
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      const delay = expectTooMany(
        await client.login(`x.${randomUUID()}@example.org`, 'x', from(ip)),
      );
      delays.push(delay);
      harness.clock.advance(delay);
      await client.login(`guess.${randomUUID()}@example.org`, 'x', from(ip));
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    harness.clock.advance(60);
    expect((await new ApiClient(harness).login(input.email, PASSWORD, from(ip))).status).toBe(200);
  });

  it('does not start afresh on a successful login from that address', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    for (let i = 0; i < 29; i++) {
      await client.login(`guess.${i}.${randomUUID()}@example.org`, 'x', from(ip));
    }
    expect((await new ApiClient(harness).login(input.email, PASSWORD, from(ip))).status).toBe(200);
    await client.login(`guess.${randomUUID()}@example.org`, 'x', from(ip));
    expectTooMany(await new ApiClient(harness).login(input.email, PASSWORD, from(ip)));
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

describe('the current password at PUT /v1/account/password', () => {
  it('is slowed after 5 wrong ones, without slowing the login', async () => {
    const { client: user, input } = await signedInUser(harness);
    const change = (oldPassword: string) =>
      user.put('/v1/account/password', {
        oldPassword,
        password: 'Neues-Passwort-2026',
        passwordRetry: 'Neues-Passwort-2026',
      });
    for (let i = 0; i < 5; i++) expect((await change(WRONG)).status).toBe(422);
    expect(expectTooMany(await change(PASSWORD))).toBe(2);
    expect((await new ApiClient(harness).login(input.email, PASSWORD)).status).toBe(200);
    harness.clock.advance(2);
    expect((await change(PASSWORD)).status).toBe(204);
  });
});

describe('registrations and mail requests per client address', () => {
  it('takes 20 registrations an hour from one address, then answers 429', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await client.post('/v1/auth/register', registration(), from(ip))).status).toBe(201);
    }
    const refused = await client.post('/v1/auth/register', registration(), from(ip));
    expect(expectTooMany(refused)).toBeGreaterThan(3590);
    expect(
      (await client.post('/v1/auth/register', registration(), from(freshAddress()))).status,
    ).toBe(201);
  });

  it.each(['request-recovery', 'resend-confirmation'])(
    'takes 20 requests an hour from one address at /v1/auth/%s',
    async (path) => {
      const ip = freshAddress();
      for (let i = 0; i < 20; i++) {
        const email = `someone.${randomUUID()}@example.org`;
        expect((await client.post(`/v1/auth/${path}`, { email }, from(ip))).status).toBe(202);
      }
      const email = `someone.${randomUUID()}@example.org`;
      expectTooMany(await client.post(`/v1/auth/${path}`, { email }, from(ip)));
      expect((await client.post(`/v1/auth/${path}`, { email }, from(freshAddress()))).status).toBe(
        202,
      );
    },
  );
  it('takes 60 reset-link checks an hour from one address, then answers 429', async () => {
    const ip = freshAddress();
    const link = () => ({ userId: randomUUID(), code: 'a'.repeat(43) });
    for (let i = 0; i < 60; i++) {
      const answer = await client.post('/v1/auth/check-reset-link', link(), from(ip));
      expect(answer.status).toBe(404);
    }
    expectTooMany(await client.post('/v1/auth/check-reset-link', link(), from(ip)));
    const other = await client.post('/v1/auth/check-reset-link', link(), from(freshAddress()));
    expect(other.status).toBe(404);
  });
});

describe('shared between app instances', () => {
  it('holds across two instances on the same database', async () => {
    // On PGlite the second app shares the Database object; on PostgreSQL it opens its own pool.
    const second = await startHarness({
      trustProxy: true,
      database: dbKind() === 'pglite' ? harness.database : undefined,
    });
    // The instances' clocks agree, as servers' clocks do (this file moved the first one on).
    second.clock.set(harness.clock.now());
    second.clock.freeze();
    try {
      const { input } = await confirmedUser(harness);
      const one = new ApiClient(harness);
      const two = new ApiClient(second);
      const ip = freshAddress();
      for (let i = 0; i < 3; i++) await one.login(input.email, WRONG, from(ip));
      for (let i = 0; i < 2; i++) await two.login(input.email, WRONG, from(ip));
      expectTooMany(await one.login(input.email, PASSWORD, from(ip)));
      expectTooMany(await two.login(input.email, PASSWORD, from(ip)));

      const shared = freshAddress();
      for (let i = 0; i < 30; i++) {
        const app = i % 2 === 0 ? one : two;
        await app.login(`guess.${i}.${randomUUID()}@example.org`, 'x', from(shared));
      }
      const { input: other } = await confirmedUser(harness);
      expectTooMany(await two.login(other.email, PASSWORD, from(shared)));
      expectTooMany(await one.login(other.email, PASSWORD, from(shared)));
    } finally {
      await second.close();
    }
  });
});
