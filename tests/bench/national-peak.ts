/**
 * The national morning peak (issue 24, PRODUCT.md §1 scale): two server instances on one
 * PostgreSQL, the load spread over both, a mix of orders, lifecycle writes (accepts and the
 * crew's steps of one transport after another) and list reads at rising rates. Each level is an
 * open loop: requests leave at their planned times whether or not earlier ones have answered, and
 * a latency counts from the planned time, so a stalled server shows as latency, not as fewer
 * requests. The goal's mix is 15 orders/s + 100 lifecycle writes/s + 1,000 reads/s; the report
 * names the highest level held with p99 < 200 ms for every kind and no error, and where the CPU
 * went (the two servers, PostgreSQL's backends, this load generator).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { BENCH_PASSWORD } from './bench-data';
import { prepareTransports } from './transport-data';
import { startServer, type ServerProcess } from '../support/standalone-server';

const GOAL = { orders: 15, lifecycle: 100, reads: 1_000 };
const LEVELS = (process.env.BENCH_PEAK_LEVELS ?? '0.1,0.25,0.5,0.75,1').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_PEAK_SECONDS ?? 10);
const P99_LIMIT_MS = 200;

type Kind = keyof typeof GOAL;
type Sample = { kind: Kind; ms: number; ok: boolean };

/** CPU time of every PostgreSQL process of this machine (its backends serve the servers). */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that ended between the listing and the read.
    }
  }
  return ticks * 10;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

/** One transport's way through the lifecycle, one write after the other. */
const LIFECYCLE = ['accept', 'en_route', 'at_pickup', 'in_transit', 'at_destination', 'completed'];

function lifecycleRequest(id: string, step: string): { path: string; body: unknown } {
  if (step === 'accept') return { path: `transports/${id}/accept`, body: {} };
  const body: Record<string, unknown> = { status: step };
  if (step === 'completed') Object.assign(body, { km: 12, waitingMinutes: 0 });
  return { path: `transports/${id}/status`, body };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.floor(share * (sorted.length - 1))] ?? 0;

export async function nationalPeakBench(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('(TEST_DATABASE_URL not set: the national peak runs on PostgreSQL only)');
    return;
  }
  console.log('generating transports on postgres …');
  const data = await prepareTransports('postgres');
  const servers: ServerProcess[] = [];
  try {
    // Both instances share the database and DATA_DIR (its keys sign the tokens either accepts).
    servers.push(await startServer(data.serverEnv), await startServer(data.serverEnv));
    const bases = servers.map((server) => server.baseUrl);
    const ward = await signIn(bases[0]!, data.wardEmail);
    const company = await signIn(bases[1]!, data.companyEmail);

    let sent = 0;
    const send = async (kind: Kind, method: string, path: string, auth: string, body?: unknown) => {
      const base = bases[sent++ % bases.length]!;
      const response = await fetch(`${base}/v1/${path}`, {
        method,
        headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.ok;
    };

    const fresh = [...data.openIds];
    const inProgress: { id: string; next: number }[] = [];
    const reads = [
      () => send('reads', 'GET', 'transports', ward),
      () => send('reads', 'GET', 'transports', company),
      () => send('reads', 'GET', 'marketplace', company),
      () =>
        send(
          'reads',
          'GET',
          `transports?status=open&from=${new Date().toISOString().slice(0, 10)}`,
          ward,
        ),
    ];
    let readTurn = 0;
    const order = () => ({
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
    });

    const actions: Record<Kind, () => Promise<boolean>> = {
      orders: () => send('orders', 'POST', 'transports', ward, order()),
      reads: () => reads[readTurn++ % reads.length]!(),
      lifecycle: async () => {
        // A transport under way goes first, so each one runs through its steps.
        const taken = inProgress.shift() ?? { id: fresh.shift()!, next: 0 };
        if (!taken.id) return false;
        const { path, body } = lifecycleRequest(taken.id, LIFECYCLE[taken.next]!);
        const ok = await send('lifecycle', 'POST', path, company, body);
        if (ok && taken.next + 1 < LIFECYCLE.length)
          inProgress.push({ ...taken, next: taken.next + 1 });
        return ok;
      },
    };

    // A short warm-up at the first level's rates, not counted.
    await runLevel(actions, LEVELS[0]!, 2);
    const results = [];
    for (const level of LEVELS) {
      const cpuBefore = {
        servers: servers.map((server) => server.cpuMs() ?? 0),
        postgres: postgresCpuMs(),
        generator: process.cpuUsage(),
      };
      const samples = await runLevel(actions, level, SECONDS);
      const generator = process.cpuUsage(cpuBefore.generator);
      const requests = samples.length;
      const cpu = {
        servers:
          servers.reduce(
            (sum, server, i) => sum + (server.cpuMs() ?? 0) - cpuBefore.servers[i]!,
            0,
          ) / requests,
        postgres: (postgresCpuMs() - cpuBefore.postgres) / requests,
        generator: (generator.user + generator.system) / 1000 / requests,
      };
      const byKind = (Object.keys(GOAL) as Kind[]).map((kind) => {
        const own = samples.filter((sample) => sample.kind === kind);
        const latencies = own.map((sample) => sample.ms).sort((a, b) => a - b);
        return {
          kind,
          planned: GOAL[kind] * level,
          perSecond: own.filter((sample) => sample.ok).length / SECONDS,
          p50: percentile(latencies, 0.5),
          p99: percentile(latencies, 0.99),
          errors: own.filter((sample) => !sample.ok).length,
        };
      });
      const held = byKind.every((row) => row.errors === 0 && row.p99 < P99_LIMIT_MS);
      results.push({ level, byKind, cpu, held });
      console.log(
        `  level ${level}: ${byKind
          .map(
            (row) =>
              `${row.kind} ${row.perSecond.toFixed(0)}/s p99 ${row.p99.toFixed(0)} ms${row.errors ? ` (${row.errors} errors)` : ''}`,
          )
          .join(', ')} — ${held ? 'held' : 'not held'}`,
      );
    }

    console.log(
      `\nTwo instances on PostgreSQL, ${data.openIds.length} open transports to take; ` +
        `load average at the end ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores\n`,
    );
    const header = ['level', 'kind', 'planned/s', 'done/s', 'p50 ms', 'p99 ms', 'errors'];
    const rows = results.flatMap(({ level, byKind }) =>
      byKind.map((row) => [
        String(level),
        row.kind,
        row.planned.toFixed(1),
        row.perSecond.toFixed(1),
        row.p50.toFixed(1),
        row.p99.toFixed(1),
        String(row.errors),
      ]),
    );
    const widths = header.map((_, i) =>
      Math.max(header[i]!.length, ...rows.map((row) => row[i]!.length)),
    );
    const line = (row: string[]) => row.map((cell, i) => cell.padStart(widths[i]!)).join('  ');
    console.log(line(header));
    rows.forEach((row) => console.log(line(row)));
    console.log('\nCPU ms per request (all kinds): servers / PostgreSQL / load generator');
    for (const { level, cpu } of results) {
      console.log(
        `  level ${level}: ${cpu.servers.toFixed(2)} / ${cpu.postgres.toFixed(2)} / ${cpu.generator.toFixed(2)}`,
      );
    }
    const best = results.filter((result) => result.held).at(-1);
    console.log(
      best
        ? `\nHighest level held (p99 < ${P99_LIMIT_MS} ms, no errors): ${best.level} × goal = ` +
            `${(GOAL.orders * best.level).toFixed(1)} orders/s + ${(GOAL.lifecycle * best.level).toFixed(0)} lifecycle writes/s + ` +
            `${(GOAL.reads * best.level).toFixed(0)} reads/s (goal: 1 × goal)`
        : `\nNo level held p99 < ${P99_LIMIT_MS} ms without errors.`,
    );
  } finally {
    for (const server of servers) await server.stop();
    await data.remove();
  }
}

/** Each kind's requests at their planned times over `seconds`, at `level` × the goal's rates. */
async function runLevel(
  actions: Record<Kind, () => Promise<boolean>>,
  level: number,
  seconds: number,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  const issued: Record<Kind, number> = { orders: 0, lifecycle: 0, reads: 0 };
  while (performance.now() - started < seconds * 1000) {
    const elapsed = (performance.now() - started) / 1000;
    for (const kind of Object.keys(GOAL) as Kind[]) {
      const due = Math.floor(elapsed * GOAL[kind] * level);
      for (; issued[kind] < due; issued[kind] += 1) {
        const planned = started + (issued[kind] / (GOAL[kind] * level)) * 1000;
        inFlight.push(
          actions[kind]().then(
            (ok) => void samples.push({ kind, ok, ms: performance.now() - planned }),
            () => void samples.push({ kind, ok: false, ms: performance.now() - planned }),
          ),
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  return samples;
}
