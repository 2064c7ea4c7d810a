/**
 * The database of one test file: PGlite in memory (a copy of the migrated dump global-setup.ts
 * made, when the run has one) or the PostgreSQL of TEST_DATABASE_URL when TEST_DB=postgres (in
 * an API run, the file's own copy of the migrated test database: support/file-database.ts).
 * Used by the API harness and by the server tests of statements that must hold on both.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import {
  openPglite,
  openPostgres,
  pgliteDatabase,
  type Database,
  type DatabaseOptions,
} from '../../../server/db/client';

export const dbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * The test database, migrated. `poolSize` and `bounds` shorten what the fault tests wait for;
 * `url` reaches PostgreSQL another way (through a proxy the test controls).
 */
export async function openTestDatabase(
  options: DatabaseOptions & { poolSize?: number; url?: string } = {},
): Promise<Database> {
  const { poolSize = 5, url = process.env.TEST_DATABASE_URL!, ...rest } = options;
  const template = pgliteTemplate();
  const database =
    dbKind() === 'postgres'
      ? openPostgres(url, poolSize, rest)
      : template
        ? await openPgliteCopy(template, rest)
        : await openPglite(undefined, rest);
  await database.migrate();
  return database;
}

/** The dump of global-setup.ts; none outside a vitest run (e.g. npm run bench). */
function pgliteTemplate(): string | undefined {
  try {
    return inject('pgliteTemplate') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * An in-memory PGlite loaded from the migrated dump made by global-setup.ts: the same as
 * openPglite(undefined) plus migrate(), without paying for initdb in every test file.
 */
async function openPgliteCopy(template: string, options: DatabaseOptions): Promise<Database> {
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) });
  return pgliteDatabase(client, options);
}
