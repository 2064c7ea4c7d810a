/**
 * A server for one API test file: the real Hono app on PGlite (in memory, fresh per file) or on
 * the PostgreSQL of TEST_DATABASE_URL when TEST_DB=postgres, with a memory mailer and a clock the
 * test can move. `transport: 'http'` serves it on a real port and talks to it with fetch.
 *
 * `database` runs a second app instance on the database of another harness (PGlite cannot be
 * opened twice; on PostgreSQL every harness of a file shares TEST_DATABASE_URL anyway).
 * `publicUrl`, `trustProxy` and `distDir` set what the production process reads from its
 * environment.
 *
 * Each harness runs the events dispatcher as the server does, so mails go out after commit:
 * `await harness.events.settle()` delivers what is due. All harnesses of one test file share
 * one memory mailer (whichever instance's dispatcher delivers an event, the mail is there).
 */
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciInit } from 'undici';
import { createApp, type App } from '../../../server/app';
import { guardedCreateServer } from '../../../server/http/node-server';
import { createEventDispatcher } from '../../../server/event-handlers';
import type { Dispatcher } from '../../../server/events/dispatcher';
import type { AppContext } from '../../../server/context';
import { type Database } from '../../../server/db/client';
import { openTestDatabase } from './test-database';
import { loadEnv } from '../../../server/env';
import { loadServerKeys } from '../../../server/keys';
import { silentLogger, type Logger } from '../../../server/logger';
import { createMemoryMailer } from '../../../server/mail/mailer';
import { createAuditBuffer } from '../../../server/modules/audit/audit-buffer';
import { auditWriter } from '../../../server/modules/audit/audit-log';
import { startSessionCache } from '../../../server/modules/auth/session-cache';
import { createPasswordRater } from '../../../server/modules/auth/password-rating';
import { attachRealtime } from '../../../server/realtime';

export type Clock = {
  now: () => Date;
  advance: (seconds: number) => void;
  set: (date: Date) => void;
  /** Stops the clock where it is; from then on only advance() and set() move it. */
  freeze: () => void;
};

export function testClock(start = new Date()): Clock {
  let offset = start.getTime() - Date.now();
  let frozenAt: number | null = null;
  const current = () => frozenAt ?? Date.now() + offset;
  return {
    now: () => new Date(current()),
    advance: (seconds) => {
      if (frozenAt === null) offset += seconds * 1000;
      else frozenAt += seconds * 1000;
    },
    set: (date) => {
      if (frozenAt === null) offset = date.getTime() - Date.now();
      else frozenAt = date.getTime();
    },
    freeze: () => {
      frozenAt = current();
    },
  };
}

export type Harness = {
  /** The app itself: its route table, and requests the other helpers cannot make (another host). */
  app: App;
  ctx: AppContext;
  /** The client address the server sees for this harness's requests (without X-Forwarded-For). */
  clientAddress: string;
  database: Database;
  mailer: ReturnType<typeof createMemoryMailer>;
  clock: Clock;
  /** The events dispatcher of this instance (started). */
  events: Dispatcher;
  /** Sends a request to the app (in-process or over HTTP) and returns the raw Response. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  baseUrl: string;
  /** Stops the app; closes the database only if this harness opened it. Safe to call twice. */
  close: () => Promise<void>;
};

export type HarnessOptions = {
  transport?: 'in-process' | 'http';
  /** PUBLIC_URL of the app; default http://localhost:3000. */
  publicUrl?: string;
  /** TRUST_PROXY: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Serve the built app from this directory (static files, SPA fallback). */
  distDir?: string;
  /** Another harness's database: a second app instance sharing it. */
  database?: Database;
  /** The app's log; default none. */
  log?: Logger;
  /** METRICS_TOKEN: GET /metrics for its bearer; default off. */
  metricsToken?: string;
  /** More environment variables (e.g. the realtime limits). */
  env?: Record<string, string>;
};

export { dbKind, openTestDatabase } from './test-database';

/** The mails of every harness of this test file (a module instance per file). */
const sharedMailer = createMemoryMailer();

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const env = loadEnv({
    PUBLIC_URL: publicUrl,
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/krankentransport-api-tests',
    TRUST_PROXY: options.trustProxy ? 'true' : 'false',
    METRICS_TOKEN: options.metricsToken,
    ...options.env,
  });
  const clock = testClock();
  const mailer = sharedMailer;
  const ctx: AppContext = {
    env,
    database,
    keys: await loadServerKeys(database.db, env),
    mailer,
    log: options.log ?? silentLogger,
    now: clock.now,
    version: 'test',
    sessionCache: await startSessionCache(database),
    auditBuffer: createAuditBuffer({ write: auditWriter(database.db), log: silentLogger }),
    passwordRater: createPasswordRater(),
  };
  const app = createApp(ctx, { distDir: options.distDir });
  const events = createEventDispatcher(ctx);
  await events.start();

  let closed = false;
  const closeDatabase = async () => {
    if (closed) return;
    closed = true;
    await events.stop();
    await ctx.auditBuffer.close();
    await ctx.sessionCache.close();
    await ctx.passwordRater.close();
    if (ownsDatabase) await database.close();
  };

  if (options.transport === 'http') {
    const server = await new Promise<Server>((resolve) => {
      const s = serve(
        {
          fetch: app.fetch,
          port: 0,
          hostname: '127.0.0.1',
          createServer: guardedCreateServer,
        },
        () => resolve(s as Server),
      ) as Server;
    });
    // The embedded Pusher-protocol server on the same port, as server/index.ts attaches it.
    const realtime = await attachRealtime(server, ctx);
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const clientAddress = `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const fromOwnAddress = new Agent({ localAddress: clientAddress });
    return {
      app,
      ctx,
      clientAddress,
      database,
      mailer,
      clock,
      events,
      baseUrl,
      // From a loopback address of its own (see clientConnection below for the same reason).
      fetch: (path, init) =>
        undiciFetch(`${baseUrl}${path}`, {
          ...(init as UndiciInit),
          dispatcher: fromOwnAddress,
        }) as unknown as Promise<Response>,
      close: async () => {
        await realtime.close();
        if (server.listening) {
          server.closeAllConnections();
          await new Promise((resolve) => server.close(resolve));
        }
        await fromOwnAddress.close();
        await closeDatabase();
      },
    };
  }
  const baseUrl = env.publicUrl;
  // In-process requests have no socket; they get one client address per harness, as requests
  // from one machine would, so per-address limits of test files sharing a PostgreSQL database
  // never add up (198.18.0.0/15 is reserved for benchmark tests).
  const clientAddress = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
  const clientConnection = {
    incoming: {
      socket: {
        remoteAddress: clientAddress,
        remoteFamily: 'IPv4',
        remotePort: 40_000,
      },
    },
  };
  return {
    app,
    ctx,
    clientAddress,
    database,
    mailer,
    clock,
    events,
    baseUrl,
    fetch: async (path, init) => app.request(`${baseUrl}${path}`, init, clientConnection),
    close: closeDatabase,
  };
}
