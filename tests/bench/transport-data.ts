/**
 * The transports benchmark's database: two wards and a transport company (no service area, so it
 * sees every open transport), BENCH_TRANSPORTS transports (100,000 by default) from the demo's
 * generator split between the wards, vacuumed and analysed; and the query plans of the list and the
 * marketplace. PGlite lives in a directory of its own; PostgreSQL is TEST_DATABASE_URL, emptied.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gt, sql } from 'drizzle-orm';
import { todayInGermany } from '../../src/contract/dates';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { patients, transports } from '../../server/db/schema';
import { openScope } from '../../server/db/scope';
import { seededRandom } from '../../server/demo/demo-context';
import { insertHistory } from '../../server/demo/transport-history';
import { insertTransports, transportRows } from '../../server/demo/transport-rows';
import { snapshotOf } from '../../server/demo/transports';
import {
  marketplacePageQuery,
  transportPageQuery,
} from '../../server/modules/transports/transport-list';
import resetTestDatabase from '../api/global-setup';
import { benchOrganization, insertPatients } from './bench-data';
import type { DatabaseKind } from './bench-database';

export const TRANSPORTS = Number(process.env.BENCH_TRANSPORTS ?? 100_000);

export type TransportBenchDatabase = {
  kind: DatabaseKind;
  serverEnv: Record<string, string>;
  wardEmail: string;
  companyEmail: string;
  wardId: string;
  companyId: string;
  patientId: string;
  /** Open transports ahead, for the accepts. */
  openIds: string[];
  plans: string[];
  seedSeconds: number;
  remove: () => Promise<void>;
};

export type TransportBenchOptions = {
  /** Also each transport's history as the API writes it (the scorecards read it). */
  history?: boolean;
};

export async function prepareTransports(
  kind: DatabaseKind,
  options: TransportBenchOptions = {},
): Promise<TransportBenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kt-bench-transports-${kind}-`));
  const url = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres') {
    process.env.TEST_DB = 'postgres';
    await resetTestDatabase();
  }
  const database: Database =
    kind === 'postgres'
      ? // Seeding is no request: the server's bounds (decision 014, 8 s a statement) cancelled
        // the ANALYZE of 100 000 rows on a busy machine.
        openPostgres(url!, 2, { bounds: { statementTimeoutMs: 900_000, queryTimeoutMs: 910_000 } })
      : await openPglite(path.join(dataDir, 'pgdata'));
  try {
    await database.migrate();
    const db = database.db;
    const started = performance.now();
    const company = await benchOrganization(db, 'company', 'T');
    const wards = [
      await benchOrganization(db, 'ward'),
      await benchOrganization(db, 'neighbour ward'),
    ];
    const now = new Date();
    const year = Number(todayInGermany(now).slice(0, 4));
    for (const [index, ward] of wards.entries()) {
      await insertPatients(db, ward.organizationId, 2_000);
      const stored = await db
        .select()
        .from(patients)
        .where(eq(patients.organizationId, ward.organizationId));
      const rows = transportRows(
        seededRandom(`bench:${index}`),
        {
          ordererId: ward.organizationId,
          companyId: company.organizationId,
          patients: stored.map((patient) => ({ id: patient.id, snapshot: snapshotOf(patient) })),
          departments: [],
          crews: [],
          days: 60,
          now,
        },
        TRANSPORTS / wards.length,
      );
      await insertTransports(db, rows, year);
      if (options.history) {
        await insertHistory(db, rows, { orderer: ward, company }, now);
      }
    }
    // As autovacuum leaves a database in use: statistics, and the visibility map that lets a
    // covering index be read without the table (the scorecards' facts, decision 049).
    await db.execute(sql`vacuum analyze`);
    const seedSeconds = (performance.now() - started) / 1000;
    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.organizationId, wards[0]!.organizationId))
      .limit(1);
    const open = await db
      .select({ id: transports.id })
      .from(transports)
      .where(
        and(
          eq(transports.status, 'open'),
          gt(transports.pickupAt, new Date(now.getTime() + 3 * 3_600_000)),
        ),
      )
      .limit(5_000);
    return {
      kind,
      serverEnv: { DATA_DIR: dataDir, ...(kind === 'postgres' ? { DATABASE_URL: url! } : {}) },
      wardEmail: wards[0]!.email,
      companyEmail: company.email,
      wardId: wards[0]!.organizationId,
      companyId: company.organizationId,
      patientId: patient!.id,
      openIds: open.map((row) => row.id),
      plans: await explain(database, wards[0]!.organizationId, company.organizationId),
      seedSeconds,
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  } finally {
    await database.close();
  }
}

/** EXPLAIN of the list (ward and company) and of the marketplace: which indexes serve them. */
async function explain(database: Database, wardId: string, companyId: string) {
  const db = database.db;
  const scopeOf = (organizationId: string, organizationType: 'MD' | 'T') =>
    openScope(
      {
        userId: '',
        sessionId: '',
        organizationId,
        organizationType,
        role: 'admin',
        language: 'de',
      },
      () => db,
    );
  const cases = [
    ['ward list', transportPageQuery(scopeOf(wardId, 'MD'), { page: 1, perPage: 25 })],
    [
      'ward list, today and tomorrow, open',
      transportPageQuery(scopeOf(wardId, 'MD'), {
        page: 1,
        perPage: 25,
        status: ['open'],
        from: todayInGermany(),
      }),
    ],
    ['company list', transportPageQuery(scopeOf(companyId, 'T'), { page: 1, perPage: 25 })],
    ['marketplace', marketplacePageQuery(scopeOf(companyId, 'T'), { page: 1, perPage: 25 })],
  ] as const;
  const lines: string[] = [];
  for (const [name, query] of cases) {
    const result = await db.execute(sql`explain ${query}`);
    const plan = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((row) => row['QUERY PLAN'])
      .filter((line) => /Scan|Sort|Limit|BitmapOr|Append/.test(line))
      .map((line) => line.replace(/\s+\(cost=.*$/, ''));
    lines.push(`  ${name}:`, ...plan.map((line) => `    ${line}`));
  }
  return lines;
}
