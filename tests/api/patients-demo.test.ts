/**
 * `npm run demo`'s data: loaded twice without duplicates, every record valid for the API, and
 * the printed log-ins work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidKvnr } from '../../src/contract/kvnr';
import type { Patient } from '../../src/contract/patient';
import { DEMO_PASSWORD } from '../../server/demo/demo-context';
import { loadDemoData } from '../../server/demo/load-demo-data';
import { ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
let first: Awaited<ReturnType<typeof loadDemoData>>;
beforeAll(async () => {
  harness = await startHarness();
  first = await loadDemoData(harness.database.db);
});
afterAll(() => harness.close());

const created = (counts: typeof first.counts) =>
  Object.fromEntries([...counts].map(([kind, count]) => [kind, count.created]));

describe('demo data', () => {
  it('creates organisations, users, patients and favorite addresses, and nothing twice', async () => {
    expect(created(first.counts)).toEqual({
      Organisationen: 4,
      Benutzer: 8,
      Patienten: 42,
      'Favoriten-Adressen': 19,
      Transporte: 100,
    });
    const second = await loadDemoData(harness.database.db);
    expect(Object.values(created(second.counts))).toEqual([0, 0, 0, 0, 0]);
    expect(second.logins).toEqual(first.logins);
  });

  it('prints log-ins that work, for an admin and a member of every organisation', async () => {
    expect(first.logins).toHaveLength(8);
    for (const login of first.logins) {
      const client = new ApiClient(harness);
      const response = await client.login(login.email, DEMO_PASSWORD);
      expect(response.status, login.email).toBe(200);
      expect(response.body.user).toMatchObject({
        role: login.role,
        organization: { name: login.organization, type: { value: login.type } },
      });
    }
  });

  it('gives the hospital valid patients and favorite addresses, and transport companies none', async () => {
    const hospital = new ApiClient(harness);
    await hospital.login(first.logins[0]!.email, DEMO_PASSWORD);
    const patients = await hospital.get<{ data: Patient[]; total_rows: number }>(
      '/v1/patients?per_page=100',
    );
    expect(patients.body.total_rows).toBe(24);
    for (const patient of patients.body.data) {
      if (patient.healthInsuranceNumber)
        expect(isValidKvnr(patient.healthInsuranceNumber)).toBe(true);
      expect(patient.address?.zipCode).toMatch(/^1[0-4]\d{3}$/);
      // Every demo record passes the same checks as one entered in the app.
      const update = await hospital.put(`/v1/patients/${patient.id}`, patient);
      expect(update.status, JSON.stringify(update.body)).toBe(200);
    }
    expect(patients.body.data.some((p) => p.particularities)).toBe(true);
    const addresses = await hospital.get('/v1/favorite-addresses');
    expect(addresses.body.total_rows).toBe(11);

    const company = new ApiClient(harness);
    const companyLogin = first.logins.find((login) => login.type === 'T')!;
    await company.login(companyLogin.email, DEMO_PASSWORD);
    expect((await company.get('/v1/patients')).body.total_rows).toBe(0);
  });
});
