/**
 * Runs several single-row upserts as ONE statement (each in its own WITH clause) and answers
 * their RETURNING rows in order. One statement is atomic on PostgreSQL and PGlite alike without
 * a transaction, and each upsert's ON CONFLICT branch sees the latest committed row — so counters
 * of parallel requests never miss each other's hits.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isTransientConflict } from '../db/errors';

export async function upsertEach<Row>(db: Db, upserts: SQL[]): Promise<Row[]> {
  if (upserts.length === 0) return [];
  const clauses = upserts.map((upsert, i) => sql`${sql.raw(`u${i}`)} as (${upsert})`);
  const selects = upserts.map((_, i) => sql.raw(`select ${i} as position, * from u${i}`));
  const result = (await db.execute(
    sql`with ${sql.join(clauses, sql`, `)} ${sql.join(selects, sql` union all `)} order by position`,
  )) as unknown as { rows: Row[] };
  return result.rows;
}

/** An instant as a statement parameter (drivers differ in how they send a Date). */
export const instantParam = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** `seconds` as an interval parameter. */
export const secondsParam = (seconds: number) => sql`(${seconds}::float8 * interval '1 second')`;

/**
 * Runs `statement` again when PostgreSQL broke a deadlock by aborting it (parallel attempts that
 * upsert and take back the same counters lock their rows in different orders); at most
 * `attempts` times, then the error stands.
 */
export async function retryingConflicts<T>(statement: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
    }
  }
}
