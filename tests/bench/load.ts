/**
 * HTTP load from a process of its own: autocannon's command line, so that generating requests
 * never competes with the measured server inside one event loop (the server runs in a process of
 * its own too, see tests/support/standalone-server.ts).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export type Load = {
  url: string;
  connections: number;
  /** Seconds of load; or `amount` requests in all. */
  seconds?: number;
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
};

export type LoadResult = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx, and connection errors or timeouts. */
  failures: number;
  /** Answers by status class, for loads whose expected answer is not a 2xx (e.g. a 422). */
  answered: { '2xx': number; '4xx': number; '5xx': number };
};

/** The part of autocannon's `--json` report read here. */
type Report = {
  duration: number;
  requests: { total: number };
  latency: { p50: number; p99: number; max: number };
  '2xx': number;
  '4xx': number;
  '5xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

export async function runLoad(load: Load): Promise<LoadResult> {
  const args = [autocannonCli, '--json', '--no-progress', '-c', String(load.connections)];
  if (load.amount !== undefined) args.push('-a', String(load.amount));
  else args.push('-d', String(load.seconds ?? 5));
  if (load.method) args.push('-m', load.method);
  for (const [name, value] of Object.entries(load.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  if (load.body !== undefined) {
    args.push('-H', 'content-type=application/json', '-b', JSON.stringify(load.body));
  }
  args.push(load.url);
  const report = JSON.parse(await output(process.execPath, args)) as Report;
  return {
    requests: report['2xx'],
    perSecond: report['2xx'] / report.duration,
    p50: report.latency.p50,
    p99: report.latency.p99,
    max: report.latency.max,
    failures: report.non2xx + report.errors + report.timeouts,
    answered: { '2xx': report['2xx'], '4xx': report['4xx'], '5xx': report['5xx'] },
  };
}

function output(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`autocannon exited ${code}: ${stderr}`)),
    );
  });
}
