/**
 * Transports under load (issue 8): the real server in a process of its own, 16 concurrent
 * clients, BENCH_TRANSPORTS transports (100,000 by default). The ward's and the company's lists,
 * the marketplace and creates come from autocannon beside /healthz; accepts need a different
 * transport per request, so they and a /healthz of their own come from 16 fetch workers here.
 * Throughput is a share of /healthz in the same run, with the same load generator; beside it the
 * CPU time per request of the server and its PostgreSQL backends, and /healthz's CPU per request
 * ÷ a list's ("CPU-bound"): what the ratio would be on a machine nobody else uses (decision 132).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { BENCH_PASSWORD } from './bench-data';
import type { DatabaseKind } from './bench-database';
import { runLoad, type Load } from './load';
import { printTable, type Row } from './measure';
import { prepareTransports, TRANSPORTS } from './transport-data';
import { startServer } from '../support/standalone-server';

const CONNECTIONS = 16;
const SECONDS = 8;

/** Issue 24: a list page ÷ /healthz on each database, and p99 on PostgreSQL. */
const GOALS = { postgres: '≥ 0.10, p99 < 100 ms', pglite: '≥ 0.03' } as const;

/** CPU time (user + system) of a process so far, in ms; 0 once it has gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The CPU time of the server's PostgreSQL backends (its pool, its LISTEN connection) so far:
 * on a machine others share, CPU per request is steadier than requests per second. PostgreSQL
 * runs on this machine in the bench; elsewhere (or without /proc) this stays 0.
 */
async function backendsCpu(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async ms() {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.reduce((sum, row) => sum + processCpuMs(row.pid), 0);
    },
    close: () => client.end(),
  };
}

async function signIn(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

/** `requests` sent by CONNECTIONS workers, each waiting for its answer before the next. */
async function fetchLoad(requests: { url: string; init: RequestInit }[]) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests.length) {
      const { url, init } = requests[next++]!;
      const sent = performance.now();
      try {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - sent);
        else failures += 1;
      } catch {
        // A connection reset under load is a failed request, not the end of the run.
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.floor(share * (latencies.length - 1))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    failures,
  };
}

async function measureOn(kind: DatabaseKind): Promise<{ rows: Row[]; notes: string[] }> {
  console.log(`generating ${TRANSPORTS} transports on ${kind} …`);
  const data = await prepareTransports(kind);
  console.log(`  seeded and analysed in ${data.seedSeconds.toFixed(0)} s`);
  console.log(data.plans.join('\n'));
  const server = await startServer(data.serverEnv);
  const backends = data.serverEnv.DATABASE_URL
    ? await backendsCpu(data.serverEnv.DATABASE_URL)
    : undefined;
  const rows: Row[] = [];
  const add = (
    name: string,
    result: Omit<Row, 'database' | 'name' | 'count'> & { requests: number },
  ) => {
    const row: Row = { database: kind, name, count: result.requests, ...result };
    rows.push(row);
    // Printed as it comes too: a long run that fails later keeps what it measured.
    console.log(
      `  ${name}: ${row.perSecond.toFixed(0)}/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms` +
        (row.cpuMs === undefined ? '' : `, CPU ${row.cpuMs.toFixed(2)} ms/req`) +
        ` (load average ${loadavg()[0]!.toFixed(1)})`,
    );
    return row;
  };
  try {
    const base = server.baseUrl;
    const ward = { authorization: await signIn(base, data.wardEmail) };
    const company = { authorization: await signIn(base, data.companyEmail) };
    // The server's CPU per answered request, its PostgreSQL backends' included (PGlite runs in
    // the server's process).
    const load = async (
      url: string,
      headers: Record<string, string>,
      extra: Partial<Load> = {},
    ) => {
      const before = (server.cpuMs() ?? 0) + ((await backends?.ms()) ?? 0);
      const result = await runLoad({
        url,
        headers,
        connections: CONNECTIONS,
        seconds: SECONDS,
        ...extra,
      });
      const after = (server.cpuMs() ?? 0) + ((await backends?.ms()) ?? 0);
      return { ...result, cpuMs: result.requests ? (after - before) / result.requests : undefined };
    };

    await load(`${base}/v1/transports`, ward, { seconds: 2 });
    const noop = add('GET /healthz (autocannon)', await load(`${base}/healthz`, {}));
    const share = (row: Row) => {
      row.ratio = row.perSecond / noop.perSecond;
      if (row.cpuMs && noop.cpuMs) row.cpuRatio = noop.cpuMs / row.cpuMs;
      return row;
    };
    const listShare = (row: Row) => {
      row.goal = GOALS[kind];
      return share(row);
    };
    listShare(add('ward list page 1 (pickup order)', await load(`${base}/v1/transports`, ward)));
    listShare(
      add(
        'ward list: open, from today',
        await load(
          `${base}/v1/transports?status=open&from=${new Date().toISOString().slice(0, 10)}`,
          ward,
        ),
      ),
    );
    listShare(
      add('ward search "mei" (patient)', await load(`${base}/v1/transports?search=mei`, ward)),
    );
    listShare(add('company list page 1', await load(`${base}/v1/transports`, company)));
    listShare(add('marketplace page 1', await load(`${base}/v1/marketplace`, company)));
    const order = {
      patientId: data.patientId,
      reason: 'dialysis',
      transportClass: 'KTW',
      mobility: 'lying',
      start: {
        address: { street: 'Hauptstraße', houseNumber: '5', city: 'Berlin', zipCode: '10827' },
      },
      destination: {
        address: { street: 'Seestraße', houseNumber: '4', city: 'Berlin', zipCode: '13353' },
      },
      pickupAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      payer: { kind: 'self' },
      prescription: null,
    };
    share(
      add(
        'create (number counter)',
        await load(`${base}/v1/transports`, ward, { method: 'POST', body: order, seconds: 5 }),
      ),
    );

    const ids = data.openIds.slice(0, 2_000);
    const healthz = add(
      'GET /healthz (fetch workers)',
      await fetchLoad(ids.map(() => ({ url: `${base}/healthz`, init: {} }))),
    );
    const accept = add(
      `accept (${ids.length} different transports)`,
      await fetchLoad(
        ids.map((id) => ({
          url: `${base}/v1/transports/${id}/accept`,
          init: {
            method: 'POST',
            headers: { ...company, 'content-type': 'application/json' },
            body: '{}',
          },
        })),
      ),
    );
    accept.ratio = accept.perSecond / healthz.perSecond;
    const notes = [
      `${kind}: ${TRANSPORTS} transports generated and analysed in ${data.seedSeconds.toFixed(0)} s`,
      `${kind}: query plans`,
      ...data.plans,
    ];
    return { rows, notes };
  } finally {
    await backends?.close();
    await server.stop();
    await data.remove();
  }
}

export async function transportsBench(): Promise<void> {
  // BENCH_DATABASES=postgres (or pglite) measures one of them: a 100 000 run takes a while.
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const kinds = (['pglite', 'postgres'] as DatabaseKind[]).filter((kind) => wanted.includes(kind));
  if (!process.env.TEST_DATABASE_URL && kinds.includes('postgres')) {
    console.log('(TEST_DATABASE_URL not set: PostgreSQL skipped)');
    kinds.splice(kinds.indexOf('postgres'), 1);
  }
  const results = [];
  for (const kind of kinds) results.push(await measureOn(kind));
  console.log(
    `\n${TRANSPORTS} transports, ${CONNECTIONS} concurrent clients; load average at the end ` +
      `${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores\n`,
  );
  printTable(results.flatMap((result) => result.rows));
  for (const result of results) console.log(`\n${result.notes.join('\n')}`);
}
