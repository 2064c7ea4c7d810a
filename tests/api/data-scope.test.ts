/**
 * The data scope itself (server/db/scope, decision 010), on PGlite and on PostgreSQL: a record
 * outside the caller's view is a 404 for every verb, lists never carry one, creates always
 * belong to the caller's organisation, and every table of organisation data has its policy.
 */
import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, getTableName, is, or, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../server/caller';
import type { Database, Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { favoriteAddresses, organizations, patients, users } from '../../server/db/schema';
import { openScope, POLICIES, type DataScope } from '../../server/db/scope';
import { openTestDatabase } from './support/harness';

let database: Database;
let db: Db;
let alice: Caller;
let bob: Caller;
/** A patient of Bob's organisation, which Alice must never reach. */
let bobsPatientId: string;

const NOT_FOUND = { status: 404, code: 1404 };

async function organizationWithUser(name: string): Promise<Caller> {
  const [organization] = await db
    .insert(organizations)
    .values({ type: 'MD', name, address: 'Hauptstraße 1', city: 'Berlin', zipCode: '10115' })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      organizationId: organization!.id,
      email: `${randomUUID()}@example.org`,
      firstName: name,
      lastName: 'Test',
    })
    .returning();
  return {
    userId: user!.id,
    sessionId: randomUUID(),
    organizationId: organization!.id,
    organizationType: 'MD',
    role: 'admin',
    language: 'de',
  };
}

const patient = (lastName: string) => ({
  firstName: 'Anna',
  lastName,
  gender: 'woman' as const,
  birthday: '1941-05-17',
});

const scopeOf = (caller: Caller): DataScope => openScope(caller, () => db);

async function storedPatient(id: string) {
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  return row;
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  alice = await organizationWithUser('Alice');
  bob = await organizationWithUser('Bob');
  const outcome = await scopeOf(bob).patients.insert(patient('Geheim'));
  if (!('created' in outcome)) throw new Error('setup: Bob’s patient not created');
  bobsPatientId = outcome.created.id;
});
afterAll(() => database.close());

describe('a record outside the caller’s view', () => {
  it('is 404 to find, update, update with its version, and delete — and stays as it was', async () => {
    const before = await storedPatient(bobsPatientId);
    const scope = scopeOf(alice);
    await expect(scope.patients.find(bobsPatientId)).rejects.toMatchObject(NOT_FOUND);
    await expect(scope.patients.update(bobsPatientId, { lastName: 'X' })).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(
      scope.patients.updateVersioned(
        { id: bobsPatientId, version: 1 },
        { lastName: 'X' },
        new Date(),
      ),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(scope.patients.delete(bobsPatientId)).rejects.toMatchObject(NOT_FOUND);
    expect(await storedPatient(bobsPatientId)).toEqual(before);
  });

  it('is 404 like an id nobody uses', async () => {
    const scope = scopeOf(alice);
    await expect(scope.patients.find(randomUUID())).rejects.toMatchObject(NOT_FOUND);
    await expect(scope.favoriteAddresses.delete(randomUUID())).rejects.toMatchObject(NOT_FOUND);
  });

  it('is the same record to its own organisation', async () => {
    const row = await scopeOf(bob).patients.find(bobsPatientId);
    expect(row.lastName).toBe('Geheim');
  });

  it('carries only what the answer shows: no owner, search keys or creator', async () => {
    const row = await scopeOf(bob).patients.find(bobsPatientId);
    for (const column of ['organizationId', 'lastNameKey', 'firstNameKey', 'cityKey', 'createdBy'])
      expect(row).not.toHaveProperty(column);
  });
});

describe('lists', () => {
  let caller: Caller;

  beforeAll(async () => {
    caller = await organizationWithUser('Carla');
    for (const name of ['Ahrens', 'Bauer', 'Cramer']) {
      await scopeOf(caller).patients.insert(patient(name));
    }
  });

  it('never carry another organisation’s rows, even when the condition names them', async () => {
    const everything = (t: typeof patients) => or(eq(t.id, bobsPatientId), sql`true`);
    const { rows, total } = await scopeOf(caller).patients.list({
      where: everything,
      orderBy: (t) => [t.lastName],
      page: 1,
      perPage: 25,
    });
    expect(rows.map((row) => row.lastName)).toEqual(['Ahrens', 'Bauer', 'Cramer']);
    expect(total).toBe(3);
  });

  it('count only visible rows when a page needs the total', async () => {
    const { rows, total } = await scopeOf(caller).patients.list({
      where: () => sql`true`,
      orderBy: (t) => [t.lastName],
      page: 2,
      perPage: 2,
    });
    expect(rows.map((row) => row.lastName)).toEqual(['Cramer']);
    expect(total).toBe(3);
  });
});

describe('creates', () => {
  it('belong to the caller’s organisation whatever the values say', async () => {
    const values = { ...patient('Untergeschoben'), organizationId: bob.organizationId };
    const outcome = await scopeOf(alice).patients.insert(values as never);
    expect(outcome).toHaveProperty('created');
    const id = (outcome as { created: { id: string } }).created.id;
    expect((await storedPatient(id))?.organizationId).toBe(alice.organizationId);
    await expect(scopeOf(bob).patients.find(id)).rejects.toMatchObject(NOT_FOUND);
  });

  it('with an id of another organisation’s record only learn that it is taken', async () => {
    const before = await storedPatient(bobsPatientId);
    const outcome = await scopeOf(alice).patients.insert({
      ...patient('Kopie'),
      id: bobsPatientId,
    });
    expect(outcome).toEqual({ idTaken: true });
    expect(await storedPatient(bobsPatientId)).toEqual(before);
  });

  it('with an id of the caller’s own record give that record back (an offline create sent twice)', async () => {
    const id = randomUUID();
    const scope = scopeOf(alice);
    await scope.favoriteAddresses.insert({
      id,
      name: 'Dialyse',
      street: 'Chausseestraße',
      houseNumber: '45',
      city: 'Berlin',
      zipCode: '10115',
    });
    const again = await scope.favoriteAddresses.insert({
      id,
      name: 'Anders',
      street: 'Invalidenstraße',
      houseNumber: '1',
      city: 'Berlin',
      zipCode: '10115',
    });
    expect(again).toMatchObject({ existing: { id, name: 'Dialyse', version: 1 } });
  });
});

describe('versioned updates', () => {
  it('raise the version with the stored one, and give the stored record back for a stale one', async () => {
    const scope = scopeOf(alice);
    const created = await scope.patients.insert(patient('Version'));
    const id = (created as { created: { id: string } }).created.id;
    const now = new Date('2030-01-02T03:04:05.000Z');
    const first = await scope.patients.updateVersioned(
      { id, version: 1 },
      { lastName: 'Zwei' },
      now,
    );
    expect(first).toMatchObject({ updated: { id, lastName: 'Zwei', version: 2, updatedAt: now } });
    const stale = await scope.patients.updateVersioned(
      { id, version: 1 },
      { lastName: 'Drei' },
      now,
    );
    expect(stale).toMatchObject({ stale: { id, lastName: 'Zwei', version: 2 } });
  });
});

describe('users and the organisation', () => {
  it('are the caller’s organisation’s own', async () => {
    const scope = scopeOf(alice);
    const members = await scope.users.list({ orderBy: (t) => [t.id], page: 1, perPage: 100 });
    expect(members.rows.map((user) => user.id)).toEqual([alice.userId]);
    await expect(scope.users.update(bob.userId, { firstName: 'X' })).rejects.toMatchObject(
      NOT_FOUND,
    );

    const own = await scope.organizations.list({ orderBy: (t) => [t.id], page: 1, perPage: 100 });
    expect(own.rows.map((organization) => organization.id)).toEqual([alice.organizationId]);
    expect((await scope.organizations.find(alice.organizationId)).name).toBe('Alice');
    await expect(scope.organizations.find(bob.organizationId)).rejects.toMatchObject(NOT_FOUND);
  });
});

describe('transactions', () => {
  it('give a scope whose writes roll back with them, and refuse the outer scope meanwhile', async () => {
    const outer = scopeOf(alice);
    let insertedId = '';
    const failed = outer.transaction(async (tx) => {
      const outcome = await tx.patients.insert(patient('Zurueckgerollt'));
      insertedId = (outcome as { created: { id: string } }).created.id;
      expect((await tx.patients.find(insertedId)).lastName).toBe('Zurueckgerollt');
      // On PGlite this statement would wait for the transaction it runs in: refused at once.
      await expect(outer.patients.find(insertedId)).rejects.toThrow(/transaction of this scope/);
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    await expect(outer.patients.find(insertedId)).rejects.toMatchObject(NOT_FOUND);
  });

  it('of the request’s handle are followed: the scope asks for its handle per statement', async () => {
    let handle: Db = db;
    const scope = openScope(alice, () => handle);
    let insertedId = '';
    await db
      .transaction(async (tx) => {
        handle = tx; // as the Idempotency-Key middleware swaps the request's handle
        const outcome = await scope.favoriteAddresses.insert({
          name: 'Nur im Versuch',
          street: 'Weg',
          houseNumber: '1',
          city: 'Berlin',
          zipCode: '10115',
        });
        insertedId = (outcome as { created: { id: string } }).created.id;
        throw new Error('roll back');
      })
      .catch(() => {});
    handle = db;
    const [row] = await db
      .select()
      .from(favoriteAddresses)
      .where(eq(favoriteAddresses.id, insertedId));
    expect(row).toBeUndefined();
  });
});

describe('policies', () => {
  /** Written by the audit module only; an organisation's view of its log gets a policy with it. */
  // The audit log is written below every scope; notifications, their settings and push
  // subscriptions belong to one user, not the organisation, and the notifications module's stores bound each
  // statement by the caller's user id (tests/api/notifications.test.ts: one's own only).
  const OUTSIDE_THE_SCOPE = [
    'audit_log',
    'notifications',
    'notification_settings',
    'push_subscriptions',
    // A transport's delay reports name the reporting company for the scorecards; they are read
    // and written only for a transport the caller's scope has just found, as its position and
    // history are (decision 113, delay-store.ts; delay-reports.test.ts: another company's is 404).
    'transport_delays',
  ];

  it('are declared for every table of organisation data', () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
      is(value, PgTable),
    );
    const organisationData = tables
      .filter((table) => 'organizationId' in getTableColumns(table))
      .map(getTableName)
      .filter((name) => !OUTSIDE_THE_SCOPE.includes(name));
    const declared = Object.values(POLICIES).map((policy) => getTableName(policy.table));
    expect(declared).toEqual(expect.arrayContaining(organisationData));
    expect(declared.sort()).toEqual([
      'billing_profiles',
      // The ordering organisation's escalation ladder (decision 042).
      'escalation_ladders',
      'favorite_addresses',
      'invoices',
      'organizations',
      'patients',
      'price_lists',
      'team_members',
      'teams',
      // Series twice as well: in full, and as the marketplace's minimised item (decision 041).
      'transport_series',
      'transport_series',
      // Transports twice: in full, and as the marketplace's minimised item (decision 024).
      'transports',
      'transports',
      'users',
      // The company's fleet and who drives which vehicle on a shift (decision 105).
      'vehicle_shifts',
      'vehicles',
    ]);
  });
});
