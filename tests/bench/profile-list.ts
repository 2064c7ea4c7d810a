/**
 * Where a list request's time goes: the server (server/index.ts) under the read-path bench's list
 * load with `node --cpu-prof`, its profile written to `<dir>` when it stops (decision 020). Not a
 * section of `npm run bench`: a tool to run by hand, then open the `.cpuprofile` in Chrome's
 * DevTools or summarise it.
 *
 *   node --import tsx tests/bench/profile-list.ts pglite|postgres <dir> [path, default /v1/patients]
 */
import { spawn } from 'node:child_process';
import { BENCH_PASSWORD } from './bench-data';
import { prepareDatabase, type DatabaseKind } from './bench-database';
import { runLoad } from './load';
import { freePort } from '../support/standalone-server';

const [kind, outDir, target = '/v1/patients'] = process.argv.slice(2) as [DatabaseKind, string];
if (!['pglite', 'postgres'].includes(kind) || !outDir) {
  throw new Error('usage: profile-list.ts pglite|postgres <dir> [path]');
}
const database = await prepareDatabase(kind);
const port = await freePort();
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|DATA_DIR|PORT|HOST)$/.test(key)),
);
const child = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${outDir}`, '--import', 'tsx', 'server/index.ts'],
  {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...database.serverEnv,
      PORT: String(port),
    },
    stdio: 'inherit',
  },
);
const exited = new Promise((resolve) => child.once('exit', resolve));
const base = `http://127.0.0.1:${port}`;
while (
  !(await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  ))
) {
  if (child.exitCode !== null) throw new Error('the server exited during start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const login = await fetch(`${base}/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: database.email, password: BENCH_PASSWORD }),
});
const { access_token: token } = (await login.json()) as { access_token: string };
const load = {
  url: `${base}${target}`,
  connections: 16,
  headers: { authorization: `Bearer ${token}` },
};
await runLoad({ ...load, seconds: 2 }); // warm-up: JIT, caches, the pool
console.log(JSON.stringify(await runLoad({ ...load, seconds: 10 })));
child.kill('SIGTERM'); // the profile is written as the process exits
await exited;
await database.remove();
