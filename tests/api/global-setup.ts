/**
 * Once before the API suite:
 * - PostgreSQL (TEST_DB=postgres): empty the test database; each test file then migrates it
 *   (migrations take an advisory lock, so files may race safely).
 * - PGlite: create and migrate one database and dump it; each test file starts its own in-memory
 *   copy of that dump (about 0.3 s) instead of running initdb again (about 2 s).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database (tar), or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project?: TestProject): Promise<(() => void) | void> {
  if (process.env.TEST_DB === 'postgres') {
    project?.provide('pgliteTemplate', '');
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
    } finally {
      await client.end();
    }
    return;
  }

  // Called without a project (npm run bench): nothing to prepare for PGlite.
  if (!project) return;
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
