import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { ApiClient, PASSWORD, confirmedUser, registration, signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** The attributes of the refresh cookie in a Set-Cookie header, by lower-case name. */
function refreshCookie(headers: Headers) {
  const header = headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
  if (!header) return undefined;
  const [pair, ...rest] = header.split(';').map((part) => part.trim());
  const attributes = new Map(
    rest.map((attribute) => {
      const [name, ...value] = attribute.split('=');
      return [name!.toLowerCase(), value.join('=')] as const;
    }),
  );
  return { value: pair!.slice('refresh_token='.length), attributes };
}

describe('POST /v1/auth/login', () => {
  it('answers the stored session shape of PRODUCT.md §7', async () => {
    const { client, input, userId } = await confirmedUser(harness, 'transport_company');
    const before = Math.floor(harness.clock.now().getTime() / 1000);
    const response = await client.login(input.email, PASSWORD);
    const after = Math.floor(harness.clock.now().getTime() / 1000);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      expire: expect.any(Number),
      user: {
        id: userId,
        email: input.email,
        firstName: 'Anna',
        lastName: 'Meier',
        phone: input.phone,
        role: 'admin',
        language: 'de',
        organization: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: input.organization,
          type: { value: 'T' },
        },
        // The teams the user is in (none yet): the default team of their work.
        teams: [],
      },
    });
    // Unix seconds, fifteen minutes ahead.
    expect(response.body.expire).toBeGreaterThanOrEqual(before + 900);
    expect(response.body.expire).toBeLessThanOrEqual(after + 900);
  });

  it.each([
    ['medical_facility', 'MD'],
    ['retirement_home', 'RH'],
  ] as const)('gives a %s user organization.type.value %s', async (accountType, type) => {
    const { user } = await signedInUser(harness, accountType);
    expect(user.organization.type.value).toBe(type);
  });

  it('sets the refresh cookie HttpOnly, SameSite=Strict, Path=/v1/auth and not Secure on http', async () => {
    const { input } = await confirmedUser(harness);
    const response = await new ApiClient(harness).login(input.email, PASSWORD);
    const cookie = refreshCookie(response.headers)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Strict');
    expect(cookie.attributes.get('path')).toBe('/v1/auth');
    expect(cookie.attributes.has('secure')).toBe(false);
    expect(cookie.attributes.has('domain')).toBe(false);
    expect(Number(cookie.attributes.get('max-age'))).toBe(30 * 86_400);
    // The token is never in the body.
    expect(JSON.stringify(response.body)).not.toContain(cookie.value);
  });

  it('marks the refresh cookie Secure when PUBLIC_URL is https', async () => {
    const https = await startHarness({
      publicUrl: 'https://kt.example.org',
      database: harness.database,
    });
    try {
      const { input } = await confirmedUser(https);
      const response = await new ApiClient(https).login(input.email, PASSWORD);
      const cookie = refreshCookie(response.headers)!;
      expect(cookie.attributes.has('secure')).toBe(true);
      expect(cookie.attributes.get('samesite')).toBe('Strict');
      expect(cookie.attributes.get('path')).toBe('/v1/auth');
      expect(cookie.attributes.has('httponly')).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('answers a wrong password and an unknown address alike with 401/1001', async () => {
    const { input } = await confirmedUser(harness);
    const client = new ApiClient(harness);
    const wrongPassword = await client.login(input.email, 'Falsches-Passwort-1');
    const unknownEmail = await client.login(`nobody.${randomUUID()}@example.org`, PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        code: 1001,
        message: 'E-Mail-Adresse oder Passwort ist falsch.',
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    client.language = 'en';
    const english = await client.login(input.email, 'Falsches-Passwort-1');
    expect(english.body).toEqual({ code: 1001, message: 'Wrong e-mail address or password.' });
  });

  it('refuses an unconfirmed account with 403/1004 only after the right password', async () => {
    const client = new ApiClient(harness);
    const input = registration();
    await client.post('/v1/auth/register', input);
    const wrong = await client.login(input.email, 'falsches-passwort');
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe(1001);
    const right = await client.login(input.email, PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body.code).toBe(1004);
    expect(right.body.message).toMatch(/bestätigen Sie zuerst Ihre E-Mail-Adresse/);
    expect(right.headers.getSetCookie()).toEqual([]);
    const [row] = await harness.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .where(eq(users.email, input.email));
    expect(row).toBeUndefined();
  });

  it('treats the e-mail address case-insensitively and trims it', async () => {
    const { input } = await confirmedUser(harness);
    const client = new ApiClient(harness);
    const response = await client.login(`  ${input.email.toUpperCase()} `, PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(input.email);
  });

  it('is case-sensitive in the password', async () => {
    const { input } = await confirmedUser(harness);
    const response = await new ApiClient(harness).login(input.email, PASSWORD.toUpperCase());
    expect(response.status).toBe(401);
  });

  it('names every missing field', async () => {
    const client = new ApiClient(harness);
    const response = await client.post('/v1/auth/login', { email: '', password: '' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'password']);
    expect(response.body.errors.email).toContain('Bitte ausfüllen.');
    expect(response.body.errors.password).toEqual(['Bitte ausfüllen.']);
    const tooLong = await client.post('/v1/auth/login', {
      email: 'a@b.de',
      password: 'x'.repeat(129),
    });
    expect(tooLong.body.errors).toEqual({ password: ['Höchstens 128 Zeichen.'] });
  });

  it('creates a session per login with the user agent', async () => {
    const { input, userId } = await confirmedUser(harness);
    const phone = new ApiClient(harness);
    const desktop = new ApiClient(harness);
    await phone.login(input.email, PASSWORD, { headers: { 'user-agent': 'Phone/1.0' } });
    await desktop.login(input.email, PASSWORD, { headers: { 'user-agent': 'Desktop/2.0' } });
    const rows = await harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(rows.map((row) => row.userAgent).sort()).toEqual(['Desktop/2.0', 'Phone/1.0']);
    expect(phone.cookies.get('refresh_token')).not.toBe(desktop.cookies.get('refresh_token'));
  });
});
