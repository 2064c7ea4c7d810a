/**
 * The built app served by the real server, started the way a user starts it (`tsx
 * server/index.ts` serving `dist/`), on PGlite in a fresh DATA_DIR and a free port of localhost
 * (a secure context: service workers and crypto.subtle work there). Used by the e2e run and by
 * the first-load benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export type AppServer = {
  baseUrl: string;
  /** DATA_DIR of the server: its PGlite files and the mail outbox. */
  dataDir: string;
  /** Everything the server printed so far. */
  log: () => string;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  // A bound for a hang only: a start beside the API stage once took over 120 s (load 16).
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Not left running behind the failed test run.
  server.kill('SIGKILL');
  throw new Error(`The server did not become ready:\n${log()}`);
}

export type StartOptions = {
  /**
   * The server's clock this far ahead of the machine's (support/shifted-clock.ts): a restart on a
   * day still to come, e.g. after the month's end for the month-end invoicing.
   */
  clockOffsetMs?: number;
};

/**
 * Starts the server. `again` starts it on the DATA_DIR and port of one that was stopped: the same
 * database and the same origin for the browser (a restart, as after a deploy).
 */
export async function startAppServer(
  again?: AppServer,
  options: StartOptions = {},
): Promise<AppServer> {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('No built app in dist/: run `npm run build` first.');
  }
  const dataDir = again?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'krankentransport-app-'));
  const port = again ? Number(new URL(again.baseUrl).port) : await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const clock = options.clockOffsetMs
    ? ['--import', path.join(import.meta.dirname, 'shifted-clock.ts')]
    : [];
  const server = spawn(process.execPath, ['--import', 'tsx', ...clock, 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'test',
      // Test accounts are made from addresses of their own (support/accounts.ts).
      TRUST_PROXY: 'true',
      // The escalation ladder and the expiry run every few seconds: a story sees a step without
      // waiting a minute (escalation.e2e.ts); on their own they change nothing of other stories.
      TRANSPORT_JOBS_EVERY_SECONDS: '2',
      // A month ended while the server was down is issued a second after its start, not a minute.
      INVOICES_FIRST_RUN_SECONDS: '1',
      E2E_CLOCK_OFFSET_MS: String(options.clockOffsetMs ?? 0),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => output;
  await waitForReady(baseUrl, server, log);
  return {
    baseUrl,
    dataDir,
    log,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
