/**
 * The server as `npm start` runs it (server/index.ts), in a process of its own, on a free port of
 * the loopback interface, independent of any test runner: the benchmarks' measured server, and a
 * second instance for tests of several instances on one PostgreSQL. (The process tests use
 * tests/api/support/server-process.ts, which also cleans up after a vitest file.) Run as `node --import tsx` so that a SIGKILL reaches the
 * server itself and not a tsx wrapper process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<void>;
  /** SIGTERM (graceful: open requests finish, buffered audit rows are written) and wait. */
  stop: () => Promise<void>;
  /** CPU time the process has used so far (user + system, Linux), in milliseconds. */
  cpuMs: () => number | undefined;
};

/** Clock ticks per second of /proc/<pid>/stat: 100 on every Linux this runs on. */
const CLOCK_TICKS = 100;

function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the server with `env` (DATA_DIR, DATABASE_URL) and waits until /healthz answers. Its
 * warnings and errors go to this process's output. `root` runs another checkout of the code (the
 * bench's side-by-side comparisons).
 */
export async function startServer(
  env: Record<string, string>,
  options: { root?: string; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|DATA_DIR|PORT|HOST)$/.test(key)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: options.root ?? root,
    env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  for (const deadline = Date.now() + startTimeoutMs; Date.now() < deadline;) {
    if (!running) throw new Error('the server exited during start');
    const ready = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return {
        baseUrl,
        child,
        exited,
        stop: async () => {
          if (running) child.kill('SIGTERM');
          await exited;
        },
        cpuMs: () => cpuMsOf(child.pid),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /healthz within ${startTimeoutMs / 1000} s`);
}
