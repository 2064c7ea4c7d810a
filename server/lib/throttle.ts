/**
 * Growing delays against password guessing (OWASP's "slow down" instead of locking out).
 *
 * A throttle lets `free` attempts through at once; after that, each failure makes the next
 * attempt wait `baseDelaySeconds`, doubling per further failure up to `maxDelaySeconds`. After
 * `forgetAfterSeconds` without an attempt past the delay, counting starts afresh.
 *
 * `admit` counts and decides in ONE statement on all the throttles of an attempt: each admitted
 * attempt counts as a failure at once and sets the delay a failure would, so parallel attempts
 * queue behind it instead of all passing a check first. A refused attempt changes nothing (it
 * is taken back where it was counted); `succeeded` takes a right password's count back again.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttles as throttleTable } from '../db/schema';
import { instantParam, retryingConflicts, secondsParam, upsertEach } from './one-statement';

export type Throttle = {
  key: string;
  free: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
  /** After a right password: start afresh (`reset`), or only take this attempt back (`undo`). */
  onSuccess: 'reset' | 'undo';
};

export type Admission =
  | { admitted: true; attemptId: string; throttles: Throttle[] }
  | { admitted: false; retryAfterSeconds: number };

/** The delay after `failures` failures: none while free, then doubling up to the maximum. */
function delaySql(throttle: Throttle, failures: SQL): SQL {
  return sql`(case when ${failures} < ${throttle.free}::int then 0::float8
    else least(${throttle.baseDelaySeconds}::float8 * power(2::float8, ${failures} - ${throttle.free}::int),
               ${throttle.maxDelaySeconds}::float8) end) * interval '1 second'`;
}

export async function admit(db: Db, throttles: Throttle[], now: Date): Promise<Admission> {
  const attemptId = randomUUID();
  const at = instantParam(now);
  // Always in the same order of keys, so parallel attempts lock their rows alike.
  const ordered = [...throttles].sort((a, b) => (a.key < b.key ? -1 : 1));
  const rows = await retryingConflicts(() =>
    upsertEach<{ key: string; admitted: boolean; blocked_until: Date | string }>(
      db,
      ordered.map((throttle) => {
        // Blocked only while a delay applies: below `free`, blocked_until is just the time of the
        // last attempt, and a parallel attempt whose clock read a millisecond earlier is no guess
        // too many (two wards signing in at once from a hospital's shared address).
        const blocked = sql`(t.failures >= ${throttle.free}::int and t.blocked_until > ${at})`;
        const forgotten = sql`t.blocked_until <= ${at} - ${secondsParam(throttle.forgetAfterSeconds)}`;
        const failures = sql`(case when ${blocked} then t.failures when ${forgotten} then 1 else t.failures + 1 end)`;
        return sql`
        insert into throttles as t (key, failures, blocked_until, attempt_id)
        values (${throttle.key}, 1, ${at} + ${delaySql(throttle, sql`1`)}, ${attemptId})
        on conflict (key) do update set
          failures = ${failures},
          blocked_until = case when ${blocked} then t.blocked_until
            else ${at} + ${delaySql(throttle, failures)} end,
          previous_blocked_until = case when ${blocked} then t.previous_blocked_until
            else t.blocked_until end,
          attempt_id = case when ${blocked} then t.attempt_id else ${attemptId} end
        returning t.key, t.attempt_id = ${attemptId} as admitted, t.blocked_until`;
      }),
    ),
  );
  const refused = rows.filter((row) => !row.admitted);
  if (refused.length === 0) return { admitted: true, attemptId, throttles };
  await takeBack(
    db,
    rows.filter((row) => row.admitted).map((row) => row.key),
    attemptId,
    now,
  );
  const until = Math.max(...refused.map((row) => new Date(row.blocked_until).getTime()));
  return {
    admitted: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
  };
}

/** The password was right: the attempt was no failure. */
export async function succeeded(db: Db, admission: Admission, now: Date): Promise<void> {
  if (!admission.admitted) return;
  const keysWhere = (onSuccess: Throttle['onSuccess']) =>
    admission.throttles.filter((t) => t.onSuccess === onSuccess).map((t) => t.key);
  const reset = keysWhere('reset');
  if (reset.length > 0) await db.delete(throttleTable).where(inArray(throttleTable.key, reset));
  await takeBack(db, keysWhere('undo'), admission.attemptId, now);
}

/**
 * Uncounts one attempt. Its delay is lifted only if no later attempt was admitted since; if one
 * was, that one's delay stays (slightly stricter, never looser).
 */
async function takeBack(db: Db, keys: string[], attemptId: string, now: Date): Promise<void> {
  if (keys.length === 0) return;
  const mine = sql`${throttleTable.attemptId} = ${attemptId}`;
  await retryingConflicts(() =>
    db
      .update(throttleTable)
      .set({
        failures: sql`greatest(${throttleTable.failures} - 1, 0)`,
        blockedUntil: sql`case when ${mine} then coalesce(${throttleTable.previousBlockedUntil}, ${instantParam(now)}) else ${throttleTable.blockedUntil} end`,
        attemptId: sql`case when ${mine} then null else ${throttleTable.attemptId} end`,
      })
      .where(inArray(throttleTable.key, keys)),
  );
}
