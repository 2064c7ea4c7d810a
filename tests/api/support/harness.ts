/**
 * A server for one API test file: the real Hono app on PGlite (in memory, fresh per file) or on
 * the PostgreSQL of TEST_DATABASE_URL when TEST_DB=postgres, with a memory mailer and a clock the
 * test can move. `transport: 'http'` serves it on a real port and talks to it with fetch.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from '../../../server/app';
import type { AppContext } from '../../../server/context';
import { openPglite, openPostgres, type Database } from '../../../server/db/client';
import { loadEnv } from '../../../server/env';
import { loadServerKeys } from '../../../server/keys';
import { silentLogger } from '../../../server/logger';
import { createMemoryMailer } from '../../../server/mail/mailer';

export type Clock = { now: () => Date; advance: (seconds: number) => void; set: (date: Date) => void };

export function testClock(start = new Date()): Clock {
  let offset = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    advance: (seconds) => {
      offset += seconds * 1000;
    },
    set: (date) => {
      offset = date.getTime() - Date.now();
    },
  };
}

export type Harness = {
  ctx: AppContext;
  database: Database;
  mailer: ReturnType<typeof createMemoryMailer>;
  clock: Clock;
  /** Sends a request to the app (in-process or over HTTP) and returns the raw Response. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  baseUrl: string;
  close: () => Promise<void>;
};

export const dbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function startHarness(options: { transport?: 'in-process' | 'http' } = {}): Promise<Harness> {
  const database =
    dbKind() === 'postgres'
      ? openPostgres(process.env.TEST_DATABASE_URL!, 5)
      : await openPglite(undefined);
  await database.migrate();
  const env = loadEnv({ PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'test', DATA_DIR: '/tmp/krankentransport-api-tests' });
  const clock = testClock();
  const mailer = createMemoryMailer();
  const ctx: AppContext = {
    env,
    database,
    keys: await loadServerKeys(database.db, env),
    mailer,
    log: silentLogger,
    now: clock.now,
    version: 'test',
  };
  const app = createApp(ctx);

  if (options.transport === 'http') {
    const server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
    });
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      ctx,
      database,
      mailer,
      clock,
      baseUrl,
      fetch: (path, init) => fetch(`${baseUrl}${path}`, init),
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await database.close();
      },
    };
  }
  const baseUrl = 'http://localhost:3000';
  return {
    ctx,
    database,
    mailer,
    clock,
    baseUrl,
    fetch: async (path, init) => app.request(`${baseUrl}${path}`, init),
    close: () => database.close(),
  };
}
