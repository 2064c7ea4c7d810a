/**
 * Maintenance does on PGlite what autovacuum does on PostgreSQL (decision 020): without it an
 * embedded database is never vacuumed or analysed, and a count of the patient list visits every
 * row instead of the index alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { vacuumEmbedded } from '../../server/maintenance';
import { dbKind, openTestDatabase } from './support/harness';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function lastVacuum(): Promise<{ vacuumed: boolean; analysed: boolean }> {
  const result = await database.db.execute(
    sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analysed
        from pg_stat_user_tables where relname = 'patients'`,
  );
  return (result as unknown as { rows: { vacuumed: boolean; analysed: boolean }[] }).rows[0]!;
}

it('vacuums and analyses PGlite, and leaves PostgreSQL to its autovacuum', async () => {
  const before = await lastVacuum();
  await vacuumEmbedded(database);
  const after = await lastVacuum();
  if (dbKind() === 'pglite') expect(after).toEqual({ vacuumed: true, analysed: true });
  else expect(after).toEqual(before);
});
