/**
 * The read path (issue 15 §7): the real server in a process of its own, autocannon in another,
 * 16 connections, 2 000 patients. The patient list's throughput is shown as a share of `/healthz`
 * measured in the same run, so that the machine's speed and load cancel out; searches, creates
 * and logins beside it. Last, what a `kill -9` under list load costs: reads answered whose audit
 * rows were still in the server's buffer.
 */
import { availableParallelism, loadavg } from 'node:os';
import { prepareDatabase, PATIENTS, type BenchDatabase, type DatabaseKind } from './bench-database';
import { BENCH_PASSWORD } from './bench-data';
import { runLoad, type Load } from './load';
import { signalDelay } from './signal-delay';
import { printTable, type Row } from './measure';
import { startServer, type ServerProcess } from '../support/standalone-server';

const CONNECTIONS = 16;
const SECONDS = 10;
const CASE_SECONDS = 5;
const PAGE_SIZE = 25;

/** Goals of issue 15 §7 and the figures measured before this read path. */
const LIST_GOAL: Record<DatabaseKind, string> = {
  pglite: '≥ 0.15 (was 0.08, p99 360 ms)',
  postgres: '≥ 0.30 (was 0.12, p99 210 ms)',
};

const OTHER_READS: [string, string][] = [
  ['list page 40 (offset 975)', 'page=40'],
  ['list sorted by -birthday', 'sort=-birthday'],
  ['search "mei" (name prefix)', 'search=mei'],
  ['search "meier anna" (two words)', 'search=meier%20anna'],
  ['search "X12" (KVNR prefix)', 'search=X12'],
  ['search "potsdam" (city)', 'search=potsdam'],
];

const newPatient = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  gender: 'woman',
  birthday: '1948-03-12',
  healthInsuranceNumber: 'X110411675',
  insurer: { name: 'Techniker Krankenkasse', ik: '101575519' },
  address: { street: 'Hauptstraße', houseNumber: '5', city: 'Berlin', zipCode: '10827' },
};

async function signIn(server: ServerProcess, email: string) {
  const response = await fetch(`${server.baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  const token = ((await response.json()) as { access_token: string }).access_token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  return { authorization: `Bearer ${token}`, sessionId: (claims as { sid: string }).sid };
}

export type ReadPathResult = { rows: Row[]; notes: string[]; plans: string[] };

async function measureOn(kind: DatabaseKind): Promise<ReadPathResult> {
  const database = await prepareDatabase(kind);
  const server = await startServer(database.serverEnv);
  const rows: Row[] = [];
  const row = async (name: string, load: Load, extra: Partial<Row> = {}) => {
    const cpuBefore = server.cpuMs();
    const result = await runLoad(load);
    const cpuAfter = server.cpuMs();
    const cpuMs =
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : (cpuAfter - cpuBefore) / Math.max(1, result.requests + result.failures);
    const measured = { database: kind, name, count: result.requests, ...result, cpuMs, ...extra };
    rows.push(measured);
    return measured;
  };
  try {
    const { authorization } = await signIn(server, database.email);
    const headers = { authorization };
    const list = (query = '') => `${server.baseUrl}/v1/patients${query && `?${query}`}`;

    // Warm-up: JIT, the database's caches, the connection pool.
    await runLoad({ url: list(), connections: CONNECTIONS, seconds: 2, headers });
    const noop = await row('GET /healthz (no-op)', {
      url: `${server.baseUrl}/healthz`,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const page = await row(
      'list page 1',
      { url: list(), connections: CONNECTIONS, seconds: SECONDS, headers },
      { goal: LIST_GOAL[kind] },
    );
    page.ratio = page.perSecond / noop.perSecond;
    if (page.cpuMs && noop.cpuMs) page.cpuRatio = noop.cpuMs / page.cpuMs;
    for (const [name, query] of OTHER_READS) {
      await row(name, {
        url: list(query),
        connections: CONNECTIONS,
        seconds: CASE_SECONDS,
        headers,
      });
    }
    await row('create (16 concurrent)', {
      url: list(),
      method: 'POST',
      body: newPatient,
      connections: CONNECTIONS,
      seconds: CASE_SECONDS,
      headers,
    });
    await row('login (argon2id, 4 concurrent)', {
      url: `${server.baseUrl}/v1/auth/login`,
      method: 'POST',
      body: { email: database.email, password: BENCH_PASSWORD },
      connections: 4,
      amount: 40,
    });
    const notes = [await killUnderLoad(database, server)];
    if (kind === 'postgres') notes.push(await signalDelay(process.env.TEST_DATABASE_URL!));
    return { rows, notes, plans: [`${kind}: query plans of the patient list`, ...database.plans] };
  } finally {
    await server.stop();
    await database.remove();
  }
}

/**
 * Reads answered by a server killed with SIGKILL mid-load, against the audit rows that reached the
 * database: the difference is what the audit buffer held when the process died.
 */
async function killUnderLoad(database: BenchDatabase, server: ServerProcess): Promise<string> {
  const { authorization, sessionId } = await signIn(server, database.email);
  const loaded = runLoad({
    url: `${server.baseUrl}/v1/patients`,
    connections: CONNECTIONS,
    seconds: 4,
    headers: { authorization },
  });
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  server.child.kill('SIGKILL');
  const [answered] = await Promise.all([loaded, server.exited]);
  const audited = (await database.auditRows(sessionId, 'list')) / PAGE_SIZE;
  // An answer in flight when the process died may be logged but never received: not a loss.
  const lost = Math.max(0, answered.requests - audited);
  const perSecond = answered.requests / 2.5;
  return (
    `${database.kind}: kill -9 under list load: ${answered.requests} lists answered, ${audited} ` +
    `of them in the audit log: ${lost} reads (${lost * PAGE_SIZE} rows) lost, ` +
    `≈ ${Math.round((lost / perSecond) * 1000)} ms of reads at ${perSecond.toFixed(0)} req/s`
  );
}

export async function readPathBench(): Promise<void> {
  const kinds: DatabaseKind[] = ['pglite'];
  if (process.env.TEST_DATABASE_URL) kinds.push('postgres');
  else console.log('(TEST_DATABASE_URL not set: PostgreSQL skipped)');
  const results: ReadPathResult[] = [];
  for (const kind of kinds) {
    console.log(`measuring the read path on ${kind} …`);
    results.push(await measureOn(kind));
  }
  console.log(
    `\n${PATIENTS} patients (and ${PATIENTS} of a neighbour organisation), ${CONNECTIONS} ` +
      `connections; server and load generator in processes of their own; load average at the ` +
      `end ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores\n`,
  );
  printTable(results.flatMap((result) => result.rows));
  console.log(
    '\nCPU ms/req: CPU time of the server process per request (PGlite runs inside it, ' +
      "PostgreSQL's own work is not counted). CPU-bound: /healthz's CPU per request ÷ the " +
      "list's, the ratio a server reaches when it has a core to itself — unlike req/s, the " +
      "machine's other load hardly moves it.\n",
  );
  for (const result of results) for (const note of result.notes) console.log(note);
  for (const result of results) console.log(`\n${result.plans.join('\n')}`);
}
