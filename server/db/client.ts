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
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { postgresListener, checkChannel, type Listener } from './listen';
import * as schema from './schema';

export type Schema = typeof schema;
/** The root handle or a transaction: domain code takes either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
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

/** Serialises concurrent migrations of several instances on one PostgreSQL database. */
const MIGRATION_LOCK = 724_310_001;

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = postgresListener(url, {
    onError: (error) => console.error('[db] LISTEN connection:', error.message),
  });
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    onReconnect: listener.onReconnect,
    listening: listener.connected,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** `dataDir` undefined gives an in-memory database (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return pgliteDatabase(client);
}

/** The Database of an open PGlite client (also used by the tests' in-memory copies). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    async ping() {
      await client.query('select 1');
    },
    listen: async (channel: string, listener: Listener) =>
      client.listen(checkChannel(channel), listener),
    onReconnect: () => () => {},
    listening: () => true,
    close: () => client.close(),
  };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir && path.join(options.dataDir, 'pgdata'));
}
