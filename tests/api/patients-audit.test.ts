/**
 * Every access to patient data leaves a row in audit_log — organisation, user, session, action,
 * patient id, IP and time — and the log holds no health data itself. Served over a real port so
 * that the client address is known.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../src/contract/patient';
import { auditLog } from '../../server/db/schema';
import type { ApiClient } from './support/client';
import { signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { idempotencyKey, patientInput } from './support/master-data';

let harness: Harness;
let client: ApiClient;
let organizationId: string;
let userId: string;
let sessionId: string;

beforeAll(async () => {
  harness = await startHarness({ transport: 'http' });
  const signedIn = await signedInUser(harness);
  client = signedIn.client;
  organizationId = signedIn.user.organization.id;
  userId = signedIn.user.id;
  const sessions = await client.get('/v1/account/sessions');
  sessionId = sessions.body.data.find((s: { current: boolean }) => s.current).id;
});
afterAll(() => harness.close());

/** The rows so far, reads included: those wait in the audit buffer until it is flushed. */
async function rows() {
  await harness.ctx.auditBuffer.flush();
  return harness.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.organizationId, organizationId))
    .orderBy(asc(auditLog.id));
}

/** The rows written by `action()`. */
async function rowsOf(action: () => Promise<unknown>) {
  const before = (await rows()).length;
  await action();
  return (await rows()).slice(before);
}

async function create(overrides: Parameters<typeof patientInput>[0] = {}) {
  const response = await client.post<Patient>('/v1/patients', patientInput(overrides));
  expect(response.status).toBe(201);
  return response.body;
}

describe('audit log of patient access', () => {
  it('records a create with organisation, user, session, IP and time', async () => {
    const at = new Date('2026-03-02T08:15:00.000Z');
    harness.clock.set(at);
    let patient: Patient | undefined;
    const written = await rowsOf(async () => {
      patient = await create();
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      organizationId,
      userId,
      sessionId,
      action: 'create',
      entity: 'patient',
      entityId: patient!.id,
      ip: harness.clientAddress,
    });
    expect(written[0]!.at.getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(written[0]!.at.getTime()).toBeLessThan(at.getTime() + 60_000);
  });

  it('records a read, an update and a delete', async () => {
    const patient = await create();
    const at = new Date('2026-03-02T09:30:00.000Z');
    harness.clock.set(at);
    const [read, ...more] = await rowsOf(() => client.get(`/v1/patients/${patient.id}`));
    expect(more).toEqual([]);
    expect(read).toMatchObject({
      organizationId,
      userId,
      sessionId,
      action: 'read',
      entity: 'patient',
      entityId: patient.id,
      ip: harness.clientAddress,
    });
    expect(read!.at.getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(read!.at.getTime()).toBeLessThan(at.getTime() + 60_000);
    expect(
      await rowsOf(() => client.put(`/v1/patients/${patient.id}`, { ...patient, note: 'neu' })),
    ).toMatchObject([{ action: 'update', entityId: patient.id }]);
    expect(await rowsOf(() => client.delete(`/v1/patients/${patient.id}`))).toMatchObject([
      { action: 'delete', entityId: patient.id },
    ]);
  });

  it('records one row per patient a list returned, none for an empty page', async () => {
    const page = await client.get('/v1/patients?per_page=3');
    expect(page.body.data.length).toBeGreaterThan(0);
    const written = await rowsOf(() => client.get('/v1/patients?per_page=3'));
    expect(written.map((row) => [row.action, row.entityId])).toEqual(
      page.body.data.map((p: Patient) => ['list', p.id]),
    );
    expect(await rowsOf(() => client.get('/v1/patients?page=999'))).toEqual([]);
  });

  it('records the disclosure of the stored record in a 409, and nothing for the failed write', async () => {
    const patient = await create();
    await client.put(`/v1/patients/${patient.id}`, { ...patient, note: 'erste Änderung' });
    const stale = await rowsOf(async () => {
      const response = await client.put(`/v1/patients/${patient.id}`, { ...patient, note: 'x' });
      expect(response.status).toBe(409);
    });
    expect(stale).toMatchObject([{ action: 'read', entityId: patient.id, sessionId }]);

    const withKey = await rowsOf(async () => {
      const response = await client.put(
        `/v1/patients/${patient.id}`,
        { ...patient, note: 'y' },
        { headers: { 'idempotency-key': idempotencyKey() } },
      );
      expect(response.status).toBe(409);
    });
    expect(withKey).toMatchObject([{ action: 'read', entityId: patient.id }]);

    const again = await rowsOf(async () => {
      const response = await client.post('/v1/patients', patientInput({ id: patient.id }));
      expect(response.status).toBe(409);
    });
    expect(again).toMatchObject([{ action: 'read', entityId: patient.id }]);
  });

  it('records nothing for refused requests and idempotent replays', async () => {
    const patient = await create();
    const key = idempotencyKey();
    const refused = await rowsOf(async () => {
      await client.post('/v1/patients', { firstName: '' });
      await client.get(`/v1/patients/${randomUUID()}`);
      await client.put(`/v1/patients/${patient.id}`, { ...patient, birthday: 'morgen' });
    });
    expect(refused).toEqual([]);
    const first = await rowsOf(() =>
      client.post('/v1/patients', patientInput(), { headers: { 'idempotency-key': key } }),
    );
    expect(first).toMatchObject([{ action: 'create' }]);
    const replay = await rowsOf(() =>
      client.post('/v1/patients', patientInput(), { headers: { 'idempotency-key': key } }),
    );
    expect(replay).toEqual([]);
  });

  it('never copies a patient field value into the log', async () => {
    const patient = await create({
      firstName: 'Wilhelmine',
      lastName: 'Quastenberg',
      phoneNumber: '+49 30 9876543',
      birthday: '1933-08-21',
      note: 'Nur mit Tochter',
      particularities: 'Demenz',
      insurer: { name: 'Techniker Krankenkasse', ik: '101575519' },
      address: {
        street: 'Kastanienallee',
        houseNumber: '77',
        floor: '2. OG',
        city: 'Berlin-Prenzlauer Berg',
        zipCode: '10435',
        country: 'DE',
        note: 'Hinterhaus',
      },
    });
    await client.get(`/v1/patients/${patient.id}`);
    await client.get('/v1/patients?search=quasten');
    await harness.ctx.auditBuffer.flush(); // in the order of the requests
    await client.put(`/v1/patients/${patient.id}`, { ...patient, note: 'Nur mit Sohn' });
    await client.delete(`/v1/patients/${patient.id}`);

    const logged = (await rows()).filter((row) => row.entityId === patient.id);
    expect(logged.map((row) => row.action)).toEqual(['create', 'read', 'list', 'update', 'delete']);
    const text = JSON.stringify(logged).toLowerCase();
    const values = [
      patient.firstName,
      patient.lastName,
      patient.phoneNumber,
      patient.birthday,
      patient.healthInsuranceNumber,
      patient.note,
      'Nur mit Sohn',
      patient.particularities,
      patient.insurer!.name,
      patient.insurer!.ik,
      ...Object.values(patient.address!),
    ];
    const columnValues = logged.flatMap((row) => Object.values(row).map(String));
    for (const value of values.map(String)) {
      expect(columnValues).not.toContain(value);
      // Short values ("DE", "77") occur by chance inside ids; longer ones must not occur at all.
      if (value.length >= 4) expect(text).not.toContain(value.toLowerCase());
    }
    // The table itself has no column that could hold content.
    expect(Object.keys(logged[0]!).sort()).toEqual(
      [
        'action',
        'at',
        'entity',
        'entityId',
        'id',
        'ip',
        'organizationId',
        'sessionId',
        'userId',
      ].sort(),
    );
  });
});
