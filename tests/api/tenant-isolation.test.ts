/**
 * Organisation data is never visible to another organisation (PRODUCT.md §3, CONVENTIONS 7):
 * a record of organisation A is a 404 for a user of organisation B on every route and verb —
 * never a 403, which would tell that it exists — and B cannot write into A by any body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/client';
import { signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { favoriteAddressInput, idempotencyKey, patientInput } from './support/master-data';

let harness: Harness;
let alice: ApiClient;
let bob: ApiClient;
let aliceOrganizationId: string;

beforeAll(async () => {
  harness = await startHarness();
  const a = await signedInUser(harness, 'medical_facility');
  const b = await signedInUser(harness, 'transport_company');
  alice = a.client;
  bob = b.client;
  aliceOrganizationId = a.user.organization.id;
});
afterAll(() => harness.close());

const RESOURCES = [
  {
    path: '/v1/patients',
    input: (marker: string) => patientInput({ lastName: marker }),
  },
  {
    path: '/v1/favorite-addresses',
    input: (marker: string) => favoriteAddressInput({ name: marker }),
  },
] as const;

describe.each(RESOURCES)('$path across organisations', ({ path, input }) => {
  let record: { id: string; version: number } & Record<string, unknown>;
  const marker = `Geheimsache${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    const created = await alice.post(path, input(marker));
    expect(created.status).toBe(201);
    record = created.body;
  });

  async function expectUnchanged() {
    const stored = await alice.get(`${path}/${record.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(record);
  }

  it('GET /{id} of another organisation is 404/1404', async () => {
    const response = await bob.get(`${path}/${record.id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 1404, message: 'Nicht gefunden.' });
  });

  it('PUT /{id} of another organisation is 404, with the right version too', async () => {
    for (const key of [undefined, idempotencyKey()]) {
      const response = await bob.put(
        `${path}/${record.id}`,
        { ...input('Uebernommen'), version: record.version },
        key ? { headers: { 'idempotency-key': key } } : {},
      );
      expect(response.status).toBe(404);
      expect(response.body.code).toBe(1404);
      expect(response.body).not.toHaveProperty('current');
    }
    await expectUnchanged();
  });

  it('PUT /{id} with a stale version is still 404, not a 409 carrying the record', async () => {
    const response = await bob.put(`${path}/${record.id}`, { ...input('X'), version: 99 });
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain(marker);
  });

  it('DELETE /{id} of another organisation is 404 and deletes nothing', async () => {
    for (const key of [undefined, idempotencyKey()]) {
      const response = await bob.delete(
        `${path}/${record.id}`,
        key ? { headers: { 'idempotency-key': key } } : {},
      );
      expect(response.status).toBe(404);
      expect(response.body.code).toBe(1404);
    }
    await expectUnchanged();
  });

  it('lists and searches show only the own organisation', async () => {
    const all = await bob.get(`${path}?per_page=100`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((r: { id: string }) => r.id)).not.toContain(record.id);
    for (const search of [marker, marker.slice(0, 6), 'Berlin', 'X110']) {
      const found = await bob.get(`${path}?search=${encodeURIComponent(search)}`);
      expect(found.body.data.map((r: { id: string }) => r.id)).not.toContain(record.id);
    }
    const own = await alice.get(`${path}?search=${encodeURIComponent(marker)}`);
    expect(own.body.total_rows).toBe(1);
  });

  it('a create naming organisationId lands in the caller’s own organisation', async () => {
    const name = `Fremdzuordnung${Math.random().toString(36).slice(2, 8)}`;
    const response = await bob.post(path, {
      ...input(name),
      organizationId: aliceOrganizationId,
      organization: { id: aliceOrganizationId },
      organization_id: aliceOrganizationId,
    });
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('organizationId');
    const aliceSees = await alice.get(`${path}?search=${name}`);
    expect(aliceSees.body.total_rows).toBe(0);
    const bobSees = await bob.get(`${path}?search=${name}`);
    expect(bobSees.body.total_rows).toBe(1);
  });

  it('an update naming organisationId does not move the record', async () => {
    const own = (await bob.post(path, input('Eigenes'))).body;
    const response = await bob.put(`${path}/${own.id}`, {
      ...input('Eigenes'),
      version: own.version,
      organizationId: aliceOrganizationId,
    });
    expect(response.status).toBe(200);
    expect((await bob.get(`${path}/${own.id}`)).status).toBe(200);
    expect((await alice.get(`${path}/${own.id}`)).status).toBe(404);
  });

  it('a create with the id of another organisation’s record is 422 on id, without a hint', async () => {
    const response = await bob.post(path, { ...input('Kopie'), id: record.id });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['id']);
    expect(response.body).not.toHaveProperty('current');
    expect(JSON.stringify(response.body)).not.toMatch(/organi[sz]ation|gehört|belongs/i);
    await expectUnchanged();
  });

  it('the id of a deleted record of another organisation stays unusable for others', async () => {
    const temporary = (await alice.post(path, input('Voruebergehend'))).body;
    expect((await bob.post(path, { ...input('Kopie'), id: temporary.id })).status).toBe(422);
    await alice.delete(`${path}/${temporary.id}`);
    // Once deleted the id is free again; nothing of the old record is reachable through it.
    const reused = await bob.post(path, { ...input('Neu'), id: temporary.id });
    expect(reused.status).toBe(201);
    expect((await alice.get(`${path}/${temporary.id}`)).status).toBe(404);
  });

  it('an idempotency key of organisation A does not replay for a user of B', async () => {
    const key = idempotencyKey();
    const body = input(`Schluessel${Math.random().toString(36).slice(2, 8)}`);
    const first = await alice.post(path, body, { headers: { 'idempotency-key': key } });
    const other = await bob.post(path, body, { headers: { 'idempotency-key': key } });
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.id).not.toBe(first.body.id);
  });
});
