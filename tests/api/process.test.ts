/**
 * The real server process (server/index.ts) as `npm start` runs it: configuration check at
 * start-up, durability of acknowledged writes through kill -9, graceful SIGTERM, the mail outbox.
 * On PGlite by default, on PostgreSQL (DATABASE_URL) in the PostgreSQL run.
 *
 * Started as `node --import tsx server/index.ts` rather than `npx tsx …`: the tsx CLI runs the
 * server in a child process of its own, so a SIGKILL would hit tsx and orphan the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../../server/db/client';
import { auditLog } from '../../server/db/schema';
import { PASSWORD, registration } from './support/client';
import { dbKind } from './support/harness';
import { patientInput } from './support/master-data';

const root = path.resolve(import.meta.dirname, '../..');
const running = new Set<ChildProcess>();
const dataDirs: string[] = [];

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Environment of the child: ours without anything the server reads, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const own = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(PORT|HOST|DATA_DIR|PUBLIC_URL|DATABASE_URL|SMTP_URL|MAIL_FROM|PUSHER_.*|VAPID_.*|TRUST_PROXY|LOG_LEVEL|NODE_ENV)$/.test(
          key,
        ),
    ),
  );
  return { ...own, LOG_LEVEL: 'info', ...env };
}

function launch(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server on a fresh port and waits until /healthz answers. */
async function startServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const server = launch({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    ...(dbKind() === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {}),
  });
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + 45_000;
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

const post = (server: ServerProcess, url: string, body: unknown) =>
  fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The confirmation link in the outbox mail to `email`, decoded from quoted-printable. */
function outboxLink(dataDir: string, email: string): string | undefined {
  const outbox = path.join(dataDir, 'outbox');
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

describe('configuration', () => {
  it.each([
    ['PORT', 'abc', 'must be a whole number'],
    ['PORT', '70000', 'must be between 1 and 65535'],
    ['DATABASE_URL', 'mysql://x', 'must start with postgres:// or postgresql://'],
    ['PUBLIC_URL', 'nope', 'must be a URL'],
  ])(
    'a wrong %s (%s) stops the start with a message naming it',
    async (name, value, message) => {
      const server = launch({
        DATA_DIR: path.join(tmpdir(), `kt-never-${randomUUID()}`),
        [name]: value,
      });
      const { code } = await server.exited;
      expect(code).not.toBe(0);
      expect(server.output()).toContain(`${name}=${JSON.stringify(value)}: ${message}`);
      expect(server.output()).not.toMatch(/at .*\.ts:\d+/);
    },
    30_000,
  );
});

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kt-process-'));
  dataDirs.push(dataDir);
  const input = registration('medical_facility', { email: `kill.${randomUUID()}@example.org` });
  let first: ServerProcess;
  let second: ServerProcess;

  it('writes the confirmation mail as .eml to DATA_DIR/outbox and logs its link', async () => {
    first = await startServer(dataDir);
    const response = await post(first, '/v1/auth/register', input);
    expect(response.status).toBe(201);
    const { userId } = (await response.json()) as { userId: string };
    const link = outboxLink(dataDir, input.email);
    expect(link).toMatch(
      new RegExp(`^${first.baseUrl.replace('127.0.0.1', 'localhost')}/confirm-email/${userId}/`),
    );
    expect(first.output()).toContain(link!);
  }, 60_000);

  it('keeps an acknowledged registration through kill -9', async () => {
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    second = await startServer(dataDir);
    const duplicate = await post(second, '/v1/auth/register', input);
    expect(duplicate.status).toBe(422);
    const [, userId, code] = /\/confirm-email\/([^/]+)\/([^/]+)$/.exec(
      outboxLink(dataDir, input.email)!,
    )!;
    expect((await post(second, '/v1/auth/confirm-email', { userId, code })).status).toBe(200);
    const login = await post(second, '/v1/auth/login', { email: input.email, password: PASSWORD });
    expect(login.status).toBe(200);
  }, 60_000);

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const body = JSON.stringify({ email: input.email, password: PASSWORD });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${second.baseUrl}/v1/auth/login`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now: the request is in flight when the signal arrives.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        second.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    const response = await answer;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toHaveProperty('access_token');
    const started = Date.now();
    const { code } = await second.exited;
    expect(code).toBe(0);
    // At once: neither the 10 s cut-off nor the keep-alive timeout of the client's idle connection.
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(second.output()).toContain('SIGTERM: finishing open requests, then stopping');
    expect(second.output()).toContain('stopped');
    // New connections are refused once it has stopped.
    await expect(fetch(`${second.baseUrl}/healthz`)).rejects.toThrow();
  }, 60_000);

  it('writes the audit rows of the reads it answered before stopping on SIGTERM', async () => {
    const third = await startServer(dataDir);
    const login = await post(third, '/v1/auth/login', { email: input.email, password: PASSWORD });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${third.baseUrl}/v1/patients`, {
      method: 'POST',
      headers,
      body: JSON.stringify(patientInput()),
    });
    const { id } = (await created.json()) as { id: string };
    // The read's row waits in the audit buffer (up to 200 ms) when the signal arrives.
    expect((await fetch(`${third.baseUrl}/v1/patients/${id}`, { headers })).status).toBe(200);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);

    const database =
      dbKind() === 'postgres'
        ? openPostgres(process.env.TEST_DATABASE_URL!, 1)
        : await openPglite(path.join(dataDir, 'pgdata'));
    try {
      const rows = await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, id));
      expect(rows.map((row) => row.action).sort()).toEqual(['create', 'read']);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses a second server on a port in use with a message naming PORT', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const server = launch({ PORT: String(port), DATA_DIR: dataDir });
      const { code } = await server.exited;
      expect(code).toBe(1);
      expect(server.output()).toContain(`PORT=${port} on HOST=127.0.0.1 is already in use`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 60_000);
});
