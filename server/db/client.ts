/**
 * The database: PGlite (Postgres in WASM, files under DATA_DIR) by default, PostgreSQL when
 * DATABASE_URL is set. Both run the same Drizzle schema and migrations.
 *
 * PGlite has a single connection and serialises every query and transaction itself (a plain
 * query waits for a running transaction). Code inside a transaction must therefore only use the
 * transaction handle it was given, never the root handle, or it would wait for itself.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../logger';
import { guardOwnerOnly, makeOwnerOnly } from '../ops/owner-only';
import { DatabaseUnavailableError } from './errors';
import { boundedCheck, type DatabaseHealth } from './health';
import { postgresListener, checkChannel, type Listener } from './listen';
import { pgliteLine } from './pglite-queue';
import { boundedPool, DEFAULT_BOUNDS, type DatabaseBounds } from './postgres-pool';
import type { Db } from './handle';
import * as schema from './schema';

export type { Db, Schema } from './handle';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** For /metrics: the connections in use and the calls waiting for one, now. */
  connections(): { total: number; idle: number; waiting: number };
  /**
   * PGlite only: a consistent copy of the data directory (PGlite's own dump, a tar), taken
   * between two calls of the line, never inside a transaction (ops/backup-archive.ts).
   */
  snapshot?(): Promise<Blob>;
  /** For /readyz: whether the database answers now, within a bound, and if not, why. */
  health(): Promise<DatabaseHealth>;
  /**
   * Subscribes to NOTIFY signals on `channel` (see db/listen.ts); resolves to the unsubscribe.
   * On PostgreSQL every instance hears every signal; on PGlite this one process does.
   */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /**
   * Runs `handler` after the LISTEN connection was lost and came back: signals sent meanwhile
   * were missed, so subscribers re-read what they follow. Never called on PGlite.
   */
  onReconnect(handler: () => void): () => void;
  /**
   * Whether signals of other instances reach this one now; false while the LISTEN connection is
   * down (whatever trusts signals to stay fresh must not then). Always true on PGlite.
   */
  listening(): boolean;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A backup waits this long for the transactions before it, rather than the requests' bound. */
const SNAPSHOT_WAIT_MS = 60_000;

/** Serialises concurrent migrations of several instances on one PostgreSQL database. */
const MIGRATION_LOCK = 724_310_001;

/** Where the database's own messages go (a lost connection, the breaker) when no log is given. */
const consoleLog: Logger = {
  debug: () => {},
  info: (message) => console.info(message),
  warn: (message, extra) => console.warn(message, extra ?? ''),
  error: (message, extra) => console.error(message, extra ?? ''),
};

export type DatabaseOptions = {
  /** Bounds on every wait (postgres-pool.ts); tests shorten them. */
  bounds?: Partial<DatabaseBounds>;
  log?: Logger;
  /** PostgreSQL: reads prepared once per pooled connection (decision 132); on unless false. */
  preparedReads?: boolean;
};

export function openPostgres(url: string, poolSize = 10, options: DatabaseOptions = {}): Database {
  const log = options.log ?? consoleLog;
  const { pool, health, connections, end } = boundedPool({
    url,
    size: poolSize,
    bounds: { ...DEFAULT_BOUNDS, ...options.bounds },
    log,
    preparedReads: options.preparedReads ?? true,
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = postgresListener(url, {
    onError: (error) => log.warn('[db] LISTEN connection', { err: error }),
  });
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    onReconnect: listener.onReconnect,
    listening: listener.connected,
    async migrate() {
      // Its own connection without the statement bounds: the advisory lock waits for another
      // instance's migration, and a migration may rightly take long.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        await client.end();
      }
    },
    health,
    connections,
    async close() {
      await listener.close();
      await end();
    },
  };
}

/** `dataDir` undefined gives an in-memory database (tests). */
export async function openPglite(
  dataDir: string | undefined,
  options: DatabaseOptions = {},
): Promise<Database> {
  if (dataDir) {
    // Patients' data: the operator's alone, also the files PGlite creates later (decision 063).
    guardOwnerOnly(dataDir);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    makeOwnerOnly(dataDir);
  }
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return pgliteDatabase(client, options);
}

/**
 * The Database of an open PGlite client (also used by the tests' in-memory copies). Drizzle's
 * calls wait in line for the one connection, at most `connectTimeoutMs` (pglite-queue.ts).
 */
export function pgliteDatabase(client: PGlite, options: DatabaseOptions = {}): Database {
  const bounds = { ...DEFAULT_BOUNDS, ...options.bounds };
  const line = pgliteLine(client, bounds.connectTimeoutMs);
  const db = drizzlePglite({ client: line.client as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    // A checkpoint first: the dump's files then hold every commit without a WAL replay.
    snapshot: () =>
      line.exclusive(async () => {
        await client.query('checkpoint');
        return client.dumpDataDir('none');
      }, SNAPSHOT_WAIT_MS),
    connections: () => ({
      total: 1,
      idle: line.busySince() === undefined ? 1 : 0,
      waiting: line.waiting(),
    }),
    async health() {
      const since = line.busySince();
      if (since !== undefined && Date.now() - since > bounds.connectTimeoutMs) {
        return {
          status: 'unavailable',
          problem: 'busy',
          error: `one call has held the embedded database for ${Date.now() - since} ms`,
          since: new Date(since).toISOString(),
        };
      }
      return boundedCheck(
        () => db.execute(sql`select 1`),
        (error) => (error instanceof DatabaseUnavailableError ? 'busy' : 'error'),
      );
    },
    listen: async (channel: string, listener: Listener) =>
      client.listen(checkChannel(channel), listener),
    onReconnect: () => () => {},
    listening: () => true,
    close: () => client.close(),
  };
}

export async function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string | undefined } & DatabaseOptions,
): Promise<Database> {
  const { databaseUrl, dataDir, ...rest } = options;
  return databaseUrl
    ? openPostgres(databaseUrl, 10, rest)
    : openPglite(dataDir && path.join(dataDir, 'pgdata'), rest);
}
