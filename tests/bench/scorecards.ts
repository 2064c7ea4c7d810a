/**
 * Scorecards under load (issue 11): BENCH_TRANSPORTS transports (100,000 by default) with their
 * history as the API writes it, the real server in a process of its own, 16 concurrent clients.
 * The ward's and the company's scorecard of the last 30 days and the ward's of the whole year
 * come from autocannon beside /healthz in the same run (throughput as a share of /healthz), then
 * EXPLAIN (ANALYZE, BUFFERS) of the statement behind each: on a loaded machine the plans and the
 * pages read say more than the timings.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { todayInGermany } from '../../src/contract/dates';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { scorecardStatement, type ScorecardRequest } from '../../server/modules/scorecards';
import type { Caller } from '../../server/caller';
import { startServer } from '../support/standalone-server';
import { BENCH_PASSWORD } from './bench-data';
import type { DatabaseKind } from './bench-database';
import { runLoad } from './load';
import { printTable, type Row } from './measure';
import { prepareTransports, TRANSPORTS, type TransportBenchDatabase } from './transport-data';

const CONNECTIONS = 16;
const SECONDS = 8;
const DAY_MS = 86_400_000;

async function signIn(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

const periods = () => {
  const today = todayInGermany();
  const month = { from: todayInGermany(new Date(Date.now() - 29 * DAY_MS)), to: today };
  const year = { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  return { month, year };
};

const callerOf = (organizationId: string, organizationType: 'MD' | 'T'): Caller => ({
  userId: '',
  sessionId: '',
  organizationId,
  organizationType,
  role: 'admin',
  language: 'de',
});

/** EXPLAIN (ANALYZE, BUFFERS) of each case: the plan's scans and totals, the whole in a file. */
async function explain(kind: DatabaseKind, data: TransportBenchDatabase): Promise<string[]> {
  const database: Database =
    kind === 'postgres'
      ? openPostgres(data.serverEnv.DATABASE_URL!, 1, {
          bounds: { statementTimeoutMs: 600_000, queryTimeoutMs: 610_000 },
        })
      : await openPglite(path.join(data.serverEnv.DATA_DIR!, 'pgdata'));
  const { month, year } = periods();
  const cases: [string, Caller, ScorecardRequest][] = [
    ['ward, last 30 days', callerOf(data.wardId, 'MD'), month],
    ['company, last 30 days', callerOf(data.companyId, 'T'), month],
    ['ward, whole year', callerOf(data.wardId, 'MD'), year],
  ];
  const lines: string[] = [];
  try {
    for (const [name, caller, request] of cases) {
      const result = await database.db.execute(
        sql`explain (analyze, buffers) ${scorecardStatement(caller, request)}`,
      );
      const plan = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map(
        (row) => row['QUERY PLAN'],
      );
      const file = path.join(tmpdir(), `scorecard-plan-${kind}-${name.replace(/\W+/g, '-')}.txt`);
      writeFileSync(file, plan.join('\n'));
      const shown = plan.filter(
        (line, index) =>
          /Scan|Execution Time|Planning Time/.test(line) || (index < 3 && /Buffers/.test(line)),
      );
      lines.push(`  ${name} (whole plan: ${file}):`, ...shown.map((line) => `    ${line.trim()}`));
    }
  } finally {
    await database.close();
  }
  return lines;
}

async function measureOn(kind: DatabaseKind): Promise<{ rows: Row[]; notes: string[] }> {
  console.log(`generating ${TRANSPORTS} transports with their history on ${kind} …`);
  const data = await prepareTransports(kind, { history: true });
  console.log(`  seeded and analysed in ${data.seedSeconds.toFixed(0)} s`);
  const server = await startServer(data.serverEnv);
  const rows: Row[] = [];
  const add = (name: string, result: Awaited<ReturnType<typeof runLoad>>) => {
    const row: Row = { database: kind, name, count: result.requests, ...result };
    rows.push(row);
    console.log(
      `  ${name}: ${row.perSecond.toFixed(0)}/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms`,
    );
    return row;
  };
  let plans: string[];
  try {
    const base = server.baseUrl;
    const ward = { authorization: await signIn(base, data.wardEmail) };
    const company = { authorization: await signIn(base, data.companyEmail) };
    const { month, year } = periods();
    const url = (period: { from: string; to: string }) =>
      `${base}/v1/scorecards?from=${period.from}&to=${period.to}`;
    const load = (target: string, headers: Record<string, string> = {}) =>
      runLoad({ url: target, headers, connections: CONNECTIONS, seconds: SECONDS });

    await runLoad({ url: url(month), headers: ward, connections: 4, seconds: 2 });
    const noop = add('GET /healthz', await load(`${base}/healthz`));
    for (const [name, target, headers] of [
      ['ward scorecard, last 30 days', url(month), ward],
      ['company scorecard, last 30 days', url(month), company],
      ['ward scorecard, whole year', url(year), ward],
    ] as const) {
      const row = add(name, await load(target, headers));
      row.ratio = row.perSecond / noop.perSecond;
    }
  } finally {
    await server.stop();
  }
  try {
    plans = await explain(kind, data);
  } finally {
    await data.remove();
  }
  return {
    rows,
    notes: [
      `${kind}: ${TRANSPORTS} transports with history generated and analysed in ${data.seedSeconds.toFixed(0)} s`,
      `${kind}: EXPLAIN (ANALYZE, BUFFERS) of the scorecard statement`,
      ...plans,
    ],
  };
}

export async function scorecardsBench(): Promise<void> {
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const kinds = (['pglite', 'postgres'] as DatabaseKind[]).filter((kind) => wanted.includes(kind));
  if (!process.env.TEST_DATABASE_URL && kinds.includes('postgres')) {
    console.log('(TEST_DATABASE_URL not set: PostgreSQL skipped)');
    kinds.splice(kinds.indexOf('postgres'), 1);
  }
  const results = [];
  for (const kind of kinds) results.push(await measureOn(kind));
  console.log(
    `\n${TRANSPORTS} transports with history, ${CONNECTIONS} concurrent clients; load average ` +
      `at the end ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores\n`,
  );
  printTable(results.flatMap((result) => result.rows));
  for (const result of results) console.log(`\n${result.notes.join('\n')}`);
}
