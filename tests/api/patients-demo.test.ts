/**
 * `npm run demo`'s data: loaded twice without duplicates, every record valid for the API, and
 * the printed log-ins work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidKvnr } from '../../src/contract/kvnr';
import { TRANSPORT_STATUSES } from '../../src/contract/transport-lifecycle';
import { inArray } from 'drizzle-orm';
import { organizations, transportEvents, transports } from '../../server/db/schema';
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
      // Every organisation's billing details, and both companies' sample price list.
      Rechnungsprofile: 4,
      Preislisten: 2,
    });
    const second = await loadDemoData(harness.database.db);
    expect(Object.values(created(second.counts))).toEqual([0, 0, 0, 0, 0, 0, 0]);
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

/**
 * The demo organisations' transports. On PostgreSQL every test file shares one database, so the
 * other files' transports (crew steps with device times, expiry runs at a chosen clock) are there
 * too and are none of the demo's business.
 */
async function demoTransports() {
  const db = harness.database.db;
  const names = [...new Set(first.logins.map((login) => login.organization))];
  const owners = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(inArray(organizations.name, names));
  return db
    .select()
    .from(transports)
    .where(
      inArray(
        transports.organizationId,
        owners.map((owner) => owner.id),
      ),
    );
}

// Transports in the same file: on PostgreSQL, two files loading the demo would share it.
describe('demo transports', () => {
  it('cover every status, round trips fixed and on call, departments and crews', async () => {
    const rows = await demoTransports();
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(TRANSPORT_STATUSES));
    expect(rows.some((row) => row.roundTrip?.onCall)).toBe(true);
    expect(rows.some((row) => row.roundTrip && !row.roundTrip.onCall)).toBe(true);
    expect(rows.some((row) => row.teamId)).toBe(true);
    expect(rows.some((row) => row.crewTeamId)).toBe(true);
    const numbers = rows.map((row) => Number(row.number.slice(7))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
  });

  it('are listed for the ward and for the company that took them, and on the marketplace', async () => {
    const signIn = async (email: string) => {
      const client = new ApiClient(harness);
      expect((await client.login(email, DEMO_PASSWORD)).status).toBe(200);
      return client;
    };
    const ward = await signIn('katharina.vogel@klinikum-stadtpark.example');
    const company = await signIn('thomas.neumann@kt-spree.example');
    for (const client of [ward, company]) {
      const page = await client.get('/v1/transports?per_page=100');
      expect(page.status).toBe(200);
      expect(page.body.total_rows).toBeGreaterThan(10);
    }
    // The ward's rides start at its own house, under its name, a return trip ends there
    // (decision 087, issue 27.5).
    type Place = { name?: string | null; address: { street: string } };
    const own = await ward.get('/v1/transports?per_page=20');
    const places = own.body.data as { start: Place; destination: Place }[];
    expect(places.length).toBeGreaterThan(0);
    for (const { start, destination } of places) {
      const house = start.address.street === 'Am Stadtpark' ? start : destination;
      expect(house).toMatchObject({
        name: 'Klinikum Am Stadtpark',
        address: { street: 'Am Stadtpark', houseNumber: '1', zipCode: '10827' },
      });
    }
    const market = await company.get('/v1/marketplace');
    expect(market.body.total_rows).toBeGreaterThan(0);
  });

  it('have a history that leads to their status, in order and never ahead of now', async () => {
    const rows = await demoTransports();
    const events = await harness.database.db
      .select()
      .from(transportEvents)
      .where(
        inArray(
          transportEvents.transportId,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      const history = events
        .filter((event) => event.transportId === row.id)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(history[0]?.action, row.number).toBe('create');
      const last = history.findLast((event) => event.toStatus);
      expect(last?.toStatus, row.number).toBe(row.status);
      for (const event of history) expect(event.at.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});
