/**
 * The database a benchmark's server process runs on, prepared from the bench process before the
 * server starts (PGlite allows one process at a time): migrated, seeded with an organisation of
 * PATIENTS patients and a neighbour of the same size, analysed, and the list's query plans read.
 * PostgreSQL is the database of TEST_DATABASE_URL, emptied first as the API suite does: do not
 * run both at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { auditLog } from '../../server/db/schema';
import { openScope } from '../../server/db/scope';
import {
  patientPageQuery,
  type PatientListOptions,
} from '../../server/modules/patients/patient-list';
import resetTestDatabase from '../api/global-setup';
import { benchOrganization, insertPatients } from './bench-data';

export type DatabaseKind = 'pglite' | 'postgres';

export const PATIENTS = 2_000;

const PLAN_CASES: [string, PatientListOptions][] = [
  ['default order', { page: 1, perPage: 25 }],
  ['search "mei"', { page: 1, perPage: 25, search: 'mei' }],
  ['search "meier anna"', { page: 1, perPage: 25, search: 'meier anna' }],
  ['search "X12"', { page: 1, perPage: 25, search: 'X12' }],
];

export type BenchDatabase = {
  kind: DatabaseKind;
  /** What the server process needs to find this database. */
  serverEnv: Record<string, string>;
  email: string;
  plans: string[];
  /** Audit rows of one session by action; open only while no server process runs (PGlite). */
  auditRows: (sessionId: string, action: 'list' | 'read') => Promise<number>;
  remove: () => Promise<void>;
};

export async function prepareDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kt-bench-${kind}-`));
  const url = process.env.TEST_DATABASE_URL;
  const open = (): Promise<Database> | Database =>
    kind === 'postgres' ? openPostgres(url!, 2) : openPglite(path.join(dataDir, 'pgdata'));
  if (kind === 'postgres') {
    process.env.TEST_DB = 'postgres';
    await resetTestDatabase();
  }
  const database = await open();
  let email: string;
  let plans: string[];
  try {
    await database.migrate();
    const measured = await benchOrganization(database.db, 'measured');
    const neighbour = await benchOrganization(database.db, 'neighbour');
    await insertPatients(database.db, measured.organizationId, PATIENTS);
    await insertPatients(database.db, neighbour.organizationId, PATIENTS);
    email = measured.email;
    plans = await explain(database, measured.organizationId);
  } finally {
    await database.close();
  }
  return {
    kind,
    serverEnv: {
      DATA_DIR: dataDir,
      ...(kind === 'postgres' ? { DATABASE_URL: url! } : {}),
    },
    email,
    plans,
    auditRows: async (sessionId, action) => {
      const inspected = await open();
      try {
        const [row] = await inspected.db
          .select({ rows: count() })
          .from(auditLog)
          .where(and(eq(auditLog.sessionId, sessionId), eq(auditLog.action, action)));
        return row!.rows;
      } finally {
        await inspected.close();
      }
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The scope of an organisation's admin, for plans: they depend on the organisation only. */
function benchScope(db: Database['db'], organizationId: string) {
  return openScope(
    {
      userId: '',
      sessionId: '',
      organizationId,
      organizationType: 'MD',
      role: 'admin',
      language: 'de',
    },
    () => db,
  );
}

/** EXPLAIN of the list's page query: which indexes serve the order and the searches. */
async function explain(database: Database, organizationId: string): Promise<string[]> {
  const db = database.db;
  await db.execute(sql`analyze patients`);
  const lines: string[] = [];
  for (const [name, options] of PLAN_CASES) {
    const result = await db.execute(
      sql`explain ${patientPageQuery(benchScope(db, organizationId), options)}`,
    );
    const plan = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((row) => row['QUERY PLAN'])
      .filter((line) => /Scan|Sort|Limit|BitmapOr/.test(line))
      .map((line) => line.replace(/\s+\(cost=.*$/, ''));
    lines.push(`  ${name}:`, ...plan.map((line) => `    ${line}`));
  }
  return lines;
}
