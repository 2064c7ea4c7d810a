/**
 * Requests verify their session from memory (server/modules/auth/session-cache.ts), and still a
 * device that is logged out, or whose user changed, loses access at its very next request: on
 * this instance, and on PostgreSQL on every other one through LISTEN/NOTIFY.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTEN_APPLICATION_NAME } from '../../server/db/listen';
import { sessions, users } from '../../server/db/schema';
import { CACHE_TTL_MS, SESSION_CHANGES } from '../../server/modules/auth/session-cache';
import { invalidateUserSessions } from '../../server/modules/auth/sessions';
import { ApiClient, PASSWORD, mailedLink, signedInUser, waitForMails } from './support/client';
import { dbKind, startHarness, type Harness } from './support/harness';
import { startServer, type ServerProcess } from '../support/standalone-server';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** Revokes in the database only, as an operator's SQL would: no instance is told. */
const revokeBehindTheAppsBack = (token: string) =>
  harness.database.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionOf(token)));

/** A signed-in user with a second device whose session this instance has verified (cached). */
async function twoDevices() {
  const { client, input, userId } = await signedInUser(harness);
  const other = client.device();
  await other.login(input.email, PASSWORD);
  expect((await other.get('/v1/patients')).status).toBe(200);
  expect((await client.get('/v1/patients')).status).toBe(200);
  return { client, other, input, userId };
}

const refused = async (device: ApiClient) => {
  const response = await device.get('/v1/patients');
  return response.status === 401 && response.body.code === 0;
};

describe('the session cache', () => {
  it('serves a verified session from memory, for at most CACHE_TTL_MS', async () => {
    const { other } = await twoDevices();
    await revokeBehindTheAppsBack(other.token!);
    // Nothing told this instance: it still trusts what it verified a moment ago …
    expect((await other.get('/v1/patients')).status).toBe(200);
    // … until the entry runs out.
    harness.clock.advance(CACHE_TTL_MS / 1000 + 1);
    expect(await refused(other)).toBe(true);
    harness.clock.set(new Date());
  });

  it('still writes the last-used time at most once a minute', async () => {
    const { client } = await signedInUser(harness);
    const lastUsed = async () => {
      const [row] = await harness.database.db
        .select({ at: sessions.lastUsedAt })
        .from(sessions)
        .where(eq(sessions.id, sessionOf(client.token!)));
      return row!.at.getTime();
    };
    const login = await lastUsed();
    harness.clock.advance(40); // read from the database (nothing remembered yet): 40 s is recent
    expect((await client.get('/v1/patients')).status).toBe(200);
    expect(await lastUsed()).toBe(login);
    harness.clock.advance(25); // served from memory, and now more than a minute since last use
    expect((await client.get('/v1/patients')).status).toBe(200);
    const written = await lastUsed();
    expect(written - login).toBeGreaterThanOrEqual(65_000);
    expect(written - login).toBeLessThan(75_000);
    harness.clock.advance(10); // read from the database again: 10 s since the write
    expect((await client.get('/v1/patients')).status).toBe(200);
    expect(await lastUsed()).toBe(written);
    harness.clock.set(new Date());
  });

  it('is told by invalidateUserSessions that a user changed', async () => {
    const { client, other, userId } = await twoDevices();
    await revokeBehindTheAppsBack(other.token!);
    await harness.database.db.transaction((tx) => invalidateUserSessions(tx, userId));
    expect(await refused(other)).toBe(true);
    // The user's other session is read again, and is still live.
    expect((await client.get('/v1/patients')).status).toBe(200);
  });

  it('forgets a removed user at the next request', async () => {
    const { client, userId } = await twoDevices();
    await harness.database.db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, userId));
      await invalidateUserSessions(tx, userId);
    });
    expect(await refused(client)).toBe(true);
  });
});

describe('a device loses access at its next request', () => {
  it('after logging out', async () => {
    const { client, other } = await twoDevices();
    expect((await other.post('/v1/auth/logout')).status).toBe(204);
    expect(await refused(other)).toBe(true);
    expect((await client.get('/v1/patients')).status).toBe(200);
  });

  it('after another device logged it out, or all devices', async () => {
    const { client, other } = await twoDevices();
    const sessionList = await client.get('/v1/account/sessions');
    const id = sessionList.body.data.find((s: { current: boolean }) => !s.current).id;
    expect((await client.post('/v1/account/logout', { id })).status).toBe(204);
    expect(await refused(other)).toBe(true);
    expect((await client.get('/v1/patients')).status).toBe(200);

    const third = await twoDevices();
    expect((await third.other.post('/v1/account/logout', { all: true })).status).toBe(204);
    expect(await refused(third.client)).toBe(true);
    expect(await refused(third.other)).toBe(true);
  });

  it('after a password change on another device', async () => {
    const { client, other } = await twoDevices();
    const changed = await client.put('/v1/account/password', {
      oldPassword: PASSWORD,
      password: 'Anderes-Passwort-2026!',
      passwordRetry: 'Anderes-Passwort-2026!',
    });
    expect(changed.status).toBe(204);
    expect(await refused(other)).toBe(true);
    expect((await client.get('/v1/patients')).status).toBe(200);
  });

  it('after a password reset', async () => {
    const { client, other, input } = await twoDevices();
    await new ApiClient(harness).post('/v1/auth/request-recovery', { email: input.email });
    await waitForMails(harness, input.email, 2);
    const { userId, code } = await mailedLink(harness, input.email, 'reset-password');
    const password = 'Neues-Passwort-2026!';
    const reset = await new ApiClient(harness).post('/v1/auth/reset-password', {
      userId,
      code,
      password,
      passwordRetry: password,
    });
    expect(reset.status).toBe(204);
    expect(await refused(client)).toBe(true);
    expect(await refused(other)).toBe(true);
  });

  it('after its refresh token was reused', async () => {
    const { other } = await twoDevices();
    const stolen = other.cookies.get('refresh_token')!;
    expect((await other.refresh()).status).toBe(200);
    expect((await other.get('/v1/patients')).status).toBe(200);
    harness.clock.advance(11);
    const thief = new ApiClient(harness);
    thief.cookies.set('refresh_token', stolen);
    expect((await thief.refresh()).status).toBe(401);
    expect(await refused(other)).toBe(true);
    harness.clock.set(new Date());
  });
});

/** Waits for a condition of the system (never for a time), bounded by the test's timeout. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.runIf(dbKind() === 'postgres')('several instances on one PostgreSQL', () => {
  let other: ServerProcess | undefined;
  afterAll(() => other?.stop());

  it('a logout on another instance is refused here at the next request', async () => {
    // Signed in first: once the other instance runs, its dispatcher may deliver the mails too.
    const { client } = await signedInUser(harness);
    other = await startServer({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      DATA_DIR: '/tmp/krankentransport-api-tests',
    });
    expect((await client.get('/v1/patients')).status).toBe(200); // verified here, and remembered
    const heard: string[] = [];
    const unlisten = await harness.database.listen(SESSION_CHANGES, (p) => heard.push(p));

    const logout = await fetch(`${other.baseUrl}/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(logout.status).toBe(204);
    // The signal went out when the other instance committed, before it answered; this instance's
    // cache heard it before this test's listener did (listeners run in the order they subscribed).
    await until(() => heard.includes(`session:${sessionOf(client.token!)}`));
    expect(await refused(client)).toBe(true);
    await unlisten();
    await other.stop();
    other = undefined;
  }, 90_000);

  it('does not trust its memory while the LISTEN connection is down, and starts empty after', async () => {
    const dropListeners = () =>
      harness.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`,
      );

    const down = await twoDevices();
    await dropListeners();
    await until(() => !harness.database.listening());
    await revokeBehindTheAppsBack(down.other.token!);
    expect(await refused(down.other)).toBe(true); // read from the database, not from memory
    await until(() => harness.database.listening());

    const missed = await twoDevices();
    await dropListeners();
    await until(() => !harness.database.listening());
    // A signal sent now is lost; nothing asks the cache until the connection is back.
    await revokeBehindTheAppsBack(missed.other.token!);
    await until(() => harness.database.listening());
    expect(await refused(missed.other)).toBe(true);
  });
});
