/** `npm run demo`'s transports: every status, round trips, teams, and valid answers of the API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORT_STATUSES } from '../../src/contract/transport-lifecycle';
import { transports } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/demo/demo-context';
import { loadDemoData } from '../../server/demo/load-demo-data';
import { ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await loadDemoData(harness.database.db);
});
afterAll(() => harness.close());

describe('demo transports', () => {
  it('cover every status, round trips fixed and on call, departments and crews', async () => {
    const rows = await harness.database.db.select().from(transports);
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
    const market = await company.get('/v1/marketplace');
    expect(market.body.total_rows).toBeGreaterThan(0);
  });
});
