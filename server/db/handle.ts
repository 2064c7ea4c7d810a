import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The handle types on their own, so the code that client.ts builds on (listen.ts) can name them
 * without importing the client back.
 */
export type Schema = typeof schema;
/** The root handle or a transaction: domain code takes either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
