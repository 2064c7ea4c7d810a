/**
 * Known answers for every policy and every statement of the data scope (decision 010), on the
 * test database: which rows each table shows whom, what of a row an answer carries, and what each
 * read and write of scoped-records.ts gives back and leaves stored. tests/api/data-scope.test.ts
 * holds the scope's security promises; this file pins the rest, so that no changed condition,
 * count or branch goes unnoticed (decision 038: the scope's mutation score).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/support/test-database';
import type { Caller } from '../../caller';
import type { Database, Db } from '../client';
import { favoriteAddresses, organizations, patients, teamMembers, teams, users } from '../schema';
import { openScope, type DataScope } from '.';

let database: Database;
let db: Db;

/** An organisation of its own with one of everything: each test file run starts from nothing. */
type World = { caller: Caller; teamId: string; memberId: string };
let ward: World;
let other: World;

const NOT_FOUND = { status: 404, code: 1404 };
const NOW = new Date('2030-05-06T07:08:09.000Z');

async function world(name: string): Promise<World> {
  const [organization] = await db
    .insert(organizations)
    .values({ type: 'MD', name, address: 'Hauptstraße 1', city: 'Berlin', zipCode: '10115' })
    .returning();
  const organizationId = organization!.id;
  const [user] = await db
    .insert(users)
    .values({
      organizationId,
      email: `${randomUUID()}@example.org`,
      firstName: name,
      lastName: 'T',
    })
    .returning();
  const [team] = await db.insert(teams).values({ organizationId, name: 'Station 3' }).returning();
  const [member] = await db
    .insert(teamMembers)
    .values({ organizationId, teamId: team!.id, userId: user!.id })
    .returning();
  return {
    caller: {
      userId: user!.id,
      sessionId: randomUUID(),
      organizationId,
      organizationType: 'MD',
      role: 'admin',
      language: 'de',
    },
    teamId: team!.id,
    memberId: member!.id,
  };
}

const scopeOf = (caller: Caller): DataScope => openScope(caller, () => db);

const address = (name: string) => ({
  name,
  street: 'Chausseestraße',
  houseNumber: '45',
  city: 'Berlin',
  zipCode: '10115',
});

async function newPatient(scope: DataScope, lastName: string): Promise<string> {
  const outcome = await scope.patients.insert({
    firstName: 'Anna',
    lastName,
    gender: 'woman',
    birthday: '1941-05-17',
  });
  if (!('created' in outcome)) throw new Error('setup: patient not created');
  return outcome.created.id;
}

async function storedAddress(id: string) {
  const [row] = await db.select().from(favoriteAddresses).where(eq(favoriteAddresses.id, id));
  return row;
}

const everything = { orderBy: (t: { id: unknown }) => [t.id as never], page: 1, perPage: 100 };

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  ward = await world('Klinik Nord');
  other = await world('Klinik Süd');
}, 180_000);
afterAll(() => database.close());

describe('each policy shows an organisation its own rows only', () => {
  it('teams, team members and users', async () => {
    const scope = scopeOf(ward.caller);
    expect((await scope.teams.list(everything)).rows.map((row) => row.id)).toEqual([ward.teamId]);
    expect((await scope.teamMembers.list(everything)).rows.map((row) => row.id)).toEqual([
      ward.memberId,
    ]);
    expect((await scope.users.list(everything)).rows.map((row) => row.id)).toEqual([
      ward.caller.userId,
    ]);
    await expect(scope.teams.find(other.teamId)).rejects.toMatchObject(NOT_FOUND);
    await expect(scope.teamMembers.find(other.memberId)).rejects.toMatchObject(NOT_FOUND);
    await expect(scope.users.find(other.caller.userId)).rejects.toMatchObject(NOT_FOUND);
  });

  it('the organisation itself, one row', async () => {
    const { rows, total } = await scopeOf(other.caller).organizations.list(everything);
    expect(rows.map((row) => [row.id, row.name])).toEqual([
      [other.caller.organizationId, 'Klinik Süd'],
    ]);
    expect(total).toBe(1);
  });

  it('patients and favourite addresses', async () => {
    const mine = await newPatient(scopeOf(ward.caller), 'Eigen');
    const theirs = await newPatient(scopeOf(other.caller), 'Fremd');
    const own = await scopeOf(ward.caller).favoriteAddresses.insert(address('Dialyse Mitte'));
    await scopeOf(other.caller).favoriteAddresses.insert(address('Dialyse Süd'));

    const patientsSeen = await scopeOf(ward.caller).patients.list(everything);
    expect(patientsSeen.rows.map((row) => row.id)).toContain(mine);
    expect(patientsSeen.rows.map((row) => row.id)).not.toContain(theirs);
    const addressesSeen = await scopeOf(ward.caller).favoriteAddresses.list(everything);
    expect(addressesSeen.rows.map((row) => row.name)).toEqual(['Dialyse Mitte']);
    expect(addressesSeen.rows[0]!.id).toBe((own as { created: { id: string } }).created.id);
  });
});

describe('what a row carries', () => {
  it('a patient: the answer’s fields, nothing of the owner, search keys or creator', async () => {
    const scope = scopeOf(ward.caller);
    const row = await scope.patients.find(await newPatient(scope, 'Felder'));
    expect(Object.keys(row).sort()).toEqual([
      'address',
      'birthday',
      'careLevel',
      'coPaymentExemptUntil',
      'createdAt',
      'disabilityMarkers',
      'firstName',
      'gender',
      'healthInsuranceNumber',
      'id',
      'insurer',
      'lastName',
      'note',
      'particularities',
      'phoneNumber',
      'updatedAt',
      'version',
    ]);
    expect(row).toMatchObject({ lastName: 'Felder', firstName: 'Anna', version: 1 });
  });

  it('the other tables: every column', async () => {
    const scope = scopeOf(ward.caller);
    expect(Object.keys(await scope.teams.find(ward.teamId)).sort()).toEqual([
      'createdAt',
      'crew',
      'description',
      'id',
      'name',
      'organizationId',
      'updatedAt',
      'version',
    ]);
    const organization = await scope.organizations.find(ward.caller.organizationId);
    expect(organization).toMatchObject({ name: 'Klinik Nord', type: 'MD', serviceArea: [] });
  });
});

describe('the tables a caller creates in, and the ones they cannot', () => {
  it('creates where the policy names an owner, nowhere else', () => {
    const scope = scopeOf(ward.caller);
    for (const name of ['patients', 'favoriteAddresses', 'teams', 'teamMembers', 'users'])
      expect('insert' in scope[name as keyof DataScope], name).toBe(true);
    for (const name of ['organizations', 'marketplace'])
      expect('insert' in scope[name as keyof DataScope], name).toBe(false);
  });

  it('a create answers with the stored row, owned by the caller’s organisation', async () => {
    const outcome = await scopeOf(ward.caller).favoriteAddresses.insert(address('Praxis'));
    const created = (outcome as { created: { id: string; organizationId: string } }).created;
    expect(created).toMatchObject({
      name: 'Praxis',
      version: 1,
      organizationId: ward.caller.organizationId,
    });
    expect((await storedAddress(created.id))?.organizationId).toBe(ward.caller.organizationId);
  });
});

describe('list pages and their totals', () => {
  let caller: Caller;
  const names = ['Ahrens', 'Bauer', 'Cramer', 'Dietz'];
  const page = (number: number, perPage: number, where?: string) =>
    scopeOf(caller).favoriteAddresses.list({
      where: where ? (t) => eq(t.name, where) : undefined,
      orderBy: (t) => [t.name],
      page: number,
      perPage,
    });

  beforeAll(async () => {
    caller = (await world('Listenklinik')).caller;
    for (const name of names) await scopeOf(caller).favoriteAddresses.insert(address(name));
  });

  it('a full page carries the total of all visible rows', async () => {
    const { rows, total } = await page(1, 2);
    expect(rows.map((row) => row.name)).toEqual(['Ahrens', 'Bauer']);
    expect(total).toBe(4);
  });

  it('a later page starts after the earlier ones', async () => {
    const { rows, total } = await page(2, 3);
    expect(rows.map((row) => row.name)).toEqual(['Dietz']);
    expect(total).toBe(4);
  });

  it('a page past the end is empty and still tells the total', async () => {
    expect(await page(3, 2)).toEqual({ rows: [], total: 4, more: false });
    expect(await page(5, 3)).toEqual({ rows: [], total: 4, more: false });
  });

  it('a search narrows rows and total', async () => {
    const { rows, total } = await page(1, 10, 'Cramer');
    expect(rows.map((row) => row.name)).toEqual(['Cramer']);
    expect(total).toBe(1);
    expect(await page(1, 10, 'Niemand')).toEqual({ rows: [], total: 0, more: false });
    expect(await page(2, 10, 'Niemand')).toEqual({ rows: [], total: 0, more: false });
  });

  it('the page query alone (the benchmarks EXPLAIN it) reads the same page of visible rows', async () => {
    const query = scopeOf(caller).favoriteAddresses.pageQuery({
      where: (t) => sql`${t.name} <> 'Ahrens'`,
      orderBy: (t) => [t.name],
      page: 2,
      perPage: 2,
    });
    expect((await query).map((row) => row.name)).toEqual(['Dietz']);
    const everyone = scopeOf(caller).favoriteAddresses.pageQuery({
      orderBy: (t) => [t.name],
      page: 1,
      perPage: 10,
    });
    expect((await everyone).map((row) => row.name)).toEqual(names);
  });

  it('an organisation without rows has an empty first page and a total of 0', async () => {
    const empty = (await world('Leer')).caller;
    const list = { orderBy: (t: typeof favoriteAddresses) => [t.name], page: 1, perPage: 5 };
    expect(await scopeOf(empty).favoriteAddresses.list(list)).toEqual({
      rows: [],
      total: 0,
      more: false,
    });
  });
});

describe('writes', () => {
  it('an update sets the values on the caller’s record and answers with it', async () => {
    const scope = scopeOf(ward.caller);
    const created = await scope.favoriteAddresses.insert(address('Alt'));
    const id = (created as { created: { id: string } }).created.id;
    const updated = await scope.favoriteAddresses.update(id, {
      name: 'Neu',
      note: 'Hintereingang',
    });
    expect(updated).toMatchObject({
      id,
      name: 'Neu',
      note: 'Hintereingang',
      street: 'Chausseestraße',
    });
    expect(await storedAddress(id)).toMatchObject({ name: 'Neu', note: 'Hintereingang' });
    await expect(
      scopeOf(other.caller).favoriteAddresses.update(id, { name: 'X' }),
    ).rejects.toMatchObject(NOT_FOUND);
    expect((await storedAddress(id))?.name).toBe('Neu');
  });

  it('a versioned update of the stored version raises it by one and sets updatedAt', async () => {
    const scope = scopeOf(ward.caller);
    const id = await newPatient(scope, 'Eins');
    const outcome = await scope.patients.updateVersioned({ id, version: 1 }, { note: 'zwei' }, NOW);
    expect(outcome).toEqual({
      updated: expect.objectContaining({ id, note: 'zwei', version: 2, updatedAt: NOW }),
    });
    const again = await scope.patients.updateVersioned({ id, version: 2 }, { note: 'drei' }, NOW);
    expect(again).toMatchObject({ updated: { version: 3, note: 'drei' } });
    const stale = await scope.patients.updateVersioned({ id, version: 2 }, { note: 'vier' }, NOW);
    expect(stale).toEqual({ stale: expect.objectContaining({ id, note: 'drei', version: 3 }) });
  });

  describe('a conditional update', () => {
    it('applies when the condition holds: values, version + 1, updatedAt', async () => {
      const scope = scopeOf(ward.caller);
      const id = await newPatient(scope, 'Bedingt');
      const updated = await scope.patients.updateIf(
        id,
        (t) => eq(t.lastName, 'Bedingt'),
        { note: 'gilt' },
        NOW,
      );
      expect(updated).toMatchObject({ id, note: 'gilt', version: 2, updatedAt: NOW });
      const [stored] = await db.select().from(patients).where(eq(patients.id, id));
      expect(stored).toMatchObject({ note: 'gilt', version: 2, updatedAt: NOW });
    });

    it('gives nothing and changes nothing when the condition fails', async () => {
      const scope = scopeOf(ward.caller);
      const id = await newPatient(scope, 'Unbedingt');
      const none = await scope.patients.updateIf(id, () => sql`false`, { note: 'nie' }, NOW);
      expect(none).toBeUndefined();
      expect(await scope.patients.find(id)).toMatchObject({ note: null, version: 1 });
    });

    it('gives nothing for another organisation’s record, whatever the condition', async () => {
      const theirs = await newPatient(scopeOf(other.caller), 'Fremd bedingt');
      const none = await scopeOf(ward.caller).patients.updateIf(
        theirs,
        () => sql`true`,
        { note: 'fremd' },
        NOW,
      );
      expect(none).toBeUndefined();
      expect(await scopeOf(other.caller).patients.find(theirs)).toMatchObject({
        note: null,
        version: 1,
      });
    });
  });

  it('a delete removes the caller’s record; a second one is 404', async () => {
    const scope = scopeOf(ward.caller);
    const created = await scope.favoriteAddresses.insert(address('Weg damit'));
    const id = (created as { created: { id: string } }).created.id;
    await expect(scopeOf(other.caller).favoriteAddresses.delete(id)).rejects.toMatchObject(
      NOT_FOUND,
    );
    expect(await storedAddress(id)).toBeDefined();
    await expect(scope.favoriteAddresses.delete(id)).resolves.toBeUndefined();
    expect(await storedAddress(id)).toBeUndefined();
    await expect(scope.favoriteAddresses.delete(id)).rejects.toMatchObject(NOT_FOUND);
  });
});

describe('the scope’s handle and transactions', () => {
  it('hands out the request’s handle', () => {
    expect(scopeOf(ward.caller).handle).toBe(db);
    expect(scopeOf(ward.caller).caller).toBe(ward.caller);
  });

  it('a transaction answers with its work’s value and keeps its writes', async () => {
    const scope = scopeOf(ward.caller);
    const id = await scope.transaction(async (tx) => {
      expect(tx.caller).toBe(ward.caller);
      return newPatient(tx, 'Im Ganzen');
    });
    expect((await scope.patients.find(id)).lastName).toBe('Im Ganzen');
    // The transaction is over: the scope answers again.
    expect(scope.handle).toBe(db);
  });
});
