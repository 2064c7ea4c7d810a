/**
 * /v1/users (PRODUCT.md §2, §7): an admin creates a user, who is invited by mail in their own
 * language, sets the password through the link and only then signs in; invitations are sent
 * again and expire; role and team changes apply at the next request; removal ends every
 * session at once; the last active admin stays.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import type { OrganizationUser } from '../../src/contract/user';
import {
  ApiClient,
  mailedLink,
  mailsTo,
  signedInUser,
  waitForMails,
  type ApiClient as Client,
} from './support/client';
import { startHarness, type Harness } from './support/harness';
import { uniqueWord } from './support/parties';

const NEW_PASSWORD = 'Eingeladen-2026!';

let harness: Harness;
let admin: Client;
let adminId: string;
let organizationId: string;
let organizationName: string;

beforeAll(async () => {
  harness = await startHarness();
  const owner = await signedInUser(harness);
  admin = owner.client;
  adminId = owner.userId;
  organizationId = owner.user.organization.id;
  organizationName = owner.user.organization.name;
});
afterAll(() => harness.close());

async function invite(overrides: Record<string, unknown> = {}) {
  const email = `${uniqueWord()}@example.org`;
  const response = await admin.post<OrganizationUser>('/v1/users', {
    firstName: 'Lena',
    lastName: 'Krause',
    email,
    role: 'member',
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Follows the newest invitation link: sets the password and signs in. */
async function acceptInvitation(email: string) {
  const { userId, code } = await mailedLink(harness, email, 'reset-password');
  const client = new ApiClient(harness);
  const reset = await client.post('/v1/auth/reset-password', {
    userId,
    code,
    password: NEW_PASSWORD,
    passwordRetry: NEW_PASSWORD,
  });
  expect(reset.status, JSON.stringify(reset.body)).toBe(204);
  expect((await client.login(email, NEW_PASSWORD)).status).toBe(200);
  return client;
}

describe('invitations', () => {
  it('invites by mail in the invitee’s language; login works only after the link', async () => {
    const user = await invite({ language: 'en', role: 'admin' });
    expect(user).toMatchObject({ status: 'invited', role: 'admin', language: 'en', teams: [] });
    expect((await new ApiClient(harness).login(user.email, NEW_PASSWORD)).status).toBe(401);

    const [mail] = await waitForMails(harness, user.email);
    expect(mail!.subject).toMatch(/^Your invitation to Krankentransport/);
    expect(mail!.text).toContain('Hello Lena,');
    expect(mail!.links[0]).toMatch(new RegExp(`/reset-password/${user.id}/`));

    const invitee = await acceptInvitation(user.email);
    expect((await invitee.get('/v1/account')).body).toMatchObject({ id: user.id, role: 'admin' });
    expect((await admin.get(`/v1/users/${user.id}`)).body.status).toBe('active');
    // The link works once.
    const { userId, code } = await mailedLink(harness, user.email, 'reset-password');
    const again = await new ApiClient(harness).post('/v1/auth/reset-password', {
      userId,
      code,
      password: NEW_PASSWORD,
      passwordRetry: NEW_PASSWORD,
    });
    expect(again.status).toBe(404);
    // Nothing left to invite to.
    const resend = await admin.post(`/v1/users/${user.id}/invitation`);
    expect(resend.status).toBe(422);
  });

  it('writes German by default, and refuses an address that has an account', async () => {
    const user = await invite();
    const [mail] = await waitForMails(harness, user.email);
    expect(mail!.subject).toMatch(/^Ihre Einladung zu Krankentransport/);
    const twice = await admin.post('/v1/users', {
      firstName: 'A',
      lastName: 'B',
      email: user.email.toUpperCase(),
      role: 'member',
    });
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(['email']);
  });

  it('expires after 7 days; a resent invitation works again', async () => {
    const user = await invite();
    await waitForMails(harness, user.email);
    const { userId, code } = await mailedLink(harness, user.email, 'reset-password');
    harness.clock.advance(7 * 86_400 + 60);
    try {
      const expired = await new ApiClient(harness).post('/v1/auth/reset-password', {
        userId,
        code,
        password: NEW_PASSWORD,
        passwordRetry: NEW_PASSWORD,
      });
      expect(expired.status).toBe(404);
      await admin.refresh(); // a week later, the admin's access token has run out too
      expect((await admin.post(`/v1/users/${user.id}/invitation`)).status).toBe(202);
      await waitForMails(harness, user.email, 2);
      expect(mailsTo(harness, user.email)).toHaveLength(2);
      await acceptInvitation(user.email);
    } finally {
      harness.clock.set(new Date());
    }
  });
});

describe('the invitation link’s check (issue 27.16)', () => {
  const check = (userId: string, code: string) =>
    new ApiClient(harness).post('/v1/auth/check-reset-link', { userId, code });

  /** A 404 exactly like an unknown account's: no organisation, no address, no hint. */
  async function expectNothingRevealed(
    answer: { status: number; body: unknown },
    email: string,
  ): Promise<void> {
    const unknown = await check(randomUUID(), randomBytes(32).toString('base64url'));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(unknown.body);
    expect(JSON.stringify(answer.body)).not.toContain(email);
    expect(JSON.stringify(answer.body)).not.toContain(organizationName);
  }

  it('names the organisation and the address for a usable link, and nothing otherwise', async () => {
    const user = await invite();
    await waitForMails(harness, user.email);
    const { userId, code } = await mailedLink(harness, user.email, 'reset-password');
    expect(await check(userId, code)).toMatchObject({
      status: 200,
      body: { valid: true, invitation: { organization: organizationName, email: user.email } },
    });
    await expectNothingRevealed(
      await check(userId, randomBytes(32).toString('base64url')),
      user.email,
    );
    // The code with another account's id (the admin's): that account is named nowhere either.
    await expectNothingRevealed(await check(adminId, code), user.email);

    await acceptInvitation(user.email);
    await expectNothingRevealed(await check(userId, code), user.email);
  });

  it('reveals nothing once the invitation has expired', async () => {
    const user = await invite();
    await waitForMails(harness, user.email);
    const { userId, code } = await mailedLink(harness, user.email, 'reset-password');
    harness.clock.advance(7 * 86_400 + 60);
    try {
      await expectNothingRevealed(await check(userId, code), user.email);
    } finally {
      harness.clock.set(new Date());
    }
  });
});

describe('role, teams and removal', () => {
  it('a role or team change applies at the user’s next request', async () => {
    const user = await invite();
    const client = await acceptInvitation(user.email);
    expect((await client.post('/v1/teams', { name: uniqueWord() })).status).toBe(403);

    const team = (await admin.post('/v1/teams', { name: `KTW ${uniqueWord()}` })).body;
    const promoted = await admin.put<OrganizationUser>(`/v1/users/${user.id}`, {
      firstName: 'Lena',
      lastName: 'Krause',
      role: 'admin',
      teamIds: [team.id],
    });
    expect(promoted.body).toMatchObject({
      role: 'admin',
      teams: [{ id: team.id, name: team.name, crew: false }],
    });
    // The very next request of the same session already runs as admin, in the team.
    expect((await client.post('/v1/teams', { name: uniqueWord() })).status).toBe(201);
    expect((await client.get('/v1/account')).body.teams).toEqual([
      { id: team.id, name: team.name, crew: false },
    ]);
  });

  it('removing a user ends all their sessions at once', async () => {
    const user = await invite();
    const first = await acceptInvitation(user.email);
    const second = first.device();
    await second.login(user.email, NEW_PASSWORD);
    expect((await first.get('/v1/teams')).status).toBe(200);
    expect((await second.get('/v1/teams')).status).toBe(200);

    expect((await admin.delete(`/v1/users/${user.id}`)).status).toBe(204);
    for (const device of [first, second]) {
      expect((await device.get('/v1/teams')).status).toBe(401);
      expect((await device.refresh()).status).toBe(401);
    }
    expect((await admin.get(`/v1/users/${user.id}`)).status).toBe(404);
  });

  it('keeps the last active admin: neither removed nor demoted, not even by themself', async () => {
    const { client: solo, userId: soloId, user } = await signedInUser(harness);
    const demote = await solo.put(`/v1/users/${soloId}`, {
      firstName: user.firstName,
      lastName: user.lastName,
      role: 'member',
    });
    expect(demote.status).toBe(422);
    expect(demote.body.message).toMatch(/mindestens eine aktive Administratorin/);
    expect(Object.keys(demote.body.errors)).toEqual(['role']);
    expect((await solo.delete(`/v1/users/${soloId}`)).status).toBe(422);

    // An invited admin who never set a password does not count.
    const pending = await solo.post('/v1/users', {
      firstName: 'Paul',
      lastName: 'Pending',
      email: `${uniqueWord()}@example.org`,
      role: 'admin',
    });
    expect((await solo.delete(`/v1/users/${soloId}`)).status).toBe(422);
    // Once they are active, the first admin may step down.
    await acceptInvitation(pending.body.email);
    expect(
      (
        await solo.put(`/v1/users/${soloId}`, {
          firstName: user.firstName,
          lastName: user.lastName,
          role: 'member',
        })
      ).status,
    ).toBe(200);
  });

  it('members read users but cannot change them', async () => {
    const user = await invite();
    const client = await acceptInvitation(user.email);
    const list = await client.get<{ data: OrganizationUser[] }>('/v1/users?search=krause');
    expect(list.status).toBe(200);
    expect(list.body.data.every((u) => u.lastName === 'Krause')).toBe(true);
    expect(list.body.data[0]).not.toHaveProperty('passwordHash');
    for (const response of [
      await client.put(`/v1/users/${adminId}`, { firstName: 'X', lastName: 'Y', role: 'member' }),
      await client.delete(`/v1/users/${adminId}`),
      await client.post(`/v1/users/${user.id}/invitation`),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.code).toBe(1403);
    }
  });

  it('records every change in the audit log', async () => {
    const user = await invite();
    await admin.put(`/v1/users/${user.id}`, { firstName: 'L', lastName: 'K', role: 'member' });
    await admin.delete(`/v1/users/${user.id}`);
    const rows = await harness.database.db
      .select({ action: auditLog.action, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.entityId, user.id)))
      .orderBy(asc(auditLog.id));
    expect(rows).toEqual(
      ['create', 'update', 'delete'].map((action) => ({ action, userId: adminId })),
    );
  });
});
