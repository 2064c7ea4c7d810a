/**
 * The real server process (server/index.ts) as `npm start` runs it, for the process tests:
 * started on a fresh port with its own DATA_DIR, on PGlite or — in the PostgreSQL run — on
 * TEST_DATABASE_URL, and killed at the end of the file whatever happened.
 *
 * Started as `node --import tsx server/index.ts` rather than `npx tsx …`: the tsx CLI runs the
 * server in a child process of its own, so a SIGKILL would hit tsx and orphan the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { PASSWORD, registration } from './client';
import { dbKind } from './harness';

const root = path.resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();
const dataDirs: string[] = [];

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * How long a server process may take to answer /healthz. On an idle machine it starts in 4 s
 * (9 s on a fresh embedded database, which migrates first); beside the browser stories and two
 * more API workers on two noisy cores starts were seen to take over 30 s, and a fresh embedded
 * one over 90 s. The bounds end a hang; they do not measure the start.
 */
const START_DEADLINE_MS = 180_000;

/** The time a test with one server start of its own may take (see START_DEADLINE_MS). */
export const PROCESS_TEST_TIMEOUT = START_DEADLINE_MS + 60_000;

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** A fresh data directory, removed after the file. */
export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kt-process-'));
  dataDirs.push(dir);
  return dir;
}

/** Environment of the child: ours without anything the server reads, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const own = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(PORT|HOST|DATA_DIR|PUBLIC_URL|DATABASE_URL|SMTP_URL|MAIL_FROM|PUSHER_.*|VAPID_.*|TRUST_PROXY|LOG_LEVEL|LOG_FORMAT|NODE_ENV|METRICS_.*)$/.test(
          key,
        ),
    ),
  );
  return { ...own, LOG_LEVEL: 'info', ...env };
}

/** Starts the server; `umask` (octal, as a shell takes it) is the one it inherits. */
export function launch(env: Record<string, string>, umask?: string): ServerProcess {
  const node = [process.execPath, '--import', 'tsx', 'server/index.ts'];
  // `exec` keeps the pid: a kill reaches the server, not the shell.
  const [command, ...args] = umask
    ? ['/bin/sh', '-c', `umask ${umask} && exec "$@"`, 'sh', ...node]
    : node;
  const child = spawn(command!, args, {
    cwd: root,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, baseUrl: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the server on a fresh port and waits until /healthz answers; on the run's database
 * unless `embedded` asks for PGlite in `dataDir` whatever the run.
 */
export async function startServer(
  dataDir: string,
  options: { embedded?: boolean; umask?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const server = launch(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      ...(dbKind() === 'postgres' && !options.embedded
        ? { DATABASE_URL: process.env.TEST_DATABASE_URL! }
        : {}),
    },
    options.umask,
  );
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited during start:\n${server.output()}`);
    try {
      if ((await fetch(`${server.baseUrl}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${server.output()}`);
}

export const post = (server: ServerProcess, url: string, body: unknown, token?: string) =>
  fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

/** The confirmation link in the outbox mail to `email`, decoded from quoted-printable. */
export function outboxLink(dataDir: string, email: string): string | undefined {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return undefined;
  for (const file of readdirSync(outbox).filter((name) => name.endsWith('.eml'))) {
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    if (!raw.includes(`To: ${email}`)) continue;
    const decoded = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return /https?:\/\/[^\s"<]+\/confirm-email\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/.exec(
      decoded,
    )?.[0];
  }
  return undefined;
}

/** Waits (bounded) for the confirmation mail: mails are written after the answer, by events. */
export async function mailedOutboxLink(dataDir: string, email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const link = outboxLink(dataDir, email);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no confirmation mail to ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers an organisation on the running server, confirms it from the outbox, logs in. */
export async function signIn(server: ServerProcess, dataDir: string): Promise<string> {
  const input = registration('medical_facility');
  const registered = await post(server, '/v1/auth/register', input);
  if (registered.status !== 201) throw new Error(`register: ${await registered.text()}`);
  const [, userId, code] = /\/confirm-email\/([^/]+)\/([^/]+)$/.exec(
    await mailedOutboxLink(dataDir, input.email),
  )!;
  await post(server, '/v1/auth/confirm-email', { userId, code });
  const login = await post(server, '/v1/auth/login', { email: input.email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login: ${await login.text()}`);
  return ((await login.json()) as { access_token: string }).access_token;
}
