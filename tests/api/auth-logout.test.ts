import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { ApiClient, PASSWORD, signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

function sessionId(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string })
    .sid;
}

async function revokedAt(token: string) {
  const [row] = await harness.database.db
    .select({ revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId(token)));
  return row!.revokedAt;
}

/** Checks from a separate client that neither the refresh cookie nor the access token works. */
async function expectLoggedOut(cookie: string, accessToken: string) {
  const probe = new ApiClient(harness);
  probe.cookies.set('refresh_token', cookie);
  const refresh = await probe.refresh();
  expect(refresh.status).toBe(401);
  expect(refresh.body.code).toBe(1002);
  const account = await probe.get('/v1/account', { token: accessToken });
  expect(account.status).toBe(401);
  expect(account.body.code).toBe(0);
}

const clearsCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .some(
      (c) =>
        /^refresh_token=;/.test(c) &&
        /Max-Age=0/i.test(c) &&
        /Path=\/v1\/auth/.test(c) &&
        /HttpOnly/.test(c) &&
        /SameSite=Strict/.test(c),
    );

describe('POST /v1/auth/logout', () => {
  it('answers 204, revokes the session and clears the cookie', async () => {
    const { client } = await signedInUser(harness);
    const cookie = client.cookies.get('refresh_token')!;
    const token = client.token!;
    const response = await client.post('/v1/auth/logout');
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(clearsCookie(response.headers)).toBe(true);
    expect(client.cookies.has('refresh_token')).toBe(false);
    expect(await revokedAt(token)).toBeInstanceOf(Date);
    await expectLoggedOut(cookie, token);
  });

  it('works with an expired access token and no cookie', async () => {
    const { client } = await signedInUser(harness);
    const cookie = client.cookies.get('refresh_token')!;
    const token = client.token!;
    harness.clock.advance(16 * 60);
    expect((await client.get('/v1/account')).body.code).toBe(1003);
    client.cookies.clear();
    const response = await client.post('/v1/auth/logout');
    expect(response.status).toBe(204);
    expect(await revokedAt(token)).toBeInstanceOf(Date);
    harness.clock.set(new Date());
    await expectLoggedOut(cookie, token);
  });

  it('works with only the refresh cookie', async () => {
    const { client } = await signedInUser(harness);
    const cookie = client.cookies.get('refresh_token')!;
    const token = client.token!;
    const response = await client.post('/v1/auth/logout', {}, { token: null });
    expect(response.status).toBe(204);
    expect(clearsCookie(response.headers)).toBe(true);
    await expectLoggedOut(cookie, token);
  });

  it('works with an empty body and no content type, as the client sends it', async () => {
    const { client } = await signedInUser(harness);
    const token = client.token!;
    const response = await client.request('POST', '/v1/auth/logout');
    expect(response.status).toBe(204);
    expect(await revokedAt(token)).toBeInstanceOf(Date);
  });

  it('logs out only this device', async () => {
    const { client, input } = await signedInUser(harness);
    const other = client.device();
    await other.login(input.email, PASSWORD);
    await client.post('/v1/auth/logout');
    expect((await other.get('/v1/account')).status).toBe(200);
    expect((await other.refresh()).status).toBe(200);
  });

  it('answers 204 without token or cookie and changes nothing', async () => {
    const { client } = await signedInUser(harness);
    const response = await new ApiClient(harness).post('/v1/auth/logout');
    expect(response.status).toBe(204);
    expect(clearsCookie(response.headers)).toBe(true);
    expect((await client.get('/v1/account')).status).toBe(200);
  });

  it('ignores a token signed with another key', async () => {
    const { client, userId } = await signedInUser(harness);
    const forged = await sign(
      { sub: userId, sid: sessionId(client.token!), exp: Math.floor(Date.now() / 1000) + 60 },
      'not-our-secret',
    );
    const response = await new ApiClient(harness).post('/v1/auth/logout', {}, { token: forged });
    expect(response.status).toBe(204);
    expect(await revokedAt(client.token!)).toBeNull();
    expect((await client.get('/v1/account')).status).toBe(200);
  });

  it('a repeated logout is still 204', async () => {
    const { client } = await signedInUser(harness);
    const token = client.token!;
    expect((await client.post('/v1/auth/logout')).status).toBe(204);
    expect((await client.post('/v1/auth/logout', {}, { token })).status).toBe(204);
  });
});
