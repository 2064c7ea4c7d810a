import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { blockedFor, hit, reset, type Limit } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await openPglite(undefined);
  await database.migrate();
});
afterAll(() => database.close());

let counter = 0;
/** A limit with a key of its own, so tests do not share counters. */
const limit = (max: number, windowSeconds = 60): Limit => ({
  key: `test:${counter++}`,
  max,
  windowSeconds,
});
const eqKey = (key: string) => eq(rateLimits.key, key);
const T0 = new Date('2026-03-01T08:00:00.000Z');
const after = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('rate limits', () => {
  it('block once the hits in the window reach the limit', async () => {
    const db = database.db;
    const three = limit(3);
    expect(await blockedFor(db, [three], T0)).toBe(0);
    await hit(db, [three], T0);
    await hit(db, [three], after(10));
    expect(await blockedFor(db, [three], after(10))).toBe(0);
    await hit(db, [three], after(20));
    // The window started with the first hit: 60 s from T0.
    expect(await blockedFor(db, [three], after(20))).toBe(40);
    expect(await blockedFor(db, [three], after(59.5))).toBe(1);
    expect(await blockedFor(db, [three], after(60))).toBe(0);
  });

  it('start a new window with the first hit after the old one ended', async () => {
    const db = database.db;
    const two = limit(2);
    await hit(db, [two], T0);
    await hit(db, [two], after(1));
    expect(await blockedFor(db, [two], after(1))).toBe(59);
    await hit(db, [two], after(61));
    expect(await blockedFor(db, [two], after(61))).toBe(0);
    const [row] = await db.select().from(rateLimits).where(eqKey(two.key));
    expect(row).toMatchObject({ hits: 1, windowStartedAt: after(61) });
    await hit(db, [two], after(62));
    expect(await blockedFor(db, [two], after(62))).toBe(59);
  });

  it('wait for the longest exhausted limit of several', async () => {
    const db = database.db;
    const short = limit(1, 30);
    const long = limit(1, 900);
    const open = limit(10, 3600);
    await hit(db, [short, long, open], T0);
    expect(await blockedFor(db, [short, long, open], after(5))).toBe(895);
    expect(await blockedFor(db, [short, open], after(5))).toBe(25);
    expect(await blockedFor(db, [open], after(5))).toBe(0);
    expect(await blockedFor(db, [], after(5))).toBe(0);
  });

  it('reset clears only the named keys', async () => {
    const db = database.db;
    const a = limit(1);
    const b = limit(1);
    await hit(db, [a, b], T0);
    await reset(db, [a.key]);
    expect(await blockedFor(db, [a], T0)).toBe(0);
    expect(await blockedFor(db, [b], T0)).toBe(60);
    await reset(db, []);
    expect(await blockedFor(db, [b], T0)).toBe(60);
  });

  it('count concurrent hits without losing any', async () => {
    const db = database.db;
    const many = limit(1000);
    await Promise.all(Array.from({ length: 20 }, () => hit(db, [many], T0)));
    const [row] = await db.select().from(rateLimits).where(eqKey(many.key));
    expect(row!.hits).toBe(20);
  });
});
