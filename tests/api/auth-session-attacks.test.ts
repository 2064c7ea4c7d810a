/**
 * Session attacks (issue 14), over a real port: each is refused as PRODUCT.md §7 says — a reused
 * refresh token ends the whole session (1002), a refresh after logout is 1002, an expired access
 * token 1003, the token of a removed user 401/0, and parallel password guesses get no more
 * checks than a sequence would (one atomic count-and-decide). On PGlite and PostgreSQL alike.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { ApiClient, PASSWORD, confirmedUser, signedInUser, uniqueAddress } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ transport: 'http', trustProxy: true });
  // Throttle delays are seconds long: only the test moves time, however slow the machine.
  harness.clock.freeze();
});
afterAll(() => harness.close());

const freshAddress = uniqueAddress;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

const UNAUTHENTICATED = { code: 0, message: 'Bitte melden Sie sich an.' };
const REFRESH_INVALID = {
  code: 1002,
  message: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
};

/** A browser holding a copy of someone's refresh cookie. */
function withCookie(refreshToken: string): ApiClient {
  const copy = new ApiClient(harness);
  copy.cookies.set('refresh_token', refreshToken);
  return copy;
}

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

describe('session attacks', () => {
  it('a reused refresh token ends the whole session, for the thief and the owner', async () => {
    const { client } = await signedInUser(harness);
    const stolen = client.cookies.get('refresh_token')!;
    expect((await client.refresh()).status).toBe(200);
    const ownersAccess = client.token!;
    harness.clock.advance(11);

    const thief = withCookie(stolen);
    const reuse = await thief.refresh();
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(REFRESH_INVALID);
    expect((await client.refresh()).body).toEqual(REFRESH_INVALID);
    expect((await client.get('/v1/account', { token: ownersAccess })).body).toEqual(
      UNAUTHENTICATED,
    );
    const [row] = await harness.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, sessionOf(ownersAccess)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it('a refresh token is worthless after logout', async () => {
    const { client } = await signedInUser(harness);
    const copied = client.cookies.get('refresh_token')!;
    expect((await client.post('/v1/auth/logout')).status).toBe(204);
    const response = await withCookie(copied).refresh();
    expect(response.status).toBe(401);
    expect(response.body).toEqual(REFRESH_INVALID);
  });

  it('an expired access token is 1003, and a logged-out one stays refused after refreshing', async () => {
    const { client } = await signedInUser(harness);
    const token = client.token!;
    harness.clock.advance(15 * 60 + 1);
    const expired = await client.get('/v1/account', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(1003);

    expect((await client.post('/v1/auth/logout', undefined, { token })).status).toBe(204);
    expect((await client.refresh()).body).toEqual(REFRESH_INVALID);
  });

  it('a logged-out session gets no successor, not even within the grace of a lost answer', async () => {
    const { client } = await signedInUser(harness);
    const copied = client.cookies.get('refresh_token')!;
    expect((await client.refresh()).status).toBe(200);
    expect((await client.post('/v1/auth/logout')).status).toBe(204);
    // Within REUSE_GRACE_SECONDS a rotated token would normally get its successor again.
    const response = await withCookie(copied).refresh();
    expect(response.status).toBe(401);
    expect(response.body).toEqual(REFRESH_INVALID);
  });

  it('the tokens of a user whose sessions were all revoked open nothing, on any device', async () => {
    const { client, input } = await signedInUser(harness);
    const copied = client.cookies.get('refresh_token')!;
    expect((await client.refresh()).status).toBe(200);
    const access = client.token!;
    // Served once, so the session sits in the session cache when it is revoked.
    expect((await client.get('/v1/account')).status).toBe(200);
    const other = client.device();
    expect((await other.login(input.email, PASSWORD)).status).toBe(200);
    expect((await other.post('/v1/account/logout', { all: true })).status).toBe(204);

    for (const token of [access, other.token!]) {
      expect((await client.get('/v1/account', { token })).body).toEqual(UNAUTHENTICATED);
      expect((await client.get('/v1/patients', { token })).body).toEqual(UNAUTHENTICATED);
    }
    expect((await client.refresh()).body).toEqual(REFRESH_INVALID);
    expect((await other.refresh()).body).toEqual(REFRESH_INVALID);
    expect((await withCookie(copied).refresh()).body).toEqual(REFRESH_INVALID);
  });

  it('the tokens of a removed user open nothing', async () => {
    const { client, input, userId } = await signedInUser(harness);
    const token = client.token!;
    await harness.database.db.delete(users).where(eq(users.id, userId));
    expect((await client.get('/v1/account', { token })).body).toEqual(UNAUTHENTICATED);
    expect((await client.get('/v1/patients', { token })).body).toEqual(UNAUTHENTICATED);
    expect((await client.refresh()).body).toEqual(REFRESH_INVALID);
    expect((await new ApiClient(harness).login(input.email, PASSWORD)).body.code).toBe(1001);
  });
});

describe('parallel brute force against one account from one address', () => {
  const burst = (email: string, passwords: string[], ip: string) =>
    Promise.all(
      passwords.map((password) => new ApiClient(harness).login(email, password, from(ip))),
    );
  const statuses = (answers: { status: number }[]) =>
    answers.map((answer) => answer.status).sort((a, b) => a - b);

  it('40 wrong passwords at once: 5 are checked, 35 answered 429 with Retry-After', async () => {
    const { input } = await confirmedUser(harness);
    const answers = await burst(
      input.email,
      Array.from({ length: 40 }, (_, i) => `Falsch-${i}-Passwort`),
      freshAddress(),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(35).fill(429)]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body.code).toBe(1429);
      expect(refused.headers.get('retry-after')).toBe('2');
    }
  });

  it('the right password in a burst of wrong ones gets no extra chance', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    const passwords = Array.from({ length: 20 }, (_, i) => (i === 9 ? PASSWORD : `Falsch-${i}`));
    // Whichever five reach the database first are checked; none of the others is.
    const answers = await burst(input.email, passwords, ip);
    const checked = answers.filter((answer) => answer.status !== 429);
    expect([200, 401, 429]).toContain(answers[9]!.status);
    if (answers[9]!.status === 200) {
      // Among those five it signed in, as it would have in a sequence of five; its success
      // clears the account's count as a sequence's would, so on a slow machine, where the burst
      // is still arriving then, a few more of it are checked afresh (at most five again).
      expect(checked.length).toBeGreaterThanOrEqual(5);
      expect(checked.length).toBeLessThanOrEqual(10);
    } else {
      expect(checked).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    }
  });

  it('a burst after the free attempts, with the right password in it, is refused whole', async () => {
    const { input } = await confirmedUser(harness);
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect(
        (await new ApiClient(harness).login(input.email, `Falsch-${i}`, from(ip))).status,
      ).toBe(401);
    }
    const passwords = Array.from({ length: 20 }, (_, i) => (i === 9 ? PASSWORD : `Falsch-${i}`));
    expect(statuses(await burst(input.email, passwords, ip))).toEqual(Array(20).fill(429));
    // After the delay, exactly one of a new burst is checked.
    harness.clock.advance(2);
    const next = await burst(input.email, passwords.slice(10), ip);
    expect(statuses(next)).toEqual([401, ...Array(9).fill(429)]);
  });

  it('guesses spread over many addresses are slowed per account once 10 have failed', async () => {
    const { input } = await confirmedUser(harness);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new ApiClient(harness).login(input.email, `Falsch-${i}`, from(uniqueAddress())),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    expect(
      (await new ApiClient(harness).login(input.email, PASSWORD, from(freshAddress()))).status,
    ).toBe(429);
    expect(
      (
        await new ApiClient(harness).login(
          `x.${randomUUID()}@example.org`,
          'x',
          from(freshAddress()),
        )
      ).status,
    ).toBe(401);
  });
});
