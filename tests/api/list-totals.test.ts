/**
 * Lists count their matches up to 1 000, or to the end of the page asked for (decision 061):
 * past that `total_rows` is the limit and `more_rows: true`, below it the count is exact. (The
 * notifications' list counts on its own, exactly: seed §7.) Rows are inserted in bulk, as many as
 * a busy ward has.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/contract/common';
import type { Patient } from '../../src/contract/patient';
import type { MarketplaceItem, Transport } from '../../src/contract/transport-answer';
import { todayInGermany } from '../../src/contract/dates';
import { patients, transports } from '../../server/db/schema';
import { seededRandom } from '../../server/demo/demo-context';
import { insertTransports, transportRows } from '../../server/demo/transport-rows';
import { snapshotOf } from '../../server/demo/transports';
import { insertPatients } from '../bench/bench-data';
import { signedInUser, type ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
let ward: ApiClient;
let company: ApiClient;
let wardId: string;
let companyId: string;

const PATIENTS = 1_030;
const TRANSPORTS = 2_400;

async function page<T>(client: ApiClient, path: string): Promise<Page<T>> {
  const response = await client.get<Page<T>>(path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** What the database holds for a condition, counted in full. */
async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const result = await harness.database.db.execute(
    sql`select count(*)::int as n from ${transports} where ${condition}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

beforeAll(async () => {
  harness = await startHarness();
  const wardUser = await signedInUser(harness);
  const companyUser = await signedInUser(harness, 'transport_company');
  ({ client: ward } = wardUser);
  ({ client: company } = companyUser);
  wardId = wardUser.user.organization.id;
  companyId = companyUser.user.organization.id;
  const db = harness.database.db;
  await insertPatients(db, wardId, PATIENTS);
  const stored = await db.select().from(patients).where(eq(patients.organizationId, wardId));
  const now = harness.clock.now();
  await insertTransports(
    db,
    transportRows(
      seededRandom('list-totals'),
      {
        ordererId: wardId,
        companyId,
        patients: stored.map((patient) => ({ id: patient.id, snapshot: snapshotOf(patient) })),
        departments: [],
        crews: [],
        days: 60,
        now,
      },
      TRANSPORTS,
    ),
    Number(todayInGermany(now).slice(0, 4)),
  );
}, 120_000);
afterAll(() => harness?.close());

describe('a list past 1 000 matches', () => {
  it('says "more than 1 000" on its first pages instead of counting them all', async () => {
    const first = await page<Patient>(ward, '/v1/patients?per_page=25');
    expect(first.data).toHaveLength(25);
    expect(first).toMatchObject({ total_rows: 1_000, more_rows: true });
    const fortieth = await page<Patient>(ward, '/v1/patients?per_page=25&page=40');
    expect(fortieth).toMatchObject({ total_rows: 1_000, more_rows: true });
  });

  it('counts on to the end of a page past 1 000, and exactly where the rows end', async () => {
    const beyond = await page<Patient>(ward, '/v1/patients?per_page=25&page=41');
    expect(beyond.data).toHaveLength(25);
    expect(beyond).toMatchObject({ total_rows: 1_025, more_rows: true });
    const last = await page<Patient>(ward, '/v1/patients?per_page=25&page=42');
    expect(last.data).toHaveLength(PATIENTS - 1_025);
    expect(last.total_rows).toBe(PATIENTS);
    expect(last).not.toHaveProperty('more_rows');
    const past = await page<Patient>(ward, '/v1/patients?per_page=25&page=50');
    expect(past.data).toHaveLength(0);
    expect(past.total_rows).toBe(PATIENTS);
    expect(past).not.toHaveProperty('more_rows');
  });

  it('counts a search that narrows below 1 000 exactly', async () => {
    const all = await page<Patient>(ward, '/v1/patients?per_page=100');
    const lastName = all.data[0]!.lastName;
    const matches = await page<Patient>(
      ward,
      `/v1/patients?per_page=100&search=${encodeURIComponent(lastName)}`,
    );
    expect(matches.total_rows).toBeGreaterThan(0);
    expect(matches.total_rows).toBeLessThan(1_000);
    expect(matches).not.toHaveProperty('more_rows');
  });

  it("caps the ward's and the company's transports and the marketplace alike", async () => {
    const cases: [ApiClient, string, ReturnType<typeof sql>][] = [
      [ward, '/v1/transports?per_page=25', sql`organization_id = ${wardId}`],
      [
        company,
        '/v1/transports?per_page=25',
        sql`organization_id = ${companyId} or assigned_company_id = ${companyId}`,
      ],
      [
        ward,
        '/v1/transports?per_page=25&status=completed',
        sql`organization_id = ${wardId} and status = 'completed'`,
      ],
      [company, '/v1/marketplace?per_page=25', sql`status = 'open'`],
    ];
    let capped = 0;
    for (const [client, path, condition] of cases) {
      const listed = await page<Transport | MarketplaceItem>(client, path);
      const held = await countWhere(condition);
      if (held > 1_000) {
        capped += 1;
        expect(listed, path).toMatchObject({ total_rows: 1_000, more_rows: true });
      } else if (!path.startsWith('/v1/marketplace')) {
        // The marketplace shows only open transports ahead: fewer than the table holds.
        expect(listed.total_rows, path).toBe(held);
        expect(listed, path).not.toHaveProperty('more_rows');
      } else {
        expect(listed.total_rows, path).toBeLessThanOrEqual(held);
        expect(listed, path).not.toHaveProperty('more_rows');
      }
    }
    // The ward's and the company's lists hold all 2 400: both were capped.
    expect(capped).toBeGreaterThanOrEqual(2);
  });
});

describe('at the cap', () => {
  it('counts exactly 1 000 matches exactly, and 1 001 as "more than 1 000"', async () => {
    // An organisation of its own, filled to the cap and then one past it.
    const boundary = await signedInUser(harness);
    const organizationId = boundary.user.organization.id;
    await insertPatients(harness.database.db, organizationId, 1_000);
    const atCap = await page<Patient>(boundary.client, '/v1/patients?per_page=25');
    expect(atCap.total_rows).toBe(1_000);
    expect(atCap).not.toHaveProperty('more_rows');
    const lastPage = await page<Patient>(boundary.client, '/v1/patients?per_page=25&page=40');
    expect(lastPage.data).toHaveLength(25);
    expect(lastPage).not.toHaveProperty('more_rows');

    await insertPatients(harness.database.db, organizationId, 1);
    const pastCap = await page<Patient>(boundary.client, '/v1/patients?per_page=25');
    expect(pastCap).toMatchObject({ total_rows: 1_000, more_rows: true });
    // Page 41 holds the 1 001st: its end (1 025) is counted to, and the count ends at 1 001.
    const last = await page<Patient>(boundary.client, '/v1/patients?per_page=25&page=41');
    expect(last.data).toHaveLength(1);
    expect(last.total_rows).toBe(1_001);
    expect(last).not.toHaveProperty('more_rows');
  });
});
