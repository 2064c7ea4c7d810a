/**
 * A transport's answer carries its patient snapshot, so every answer that carries one leaves a
 * row in audit_log — organisation, user, action, transport id — for the ward that ordered it and
 * for the company that carries it, and the log holds no health data itself. The marketplace's
 * minimised item carries no snapshot and leaves none.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from '../../src/contract/transport-answer';
import { auditLog } from '../../server/db/schema';
import { startHarness, type Harness } from './support/harness';
import { orgOf, type Org } from './support/transport-parties';
import { newPatient, transportInput } from './support/transports';

let harness: Harness;
let ward: Org;
let company: Org;
beforeAll(async () => {
  harness = await startHarness();
  [ward, company] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
  ]);
});
afterAll(() => harness.close());

/** The rows of both organisations so far, reads included (flushed from the audit buffer). */
async function rows() {
  await harness.ctx.auditBuffer.flush();
  return harness.database.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.organizationId, [ward.organizationId, company.organizationId]))
    .orderBy(asc(auditLog.id));
}

async function rowsOf(action: () => Promise<unknown>) {
  const before = (await rows()).length;
  await action();
  return (await rows()).slice(before);
}

const logged = (written: (typeof auditLog.$inferSelect)[]) =>
  written.map((row) => [row.organizationId, row.userId, row.action, row.entity, row.entityId]);

async function order(overrides: Parameters<typeof newPatient>[1] = {}): Promise<Transport> {
  const patientId = await newPatient(ward.client, overrides);
  const response = await ward.client.post<Transport>(
    '/v1/transports',
    transportInput(patientId, harness.clock.now()),
  );
  expect(response.status).toBe(201);
  return response.body;
}

describe('audit log of transports', () => {
  it('records the order, the ward reading it, and each transport a list returned', async () => {
    let transport: Transport | undefined;
    const created = await rowsOf(async () => {
      transport = await order();
    });
    const { id } = transport!;
    expect(logged(created)).toContainEqual([
      ward.organizationId,
      ward.userId,
      'create',
      'transport',
      id,
    ]);
    const read = await rowsOf(() => ward.client.get(`/v1/transports/${id}`));
    expect(logged(read)).toEqual([[ward.organizationId, ward.userId, 'read', 'transport', id]]);

    const page = await ward.client.get<{ data: Transport[] }>('/v1/transports?per_page=3');
    expect(page.body.data.length).toBeGreaterThan(0);
    const listed = await rowsOf(() => ward.client.get('/v1/transports?per_page=3'));
    expect(listed.map((row) => [row.action, row.entityId])).toEqual(
      page.body.data.map((item) => ['list', item.id]),
    );
    expect(await rowsOf(() => ward.client.get('/v1/transports?page=999'))).toEqual([]);
  });

  it('records the company that sees the snapshot on accepting, its steps and its reads', async () => {
    const { id } = await order();
    const onMarket = await rowsOf(async () => {
      const market = await company.client.get<{ data: { id: string }[] }>(
        '/v1/marketplace?zipCode=10115&per_page=100',
      );
      expect(market.status).toBe(200);
    });
    expect(onMarket).toEqual([]);
    const accepted = await rowsOf(async () => {
      expect((await company.client.post(`/v1/transports/${id}/accept`, {})).status).toBe(200);
    });
    expect(logged(accepted)).toEqual([
      [company.organizationId, company.userId, 'update', 'transport', id],
    ]);
    const stepped = await rowsOf(async () => {
      const at = harness.clock.now().toISOString();
      const answer = await company.client.post(`/v1/transports/${id}/status`, {
        status: 'en_route',
        at,
      });
      expect(answer.status).toBe(200);
      await company.client.get(`/v1/transports/${id}`);
    });
    expect(stepped.map((row) => [row.organizationId, row.action, row.entityId])).toEqual([
      [company.organizationId, 'update', id],
      [company.organizationId, 'read', id],
    ]);
  });

  it('records the stored order a 409 discloses, and nothing for a refusal', async () => {
    const transport = await order();
    const { id, version } = transport;
    const body = { ...transportInput(transport.patientId!, harness.clock.now()), version };
    expect((await ward.client.put(`/v1/transports/${id}`, body)).status).toBe(200);
    const stale = await rowsOf(async () => {
      expect((await ward.client.put(`/v1/transports/${id}`, body)).status).toBe(409);
    });
    expect(logged(stale)).toEqual([[ward.organizationId, ward.userId, 'read', 'transport', id]]);
    const refused = await rowsOf(async () => {
      await company.client.get(`/v1/transports/${randomUUID()}`);
      await ward.client.post(`/v1/transports/${id}/accept`, {});
      await ward.client.put(`/v1/transports/${id}`, { ...body, weightKg: -1 });
    });
    expect(refused).toEqual([]);
  });

  it('never copies a value of the patient snapshot or the order into the log', async () => {
    const transport = await order({
      firstName: 'Wilhelmine',
      lastName: 'Quastenberg',
      phoneNumber: '+49 30 9876543',
      birthday: '1933-08-21',
      particularities: 'Demenz',
    });
    await ward.client.get(`/v1/transports/${transport.id}`);
    await ward.client.get('/v1/transports?search=quastenberg');
    const written = (await rows()).filter((row) => row.entityId === transport.id);
    expect(written.map((row) => row.action)).toEqual(['create', 'read', 'list']);
    const text = JSON.stringify(written).toLowerCase();
    for (const value of [
      'Wilhelmine',
      'Quastenberg',
      '+49 30 9876543',
      '1933-08-21',
      'Demenz',
      transport.patient.healthInsuranceNumber,
      transport.crewNote,
      'Invalidenstraße',
      'oxygen',
    ]) {
      expect(text).not.toContain(String(value).toLowerCase());
    }
    const [row] = await harness.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, transport.id))
      .limit(1);
    expect(Object.keys(row!).sort()).toEqual(
      ['action', 'at', 'entity', 'entityId', 'id', 'ip', 'organizationId', 'sessionId', 'userId'],
    );
  });
});
