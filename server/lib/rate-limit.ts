/**
 * Fixed-window counters kept in the database, so limits hold across several server instances
 * (PRODUCT.md §1). `consume` counts a request and decides in one atomic statement: parallel
 * requests cannot all pass a check before any of them is counted.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instantParam, retryingConflicts, secondsParam, upsertEach } from './one-statement';

export type Limit = { key: string; max: number; windowSeconds: number };

/**
 * Counts one request against every limit (refused requests count too) and answers the seconds
 * until the longest exhausted limit frees up, or 0 when the request is within all of them.
 */
export async function consume(db: Db, limits: Limit[], now: Date): Promise<number> {
  // Always in the same order of keys, so parallel requests lock their rows alike.
  const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : 1));
  const rows = await retryingConflicts(() =>
    upsertEach<{ hits: number; window_started_at: Date | string }>(
      db,
      ordered.map((limit) => {
        const ended = sql`r.window_started_at <= ${instantParam(now)} - ${secondsParam(limit.windowSeconds)}`;
        return sql`
        insert into rate_limits as r (key, hits, window_started_at)
        values (${limit.key}, 1, ${instantParam(now)})
        on conflict (key) do update set
          hits = case when ${ended} then 1 else r.hits + 1 end,
          window_started_at = case when ${ended} then ${instantParam(now)} else r.window_started_at end
        returning r.hits, r.window_started_at`;
      }),
    ),
  );
  let wait = 0;
  ordered.forEach((limit, i) => {
    const row = rows[i]!;
    if (Number(row.hits) <= limit.max) return;
    const endsAt = new Date(row.window_started_at).getTime() + limit.windowSeconds * 1000;
    wait = Math.max(wait, (endsAt - now.getTime()) / 1000);
  });
  return Math.ceil(wait);
}
