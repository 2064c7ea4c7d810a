/**
 * Reads of a transport's full data leave a row in the access log — organisation, user, session,
 * time, transport id, never a value of the snapshot — and an organisation's admin sees its own
 * organisation's reads of a transport it sees (decision 039). A list is not a read of each row.
 * The ward's footprint stays the same when the company reads the ward's transport: the row is
 * the company's (the security matrix's rule, support/footprint.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportAccess } from '../../src/contract/transport-answer';
import { auditLog, users } from '../../server/db/schema';
import type { ApiClient } from './support/client';
import { footprint, scopeOf } from './support/footprint';
import { startHarness, type Harness } from './support/harness';
import { colleagueOf, orgOf, type Org } from './support/transport-parties';
import { newTransport } from './support/transports';

let harness: Harness;
let ward: Org;
let company: Org;
let stranger: Org;
beforeAll(async () => {
  harness = await startHarness();
  [ward, company, stranger] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'medical_facility'),
  ]);
  // Times of reads are asserted to the millisecond: only advance() moves the clock.
  harness.clock.freeze();
});
afterAll(() => harness.close());

const now = () => harness.clock.now();

/** The access rows of a transport, reads included (those wait in the audit buffer). */
async function rowsOf(transportId: string) {
  await harness.ctx.auditBuffer.flush();
  return harness.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'transport'), eq(auditLog.entityId, transportId)))
    .orderBy(asc(auditLog.id));
}

describe('the access log of transports', () => {
  it('logs each read of one transport by its reader, and no list, never the health data', async () => {
    const transport = await newTransport(ward.client, now());
    expect(await rowsOf(transport.id)).toEqual([]);

    harness.clock.advance(10);
    const at = now();
    expect((await ward.client.get(`/v1/transports/${transport.id}`)).status).toBe(200);
    expect((await ward.client.get('/v1/transports?per_page=100')).status).toBe(200);
    const [read, ...more] = await rowsOf(transport.id);
    expect(more).toEqual([]);
    expect(read).toMatchObject({
      organizationId: ward.organizationId,
      userId: ward.userId,
      sessionId: expect.any(String),
      action: 'read',
      entity: 'transport',
      entityId: transport.id,
      at,
    });
    const text = JSON.stringify(read);
    for (const value of [transport.patient.lastName, transport.patient.birthday, 'oxygen']) {
      expect(text).not.toContain(value);
    }
  });

  it('shows an admin the reads of its own organisation, newest first; another’s reads stay theirs', async () => {
    const transport = await newTransport(ward.client, now());
    expect((await company.client.post(`/v1/transports/${transport.id}/accept`, {})).status).toBe(
      200,
    );
    const member = await colleagueOf(harness, ward);
    const readAt = async (client: ApiClient) => {
      harness.clock.advance(10);
      expect((await client.get(`/v1/transports/${transport.id}`)).status).toBe(200);
      return now().toISOString();
    };
    const memberRead = await readAt(member.client);
    await readAt(company.client);
    const adminRead = await readAt(ward.client);
    await harness.ctx.auditBuffer.flush();

    const seen = await ward.client.get<TransportAccess[]>(`/v1/transports/${transport.id}/access`);
    expect(seen.status).toBe(200);
    const [admin] = await harness.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, ward.userId));
    expect(seen.body.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        at: adminRead,
        action: 'read',
        by: { userId: ward.userId, name: `${admin!.firstName} ${admin!.lastName}` },
      },
      {
        at: memberRead,
        action: 'read',
        by: { userId: member.userId, name: 'Lena Krause' },
      },
    ]);
    const theirs = await company.client.get<TransportAccess[]>(
      `/v1/transports/${transport.id}/access`,
    );
    expect(theirs.body.map((entry) => entry.by.userId)).toEqual([company.userId]);
  });

  it('refuses a member before any lookup (403) and another organisation’s admin (404)', async () => {
    const transport = await newTransport(ward.client, now());
    const member = await colleagueOf(harness, ward);
    for (const id of [transport.id, crypto.randomUUID()]) {
      const refused = await member.client.get(`/v1/transports/${id}/access`);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(1403);
    }
    const foreign = await stranger.client.get(`/v1/transports/${transport.id}/access`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(1404);
    // A refused read is no read.
    expect((await stranger.client.get(`/v1/transports/${transport.id}`)).status).toBe(404);
    expect(await rowsOf(transport.id)).toEqual([]);
  });

  it('leaves the ward’s footprint as it was when the company reads the ward’s transport', async () => {
    const transport = await newTransport(ward.client, now());
    await company.client.post(`/v1/transports/${transport.id}/accept`, {});
    await harness.ctx.auditBuffer.flush();
    await harness.events.settle();
    const wardScope = scopeOf([{ organizationId: ward.organizationId, markers: [transport.id] }]);
    const companyScope = scopeOf([{ organizationId: company.organizationId, markers: [] }]);
    const db = harness.database.db;
    const [wardBefore, companyBefore] = [
      await footprint(db, wardScope),
      await footprint(db, companyScope),
    ];
    expect((await company.client.get(`/v1/transports/${transport.id}`)).status).toBe(200);
    await harness.ctx.auditBuffer.flush();
    await harness.events.settle();
    expect(await footprint(db, wardScope)).toEqual(wardBefore);
    const companyAfter = await footprint(db, companyScope);
    expect(Object.keys(companyAfter).filter((t) => companyAfter[t] !== companyBefore[t])).toEqual([
      'audit_log',
    ]);
  });
});
