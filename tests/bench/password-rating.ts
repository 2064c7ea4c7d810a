/**
 * What rating hostile passwords does to every other request (decision 040): `/healthz` latency
 * alone, then while 4 clients post a password zxcvbn-ts is slowest on ("1" × 64) to
 * `POST /v1/auth/reset-password` (public; the rating comes before the link's code is checked, so
 * every request is rated and answered 422). Side by side in one run: the code before the change
 * (rated on the request thread; a checkout of BENCH_BEFORE, default the last such commit, with
 * this node_modules linked) and this one (worker threads), in alternating rounds on one PGlite
 * directory, so that the machine's changing load falls on both.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { runLoad, type LoadResult } from './load';
import { startServer } from '../support/standalone-server';

/** The last commit that rated new passwords on the request thread. */
const BEFORE_COMMIT = '642cd60';
const ROUNDS = 2;
const SECONDS = 8;
const HOSTILE = '1'.repeat(64);

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The code of `commit` in a temporary directory, running on this checkout's node_modules. */
function checkoutOf(commit: string): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'kt-bench-before-'));
  const archive = execFileSync('git', ['archive', commit], { cwd: repoRoot, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

type Measured = { version: string; idle: LoadResult; busy: LoadResult; ratings: LoadResult };

async function measure(version: string, root: string, dataDir: string): Promise<Measured> {
  // A fresh embedded database starts slowly on a busy machine.
  const server = await startServer({ DATA_DIR: dataDir }, { root, startTimeoutMs: 180_000 });
  const healthz = { url: `${server.baseUrl}/healthz`, connections: 4, seconds: SECONDS };
  const ratings = {
    url: `${server.baseUrl}/v1/auth/reset-password`,
    method: 'POST' as const,
    body: {
      userId: '00000000-0000-4000-8000-000000000000',
      code: 'kein-gueltiger-link-code-2026',
      password: HOSTILE,
      passwordRetry: HOSTILE,
    },
    connections: 4,
  };
  try {
    // The first ratings build the estimator (and start a thread): not part of the figures. The
    // answer must be the rating's, or the figures would measure something else.
    const answer = await fetch(ratings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ratings.body),
    });
    const { errors } = (await answer.json()) as { errors?: Record<string, string[]> };
    if (answer.status !== 422 || Object.keys(errors ?? {}).join() !== 'password') {
      throw new Error(`expected a 422 on the password alone, got ${answer.status} ${errors}`);
    }
    await runLoad({ ...ratings, connections: 1, amount: 3 });
    const idle = await runLoad(healthz);
    const [busy, rated] = await Promise.all([
      runLoad(healthz),
      runLoad({ ...ratings, seconds: SECONDS }),
    ]);
    return { version, idle, busy, ratings: rated };
  } finally {
    await server.stop();
  }
}

function printTable(results: Measured[]): void {
  const header = [
    'version',
    '/healthz alone: req/s p50 p99 max',
    'while rating: req/s p50 p99 max',
    'ratings: 422/s 503',
  ];
  const latency = (r: LoadResult) =>
    `${r.perSecond.toFixed(0).padStart(6)} ${[r.p50, r.p99, r.max].map((ms) => `${ms}`.padStart(5)).join(' ')} ms`;
  const rows = results.map((r) => [
    r.version,
    latency(r.idle),
    latency(r.busy),
    `${(r.ratings.answered['4xx'] / SECONDS).toFixed(1).padStart(6)} ${r.ratings.answered['5xx']}`,
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  for (const row of [header, widths.map((w) => '-'.repeat(w)), ...rows]) {
    console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  }
}

export async function passwordRatingBench(): Promise<void> {
  const before = checkoutOf(process.env.BENCH_BEFORE ?? BEFORE_COMMIT);
  // One embedded database for all: migrated by the first start (both versions share the schema).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kt-bench-rating-'));
  const results: Measured[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [version, root] of [
        [`before (${process.env.BENCH_BEFORE ?? BEFORE_COMMIT}), round ${round}`, before.root],
        [`after (worker threads), round ${round}`, repoRoot],
      ] as const) {
        console.log(`measuring ${version} …`);
        results.push(await measure(version, root, dataDir));
      }
    }
  } finally {
    before.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n/healthz from 4 connections, ${SECONDS} s; meanwhile 4 connections post "1" × 64 to ` +
      `/v1/auth/reset-password. Load average at the end ${loadavg()[0]!.toFixed(1)} on ` +
      `${availableParallelism()} cores (the load generators share them).\n`,
  );
  printTable(results);
}
