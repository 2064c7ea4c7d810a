/**
 * Once before the API suite, a migrated database that every test file starts from as a copy of
 * its own (nothing of another file in it, whatever runs beside it):
 * - PostgreSQL (TEST_DB=postgres): the database of TEST_DATABASE_URL, emptied and migrated, is
 *   the template; each file creates its own copy (support/file-database.ts), all dropped at the
 *   end (and those a killed run left behind, at the next start).
 * - PGlite: one database created, migrated and dumped; each test file starts its own in-memory
 *   copy of that dump (about 0.3 s) instead of running initdb again (about 2 s).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../server/db/client';
import { silentLogger } from '../../server/logger';
import { dropFileDatabases, onServer } from './support/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database (tar), or '' on PostgreSQL. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database the files copy (TEST_DATABASE_URL), or '' on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project?: TestProject): Promise<(() => unknown) | void> {
  const kind = project?.config.env?.TEST_DB ?? process.env.TEST_DB;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    await dropFileDatabases(url);
    await onServer(
      url,
      async (client) => {
        await client.query('drop schema if exists drizzle cascade');
        await client.query('drop schema if exists public cascade');
        await client.query('create schema public');
      },
      { database: new URL(url).pathname.slice(1) },
    );
    const database = openPostgres(url, 1, { log: silentLogger });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project?.provide('pgliteTemplate', '');
    project?.provide('postgresTemplate', url);
    return () => dropFileDatabases(url);
  }

  // Called without a project (npm run bench): nothing to prepare for PGlite.
  if (!project) return;
  project.provide('postgresTemplate', '');
  const dir = mkdtempSync(path.join(tmpdir(), 'kt-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openPglite(path.join(dir, 'pgdata'));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // Reopen to dump: a closed client cannot, and the dump must hold the committed state.
  const client = await PGlite.create({ dataDir: path.join(dir, 'pgdata') });
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
