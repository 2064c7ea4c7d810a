/** /v1/patients: create, read, update, delete and the answer's exact shape (PRODUCT.md §3, §7). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../src/contract/patient';
import { ApiClient, signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { patientInput } from './support/master-data';

let harness: Harness;
let client: ApiClient;
beforeAll(async () => {
  harness = await startHarness();
  ({ client } = await signedInUser(harness));
});
afterAll(() => harness.close());

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function create(overrides: Parameters<typeof patientInput>[0] = {}) {
  const response = await client.post<Patient>('/v1/patients', patientInput(overrides));
  expect(response.status).toBe(201);
  return response.body;
}

describe('patients: round trip', () => {
  it('creates a patient and answers exactly the contract shape', async () => {
    const response = await client.post<Patient>('/v1/patients', patientInput());
    expect(response.status).toBe(201);
    const patient = response.body;
    expect(Object.keys(patient).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'gender',
        'phoneNumber',
        'birthday',
        'healthInsuranceNumber',
        'insurer',
        'note',
        'particularities',
        'address',
        // What decides the Muster 4's approval rule (decision 095).
        'careLevel',
        'disabilityMarkers',
        'coPaymentExemptUntil',
        'version',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(patient).toMatchObject({
      firstName: 'Anna',
      lastName: 'Meier',
      gender: 'woman',
      phoneNumber: '+49 30 1234567',
      birthday: '1941-05-17',
      healthInsuranceNumber: 'X110411675',
      insurer: { name: 'AOK Nordost', ik: '109519005' },
      note: 'Bitte vorher anrufen.',
      particularities: 'schwerhörig',
      address: {
        street: 'Invalidenstraße',
        houseNumber: '12a',
        floor: '3. OG',
        city: 'Berlin',
        zipCode: '10115',
        country: 'DE',
        note: 'Klingel defekt',
      },
      version: 1,
    });
    expect(patient.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(patient.createdAt).toMatch(ISO_UTC);
    expect(patient.updatedAt).toMatch(ISO_UTC);

    const read = await client.get<Patient>(`/v1/patients/${patient.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(patient);
  });

  it('answers absent optional fields as null and trims and normalises input', async () => {
    const response = await client.post<Patient>('/v1/patients', {
      firstName: '  Karl ',
      lastName: 'Schulze',
      gender: 'man',
      birthday: '1938-12-01',
      healthInsuranceNumber: 'a123456780',
      phoneNumber: '',
      note: '   ',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      firstName: 'Karl',
      healthInsuranceNumber: 'A123456780',
      phoneNumber: null,
      insurer: null,
      note: null,
      particularities: null,
      address: null,
    });
  });

  it('keeps an insurer without IK number and an address abroad', async () => {
    const patient = await create({
      insurer: { name: 'Privat versichert' },
      address: {
        street: 'Hauptplatz',
        houseNumber: '1',
        city: 'Wien',
        zipCode: '1010',
        country: 'at',
      },
    });
    expect(patient.insurer).toEqual({ name: 'Privat versichert', ik: null });
    expect(patient.address).toMatchObject({
      country: 'AT',
      zipCode: '1010',
      floor: null,
      note: null,
    });
  });

  it('updates with the current version: version + 1, new updatedAt, createdAt kept', async () => {
    const patient = await create();
    harness.clock.advance(60);
    const response = await client.put<Patient>(`/v1/patients/${patient.id}`, {
      ...patientInput({ lastName: 'Meier-Schulz', address: null, insurer: null }),
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: patient.id,
      lastName: 'Meier-Schulz',
      address: null,
      insurer: null,
      version: 2,
      createdAt: patient.createdAt,
    });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(patient.updatedAt));
    expect((await client.get(`/v1/patients/${patient.id}`)).body).toEqual(response.body);
  });

  it('accepts the record itself (with its id) as the update body', async () => {
    const patient = await create();
    const response = await client.put<Patient>(`/v1/patients/${patient.id}`, {
      ...patient,
      firstName: 'Annemarie',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Annemarie', version: 2 });
  });

  it('refuses a stale version with 409/1409 and the stored record as current', async () => {
    const patient = await create();
    const first = await client.put<Patient>(`/v1/patients/${patient.id}`, {
      ...patientInput({ firstName: 'Erste' }),
      version: 1,
    });
    expect(first.status).toBe(200);
    const stale = await client.put(`/v1/patients/${patient.id}`, {
      ...patientInput({ firstName: 'Zweite' }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 1409, current: first.body });
    expect((await client.get(`/v1/patients/${patient.id}`)).body.firstName).toBe('Erste');
  });

  it('requires the version on update', async () => {
    const patient = await create();
    const response = await client.put(`/v1/patients/${patient.id}`, patientInput());
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('version');
  });

  it('refuses an id in the body that differs from the path with 422 on id', async () => {
    const patient = await create();
    const other = await create({ firstName: 'Other' });
    const response = await client.put(`/v1/patients/${patient.id}`, {
      ...patientInput(),
      id: other.id,
      version: 1,
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 1422, errors: { id: [expect.any(String)] } });
    expect((await client.get(`/v1/patients/${other.id}`)).body.version).toBe(1);
  });

  it('deletes with 204; afterwards the record is 404 for every verb', async () => {
    const patient = await create();
    const deleted = await client.delete(`/v1/patients/${patient.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeFalsy();
    for (const response of [
      await client.get(`/v1/patients/${patient.id}`),
      await client.put(`/v1/patients/${patient.id}`, { ...patientInput(), version: 1 }),
      await client.delete(`/v1/patients/${patient.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe(1404);
    }
  });

  it('answers 404 for ids that are not UUIDs, and for unknown UUIDs', async () => {
    for (const id of ['123', 'not-a-uuid', `${randomUUID()}x`, randomUUID()]) {
      expect((await client.get(`/v1/patients/${id}`)).status).toBe(404);
      expect(
        (await client.put(`/v1/patients/${id}`, { ...patientInput(), version: 1 })).status,
      ).toBe(404);
      expect((await client.delete(`/v1/patients/${id}`)).status).toBe(404);
    }
  });
});

describe('patients: client-generated ids (offline creates)', () => {
  it('creates under the id the client chose', async () => {
    const id = randomUUID();
    const patient = await create({ id });
    expect(patient.id).toBe(id);
    expect((await client.get(`/v1/patients/${id}`)).status).toBe(200);
  });

  it('accepts an upper-case UUID and answers it in lower case', async () => {
    const id = randomUUID();
    const patient = await create({ id: id.toUpperCase() });
    expect(patient.id).toBe(id);
    expect((await client.get(`/v1/patients/${id.toUpperCase()}`)).body.id).toBe(id);
  });

  it('answers a second create with the same id with 409 and the stored record', async () => {
    const id = randomUUID();
    const patient = await create({ id, firstName: 'Original' });
    const again = await client.post('/v1/patients', patientInput({ id, firstName: 'Kopie' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 1409, current: patient });
    expect((await client.get(`/v1/patients/${id}`)).body.firstName).toBe('Original');
  });

  it('refuses an id that is not a UUID with 422 on id', async () => {
    const response = await client.post('/v1/patients', patientInput({ id: 'patient-1' }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('id');
  });
});

describe('patients: authentication', () => {
  it('answers 401/0 without or with a wrong bearer token, on every route', async () => {
    const anonymous = new ApiClient(harness);
    const id = randomUUID();
    for (const token of [null, 'garbage']) {
      const responses = [
        await anonymous.get('/v1/patients', { token }),
        await anonymous.post('/v1/patients', patientInput(), { token }),
        await anonymous.get(`/v1/patients/${id}`, { token }),
        await anonymous.put(`/v1/patients/${id}`, { ...patientInput(), version: 1 }, { token }),
        await anonymous.delete(`/v1/patients/${id}`, { token }),
      ];
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect(response.body.code).toBe(0);
      }
    }
  });

  it('sends answers with health data as Cache-Control: no-store', async () => {
    const response = await client.get('/v1/patients');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
