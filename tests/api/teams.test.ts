/**
 * /v1/teams and /v1/organization (PRODUCT.md §2, §7): members read, admins write; names unique
 * per organisation whatever their case; a user in several teams, shown in their account; every
 * change in the audit log.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/auth';
import type { Team } from '../../src/contract/team';
import { PASSWORD, signedInUser, type ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
let admin: ApiClient;
let member: ApiClient;
let memberId: string;
let organizationId: string;

beforeAll(async () => {
  harness = await startHarness();
  const owner = await signedInUser(harness);
  admin = owner.client;
  organizationId = owner.user.organization.id;
  // A member of the same organisation: invited and set up (users.test.ts covers the invitation).
  const created = await admin.post('/v1/users', {
    firstName: 'Max',
    lastName: 'Muster',
    email: `max.${owner.userId.slice(0, 8)}@example.org`,
    role: 'member',
  });
  memberId = created.body.id;
  await harness.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD), emailConfirmedAt: new Date() })
    .where(eq(users.id, memberId));
  member = admin.device();
  await member.login(created.body.email, PASSWORD);
});
afterAll(() => harness.close());

const createTeam = async (name: string, memberIds: string[] = []) => {
  const response = await admin.post<Team>('/v1/teams', { name, memberIds });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

describe('teams', () => {
  it('round trip: create with members, read, update, delete — the contract shape', async () => {
    const team = await createTeam('Station 3B', [memberId]);
    expect(team).toEqual({
      id: expect.any(String),
      name: 'Station 3B',
      description: null,
      crew: false,
      members: [{ id: memberId, firstName: 'Max', lastName: 'Muster' }],
      version: 1,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: team.createdAt,
    });
    expect((await member.get(`/v1/teams/${team.id}`)).body).toEqual(team);

    const updated = await admin.put<Team>(`/v1/teams/${team.id}`, {
      name: 'Station 3B (Innere)',
      description: 'Innere Medizin',
      memberIds: [],
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ description: 'Innere Medizin', members: [], version: 2 });
    const stale = await admin.put(`/v1/teams/${team.id}`, { name: 'X', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(2);

    expect((await admin.delete(`/v1/teams/${team.id}`)).status).toBe(204);
    expect((await admin.get(`/v1/teams/${team.id}`)).status).toBe(404);
  });

  it('refuses a name another team has, whatever its case, with 422 naming the field', async () => {
    const first = await createTeam('Dispo Nord');
    for (const name of ['dispo nord', 'DISPO NORD']) {
      const response = await admin.post('/v1/teams', { name });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['name']);
    }
    const other = await createTeam('Dispo Süd');
    const renamed = await admin.put(`/v1/teams/${other.id}`, { name: 'Dispo NORD', version: 1 });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.name).toEqual([
      'Diesen Namen trägt schon ein Team Ihrer Organisation.',
    ]);
    // Its own name in another case is no clash.
    const recased = await admin.put(`/v1/teams/${first.id}`, { name: 'DISPO Nord', version: 1 });
    expect(recased.status).toBe(200);
    // Another organisation may use the name.
    const { client: stranger } = await signedInUser(harness);
    expect((await stranger.post('/v1/teams', { name: 'Dispo Nord' })).status).toBe(201);
  });

  it('refuses members who are not of the organisation', async () => {
    const { userId: strangerId } = await signedInUser(harness);
    const response = await admin.post('/v1/teams', { name: 'Fremde', memberIds: [strangerId] });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['memberIds']);
  });

  it('members read but cannot write (403/1403)', async () => {
    const team = await createTeam('Nur lesen');
    expect((await member.get('/v1/teams')).status).toBe(200);
    for (const response of [
      await member.post('/v1/teams', { name: 'Neu' }),
      await member.put(`/v1/teams/${team.id}`, { name: 'Neu', version: 1 }),
      await member.delete(`/v1/teams/${team.id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.code).toBe(1403);
    }
  });

  it('a user in several teams sees them in the account answer at the next request', async () => {
    const a = await createTeam('KTW 1', [memberId]);
    const b = await createTeam('Abholung', [memberId]);
    const account = await member.get('/v1/account');
    expect(account.body.teams).toEqual([
      { id: b.id, name: 'Abholung', crew: false },
      { id: a.id, name: 'KTW 1', crew: false },
    ]);
    await admin.delete(`/v1/teams/${b.id}`);
    expect((await member.get('/v1/account')).body.teams).toEqual([
      { id: a.id, name: 'KTW 1', crew: false },
    ]);
  });

  it("marks a transport company's crews, named in its members' login answer (decision 070)", async () => {
    const company = await signedInUser(harness, 'transport_company');
    const crew = await company.client.post<Team>('/v1/teams', {
      name: 'KTW 4',
      crew: true,
      memberIds: [company.userId],
    });
    expect(crew.body).toMatchObject({ name: 'KTW 4', crew: true });
    // An edit that leaves the mark out keeps it; one that says false takes it away.
    const renamed = await company.client.put<Team>(`/v1/teams/${crew.body.id}`, {
      name: 'KTW 5',
      version: 1,
    });
    expect(renamed.body).toMatchObject({ name: 'KTW 5', crew: true, version: 2 });
    const again = company.client.device();
    const login = await again.login(company.input.email, company.input.password);
    expect(login.body.user?.teams).toEqual([{ id: crew.body.id, name: 'KTW 5', crew: true }]);
    const dispatch = await company.client.put<Team>(`/v1/teams/${crew.body.id}`, {
      name: 'Disposition',
      crew: false,
      version: 2,
    });
    expect(dispatch.body.crew).toBe(false);
    // A ward's department is never a crew.
    expect((await admin.post<Team>('/v1/teams', { name: 'Station 4', crew: true })).body.crew).toBe(
      false,
    );
    expect((await admin.post('/v1/teams', { name: 'Station 5', crew: 'ja' })).status).toBe(422);
  });

  it('searches by name', async () => {
    await createTeam('Radiologie West');
    const found = await member.get('/v1/teams?search=radiolog');
    expect(found.body.data.map((team: Team) => team.name)).toEqual(['Radiologie West']);
  });

  it('records every change in the audit log', async () => {
    const team = await createTeam('Audit');
    await admin.put(`/v1/teams/${team.id}`, { name: 'Audit 2', version: 1 });
    await admin.delete(`/v1/teams/${team.id}`);
    const rows = await harness.database.db
      .select({ action: auditLog.action, entity: auditLog.entity })
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, organizationId), inArray(auditLog.entityId, [team.id])),
      )
      .orderBy(asc(auditLog.id));
    expect(rows).toEqual(
      ['create', 'update', 'delete'].map((action) => ({ action, entity: 'team' })),
    );
  });
});

describe('the organisation', () => {
  it('users read it, admins change it; a company also its fleet and service area', async () => {
    const read = await member.get('/v1/organization');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: organizationId, type: { value: 'MD' }, serviceArea: [] });
    const body = {
      name: 'Klinikum Mitte',
      address: 'Seestraße 4',
      zipCode: '13353',
      city: 'Berlin',
      phone: '030 555',
      fleetSize: 9,
    };
    expect((await member.put('/v1/organization', body)).status).toBe(403);
    const changed = await admin.put('/v1/organization', body);
    expect(changed.status).toBe(200);
    // A medical organisation has no fleet.
    expect(changed.body).toMatchObject({ name: 'Klinikum Mitte', fleetSize: null, country: 'DE' });

    const { client: company } = await signedInUser(harness, 'transport_company');
    const area = await company.put('/v1/organization', {
      ...body,
      name: 'Fahrdienst',
      serviceArea: ['13', '10', '10'],
    });
    expect(area.body).toMatchObject({ fleetSize: 9, serviceArea: ['10', '13'] });
    const bad = await company.put('/v1/organization', { ...body, serviceArea: ['1a'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['serviceArea.0']);
  });
});
