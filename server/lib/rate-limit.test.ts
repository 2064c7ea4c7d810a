import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../tests/api/support/test-database';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { consume, type Limit } from './rate-limit';

let database: Database;
// initdb of a fresh PGlite takes a while on a busy machine (a run with the API's global setup
// copies its migrated dump instead).
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

let counter = 0;
/** A limit with a key of its own, so tests do not share counters. */
const limit = (max: number, windowSeconds = 60): Limit => ({
  key: `test:${counter++}`,
  max,
  windowSeconds,
});
const T0 = new Date('2026-03-01T08:00:00.000Z');
const after = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('consume', () => {
  it('lets `max` requests through in a window and refuses the next until it ends', async () => {
    const db = database.db;
    const three = limit(3);
    expect(await consume(db, [three], T0)).toBe(0);
    expect(await consume(db, [three], after(10))).toBe(0);
    expect(await consume(db, [three], after(20))).toBe(0);
    // The window started with the first request: 60 s from T0.
    expect(await consume(db, [three], after(20))).toBe(40);
    expect(await consume(db, [three], after(59.5))).toBe(1);
    expect(await consume(db, [three], after(60))).toBe(0);
  });

  it('starts a new window with the first request after the old one ended', async () => {
    const db = database.db;
    const two = limit(2);
    await consume(db, [two], T0);
    await consume(db, [two], after(1));
    expect(await consume(db, [two], after(2))).toBe(58);
    expect(await consume(db, [two], after(61))).toBe(0);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, two.key));
    expect(row).toMatchObject({ hits: 1, windowStartedAt: after(61) });
    expect(await consume(db, [two], after(62))).toBe(0);
    expect(await consume(db, [two], after(63))).toBe(58);
  });

  it('answers the wait of the longest exhausted limit of several', async () => {
    const db = database.db;
    const short = limit(1, 30);
    const long = limit(1, 900);
    const open = limit(10, 3600);
    expect(await consume(db, [short, long, open], T0)).toBe(0);
    expect(await consume(db, [short, long, open], after(5))).toBe(895);
    expect(await consume(db, [short, open], after(6))).toBe(24);
    expect(await consume(db, [open], after(6))).toBe(0);
    expect(await consume(db, [], after(6))).toBe(0);
  });

  it('counts refused requests too', async () => {
    const db = database.db;
    const one = limit(1);
    await consume(db, [one], T0);
    await consume(db, [one], after(1));
    await consume(db, [one], after(2));
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, one.key));
    expect(row!.hits).toBe(3);
  });

  it('lets exactly `max` of many simultaneous requests through', async () => {
    const db = database.db;
    const five = limit(5);
    const waits = await Promise.all(Array.from({ length: 20 }, () => consume(db, [five], T0)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(15);
  });

  it('counts the limits of a request in the order of their keys (parallel ones lock alike)', async () => {
    const db = database.db;
    const execute = vi.spyOn(db, 'execute');
    const named = (key: string) => ({ ...limit(5), key: `order:${key}:${counter}` });
    const [c, b, a] = [named('c'), named('b'), named('a')];
    expect(await consume(db, [c, a, b], T0)).toBe(0);
    const { params } = new PgDialect().sqlToQuery(execute.mock.calls[0]![0] as SQL);
    execute.mockRestore();
    expect(params.filter((param) => String(param).startsWith('order:'))).toEqual([
      a.key,
      b.key,
      c.key,
    ]);
  });
});
