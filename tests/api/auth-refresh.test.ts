import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../server/db/schema';
import { ApiClient, signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const REFRESH_INVALID = {
  code: 1002,
  message: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A client presenting `cookie` as its refresh token (another tab, or a copied cookie). */
function withCookie(cookie: string): ApiClient {
  const client = new ApiClient(harness);
  client.cookies.set('refresh_token', cookie);
  return client;
}

function sessionId(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string })
    .sid;
}

const clearsCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .some((c) => /^refresh_token=;/.test(c) && /Max-Age=0/i.test(c) && /Path=\/v1\/auth/.test(c));

describe('POST /v1/auth/refresh', () => {
  it('rotates the cookie and answers a new access token that works', async () => {
    const { client, input, userId } = await signedInUser(harness, 'retirement_home');
    const seen = [client.cookies.get('refresh_token')!];
    for (let i = 0; i < 3; i++) {
      harness.clock.advance(1);
      const response = await client.refresh();
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        access_token: expect.any(String),
        expire: expect.any(Number),
        user: { id: userId, email: input.email, organization: { type: { value: 'RH' } } },
      });
      const cookie = client.cookies.get('refresh_token')!;
      expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(seen).not.toContain(cookie);
      seen.push(cookie);
      const header = response.headers.getSetCookie().join('\n');
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Strict/);
      expect(header).toMatch(/Path=\/v1\/auth/);
    }
    const account = await client.get('/v1/account');
    expect(account.status).toBe(200);
    expect(account.body.id).toBe(userId);

    // Stored only as hashes: no column of any row holds a token in plain text.
    const rows = await harness.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, sessionId(client.token!)));
    expect(rows).toHaveLength(4);
    const dump = JSON.stringify(rows);
    for (const cookie of seen) {
      expect(dump).not.toContain(cookie);
      expect(rows.map((row) => row.tokenHash)).toContain(sha256(cookie));
    }
    expect(rows.filter((row) => row.rotatedAt === null)).toHaveLength(1);
  });

  it('keeps the session: the refreshed token belongs to the same device', async () => {
    const { client } = await signedInUser(harness);
    const before = sessionId(client.token!);
    await client.refresh();
    expect(sessionId(client.token!)).toBe(before);
  });

  it('answers 401/1002 without a cookie, with a garbage or unknown cookie', async () => {
    const client = new ApiClient(harness);
    const none = await client.refresh();
    expect(none.status).toBe(401);
    expect(none.body).toEqual(REFRESH_INVALID);
    expect(clearsCookie(none.headers)).toBe(true);
    for (const cookie of ['garbage', 'x'.repeat(43), '%00%01', 'a'.repeat(5000)]) {
      const response = await withCookie(cookie).refresh();
      expect(response.status, cookie.slice(0, 20)).toBe(401);
      expect(response.body).toEqual(REFRESH_INVALID);
    }
  });

  it('gives an old token the same successor within 10 s of its rotation', async () => {
    const { client } = await signedInUser(harness);
    const old = client.cookies.get('refresh_token')!;
    await client.refresh();
    const successor = client.cookies.get('refresh_token')!;

    harness.clock.advance(9);
    const retry = withCookie(old);
    const response = await retry.refresh();
    expect(response.status).toBe(200);
    expect(retry.cookies.get('refresh_token')).toBe(successor);
    expect((await retry.get('/v1/account')).status).toBe(200);

    // The successor itself is still good, and rotates normally.
    expect((await client.refresh()).status).toBe(200);
    expect((await client.get('/v1/account')).status).toBe(200);
  });

  it('revokes the whole session when an old token comes back after the grace period', async () => {
    const { client } = await signedInUser(harness);
    const old = client.cookies.get('refresh_token')!;
    await client.refresh();
    const accessToken = client.token!;

    harness.clock.advance(11);
    const thief = withCookie(old);
    const reuse = await thief.refresh();
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(REFRESH_INVALID);
    expect(clearsCookie(reuse.headers)).toBe(true);

    // The legitimate device loses its current refresh token and its access token too.
    const current = await client.refresh();
    expect(current.status).toBe(401);
    expect(current.body.code).toBe(1002);
    const account = await client.get('/v1/account', { token: accessToken });
    expect(account.status).toBe(401);
    expect(account.body.code).toBe(0);

    const [row] = await harness.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId(accessToken)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it('gives five simultaneous refreshes with one cookie one identical successor', async () => {
    const { client } = await signedInUser(harness);
    const cookie = client.cookies.get('refresh_token')!;
    const tabs = Array.from({ length: 5 }, () => withCookie(cookie));
    const answers = await Promise.all(tabs.map((tab) => tab.refresh()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(tabs.map((tab) => tab.cookies.get('refresh_token')));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(cookie);
    for (const tab of tabs) expect((await tab.get('/v1/account')).status).toBe(200);

    const rows = await harness.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, sessionId(client.token!)));
    expect(rows).toHaveLength(2);
    // The successor goes on rotating.
    expect((await withCookie(successor!).refresh()).status).toBe(200);
  });

  it('ends a session that was idle for 30 days, and keeps one in use alive', async () => {
    const idle = await signedInUser(harness);
    const active = await signedInUser(harness);
    harness.clock.advance(20 * 86_400);
    expect((await active.client.refresh()).status).toBe(200);
    harness.clock.advance(10 * 86_400 + 1);
    const expired = await idle.client.refresh();
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(REFRESH_INVALID);
    expect((await active.client.refresh()).status).toBe(200);
  });

  it('carries changed account data into the refreshed answer', async () => {
    const { client } = await signedInUser(harness);
    await client.put('/v1/account', { firstName: 'Berta', lastName: 'Neu', language: 'en' });
    const response = await client.refresh();
    expect(response.body.user).toMatchObject({
      firstName: 'Berta',
      lastName: 'Neu',
      language: 'en',
    });
  });

  it('answers 1002 after logout', async () => {
    const { client } = await signedInUser(harness);
    const cookie = client.cookies.get('refresh_token')!;
    await client.post('/v1/auth/logout');
    expect((await withCookie(cookie).refresh()).body).toEqual(REFRESH_INVALID);
  });
});
