/**
 * Lists read few rows, however many there are (issue 24): a page comes from an index in the
 * page's order, so its query reads about a page of index entries, not every transport of the
 * organisation; the count stops at 1 000 (decision 061); a list request costs the same few
 * statements on page 1 as on page 40. Deterministic: rows read from EXPLAIN ANALYZE's own
 * counts and statements counted, against budgets. How fast that is at 100 000 transports is the
 * bench's question (`npm run bench`), not this test's.
 *
 * At a few thousand rows a planner may rightly prefer reading the whole table and sorting; the
 * plans are taken with sequential scans and sorts off, so they show what the indexes serve: the
 * plans PostgreSQL chooses at 100 000 rows (the bench prints them). The statements are caught
 * on their way to PGlite, so this file runs on PGlite only (vite.config.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../src/contract/common';
import { todayInGermany } from '../../src/contract/dates';
import { patients } from '../../server/db/schema';
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

const PATIENTS = 1_100;
const TRANSPORTS = 3_000;

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
      seededRandom('list-reads'),
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
  // As autovacuum leaves a table in use: statistics, and the visibility map that lets a count
  // read the index alone.
  await db.execute(sql`vacuum analyze`);
}, 180_000);
afterAll(() => harness?.close());

type PlanNode = {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

const SCANS = /Scan$/;

/** The scans of a plan: what each read (rows returned and rows it filtered away) per table. */
function scansOf(node: PlanNode): { node: string; on: string; read: number }[] {
  const own = SCANS.test(node['Node Type'])
    ? [
        {
          node: node['Node Type'],
          on: node['Index Name'] ?? node['Relation Name'] ?? '?',
          read:
            (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'],
        },
      ]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

/**
 * The scans of the list's table inside the count (an InitPlan of the page's statement) that read
 * the table's rows, not an index alone: none, since decision 132 (each filter the bench measures
 * has an index holding every column its count asks about).
 */
function countScansOfRows(node: PlanNode, inCount = false): string[] {
  const counting = inCount || node['Parent Relationship'] === 'InitPlan';
  const own =
    counting &&
    SCANS.test(node['Node Type']) &&
    /^(transports|patients)$/.test(node['Relation Name'] ?? '') &&
    node['Node Type'] !== 'Index Only Scan'
      ? [`${node['Node Type']} on ${node['Index Name'] ?? node['Relation Name']}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => countScansOfRows(child, counting))];
}

/** A list's statements: the ones that read its table (not the session's, not the events'). */
const LIST_STATEMENT = /\bfrom "(transports|patients)"/;

type Statement = { text: string; params: unknown[]; client: PGlite };

/** The list statements a request makes, caught on their way to PGlite. */
async function statementsOf(client: ApiClient, path: string): Promise<Statement[]> {
  const query = vi.spyOn(PGlite.prototype, 'query');
  try {
    const response = await client.get<Page<unknown>>(path);
    expect(response.status, path).toBe(200);
    return query.mock.calls
      .map(([text, params], index) => ({
        text: String(text),
        params: (params ?? []) as unknown[],
        client: query.mock.contexts[index] as PGlite,
      }))
      .filter(({ text }) => LIST_STATEMENT.test(text));
  } finally {
    query.mockRestore();
  }
}

/**
 * The rows a statement reads: EXPLAIN ANALYZE's rows of every scan (returned and filtered away,
 * times its loops). Sequential and bitmap scans and sorts are off (a bitmap reads every match
 * before a limit can stop it), so the plan shows what the indexes in the page's order serve.
 */
async function rowsRead({ text, params, client }: Statement): Promise<{
  read: number;
  countReadsRows: string[];
}> {
  return client.transaction(async (tx) => {
    for (const kind of ['seqscan', 'bitmapscan', 'sort'])
      await tx.query(`set local enable_${kind} = off`);
    const result = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${text}`,
      params,
    );
    const plan = result.rows[0]!['QUERY PLAN'][0].Plan;
    const scans = scansOf(plan);
    expect(scans.map((scan) => scan.node)).not.toContain('Seq Scan');
    return {
      read: scans.reduce((sum, scan) => sum + scan.read, 0),
      countReadsRows: countScansOfRows(plan),
    };
  });
}

/**
 * Budgets of rows read, for 3 000 transports and 1 100 patients of one ward. A first page reads
 * its 25 rows with their organisations from the index in the page's order, and the count up to
 * 1 001 index entries (decision 061); the marketplace's 671 open transports ahead are counted
 * exactly. Page 40 walks its offset of 975 rows, each joined to its organisations before it is
 * skipped: the levers left are a keyset page and the join after the offset (decision 111).
 */
/** The bench's "open, from today" (tests/bench/transports.ts), on the harness's clock. */
const TODAY = todayInGermany(new Date());

const CASES = [
  { who: 'ward', path: '/v1/transports?per_page=25', budget: 1_100 },
  { who: 'ward', path: '/v1/transports?per_page=25&page=40', budget: 3_800 },
  { who: 'company', path: '/v1/transports?per_page=25', budget: 1_150 },
  { who: 'company', path: '/v1/marketplace?per_page=25', budget: 750 },
  { who: 'ward', path: `/v1/transports?per_page=25&status=open&from=${TODAY}`, budget: 800 },
  { who: 'company', path: '/v1/transports?per_page=25&status=completed', budget: 1_150 },
  { who: 'ward', path: '/v1/patients?per_page=25', budget: 1_050 },
] as const;

describe('a list request reads a bounded number of rows, in one statement', () => {
  it.each(CASES)('$who: $path', async ({ who, path, budget }) => {
    const client = who === 'ward' ? ward : company;
    // The session's lookup is cached after a first request; the list's own statements follow.
    await client.get(path);
    const statements = await statementsOf(client, path);
    expect(statements, 'page and count in one round trip').toHaveLength(1);
    const { read, countReadsRows } = await rowsRead(statements[0]!);
    console.log(`${who} ${path}: ${read} rows read (budget ${budget})`);
    expect(read).toBeLessThanOrEqual(budget);
    expect(countReadsRows, 'the capped count reads an index alone').toEqual([]);
  });
});
