/**
 * One change measured side by side (decision 020): the servers of several checkouts of the code
 * (e.g. `git worktree add` or `git archive | tar -x` of the commit before, with node_modules
 * linked), one after another on one prepared database, each `/healthz` then the patient list,
 * rounds alternating so that the machine's changing load falls on all of them. Prints req/s,
 * p50/p99 and the server's CPU time per request, the figure that load moves least. Not a section
 * of `npm run bench`.
 *
 *   node --import tsx tests/bench/side-by-side.ts pglite|postgres <rounds> <root> <root> …
 */
import { loadavg } from 'node:os';
import { BENCH_PASSWORD } from './bench-data';
import { prepareDatabase, type DatabaseKind } from './bench-database';
import { runLoad, type Load } from './load';
import { startServer } from '../support/standalone-server';

const [kind, rounds, ...roots] = process.argv.slice(2) as [DatabaseKind, string, ...string[]];
if (!['pglite', 'postgres'].includes(kind) || roots.length === 0) {
  throw new Error('usage: side-by-side.ts pglite|postgres <rounds> <root> …');
}
const SECONDS = 5;
const database = await prepareDatabase(kind);

async function measure(root: string): Promise<string> {
  const server = await startServer(database.serverEnv, { root });
  try {
    const login = await fetch(`${server.baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: database.email, password: BENCH_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const list: Load = {
      url: `${server.baseUrl}/v1/patients`,
      connections: 16,
      seconds: SECONDS,
      headers: { authorization: `Bearer ${token}` },
    };
    await runLoad({ ...list, seconds: 2 });
    const timed = async (load: Load) => {
      const before = server.cpuMs() ?? 0;
      const result = await runLoad(load);
      return { ...result, cpuMs: ((server.cpuMs() ?? 0) - before) / result.requests };
    };
    const noop = await timed({
      url: `${server.baseUrl}/healthz`,
      connections: 16,
      seconds: SECONDS,
    });
    const page = await timed(list);
    return [
      `/healthz ${noop.perSecond.toFixed(0)}/s ${noop.cpuMs.toFixed(2)} ms`,
      `list ${page.perSecond.toFixed(0)}/s p50 ${page.p50} p99 ${page.p99} ${page.cpuMs.toFixed(2)} ms`,
      `ratio ${(page.perSecond / noop.perSecond).toFixed(3)}`,
      `failures ${page.failures + noop.failures}, load ${loadavg()[0]!.toFixed(1)}`,
    ].join('  ');
  } finally {
    await server.stop();
  }
}

for (let round = 0; round < Number(rounds); round += 1) {
  for (const root of roots) console.log(`${root}: ${await measure(root)}`);
}
await database.remove();
