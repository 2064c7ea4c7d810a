/**
 * Fixed-window counters kept in the database, so limits hold across several server instances
 * (PRODUCT.md §1). A key is blocked once its hits in the current window reach the limit.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export type Limit = { key: string; max: number; windowSeconds: number };

/** Seconds until the first exhausted limit frees up, or 0 when none is exhausted. */
export async function blockedFor(db: Db, limits: Limit[], now: Date): Promise<number> {
  if (limits.length === 0) return 0;
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        limits.map((l) => l.key),
      ),
    );
  let wait = 0;
  for (const limit of limits) {
    const row = rows.find((r) => r.key === limit.key);
    if (!row) continue;
    const endsAt = row.windowStartedAt.getTime() + limit.windowSeconds * 1000;
    if (endsAt > now.getTime() && row.hits >= limit.max) {
      wait = Math.max(wait, (endsAt - now.getTime()) / 1000);
    }
  }
  return Math.ceil(wait);
}

/** Counts one hit for each limit, starting a new window where the old one has ended. */
export async function hit(db: Db, limits: Limit[], now: Date): Promise<void> {
  for (const limit of limits) {
    const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
    const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
    await db
      .insert(rateLimits)
      .values({ key: limit.key, hits: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
        },
      });
  }
}

export async function reset(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}
