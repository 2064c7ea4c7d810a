import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../tests/api/support/test-database';
import type { Database } from '../db/client';
import { throttles as throttleTable } from '../db/schema';
import { admit, succeeded, type Admission, type Throttle } from './throttle';

let database: Database;
// initdb of a fresh PGlite takes a while on a busy machine (a run with the API's global setup
// copies its migrated dump instead).
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

let counter = 0;
/** 3 free attempts, then 10 s doubling up to 60 s; forgotten after an hour. */
const throttle = (onSuccess: Throttle['onSuccess'] = 'reset'): Throttle => ({
  key: `test:${counter++}`,
  free: 3,
  baseDelaySeconds: 10,
  maxDelaySeconds: 60,
  forgetAfterSeconds: 3600,
  onSuccess,
});
const T0 = new Date('2026-03-01T08:00:00.000Z');
const after = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const wait = (admission: Admission) => (admission.admitted ? 0 : admission.retryAfterSeconds);
const row = async (key: string) =>
  (await database.db.select().from(throttleTable).where(eq(throttleTable.key, key)))[0];

describe('throttle', () => {
  it('lets the free attempts through, then makes each failure wait longer, up to the maximum', async () => {
    const db = database.db;
    const t = throttle();
    // Three failures are free; the third makes the next attempt wait 10 s.
    for (const second of [0, 1, 2]) expect(wait(await admit(db, [t], after(second)))).toBe(0);
    expect(wait(await admit(db, [t], after(3)))).toBe(9);
    expect(wait(await admit(db, [t], after(11.5)))).toBe(1);
    // 4th failure at 12 s: 20 s; 5th at 32 s: 40 s; 6th at 72 s: 60 s (the maximum), and so on.
    expect(wait(await admit(db, [t], after(12)))).toBe(0);
    expect(wait(await admit(db, [t], after(13)))).toBe(19);
    expect(wait(await admit(db, [t], after(32)))).toBe(0);
    expect(wait(await admit(db, [t], after(33)))).toBe(39);
    expect(wait(await admit(db, [t], after(72)))).toBe(0);
    expect(wait(await admit(db, [t], after(73)))).toBe(59);
    expect(wait(await admit(db, [t], after(132)))).toBe(0);
    expect(wait(await admit(db, [t], after(133)))).toBe(59);
    expect(await row(t.key)).toMatchObject({ failures: 7, blockedUntil: after(192) });
  });

  it('admits a free attempt whose clock read a moment before the last one (parallel requests)', async () => {
    const db = database.db;
    const t = throttle();
    expect(wait(await admit(db, [t], after(1)))).toBe(0);
    // Read its clock 1 ms earlier but reached the row later: still one of the free attempts.
    expect(wait(await admit(db, [t], new Date(after(1).getTime() - 1)))).toBe(0);
    expect(await row(t.key)).toMatchObject({ failures: 2 });
    // Once a delay applies, an attempt from before its end is refused all the same.
    expect(wait(await admit(db, [t], after(2)))).toBe(0);
    expect(wait(await admit(db, [t], after(3)))).toBe(9);
  });

  it('does not count refused attempts', async () => {
    const db = database.db;
    const t = throttle();
    for (const second of [0, 1, 2]) await admit(db, [t], after(second));
    for (let i = 0; i < 10; i++) expect(wait(await admit(db, [t], after(5)))).toBe(7);
    expect(await row(t.key)).toMatchObject({ failures: 3, blockedUntil: after(12) });
  });

  it('starts afresh after an hour without attempts past the delay', async () => {
    const db = database.db;
    const t = throttle();
    for (const second of [0, 1, 2]) await admit(db, [t], after(second));
    // Blocked until 12 s; an hour after that, the count restarts at 1.
    expect(wait(await admit(db, [t], after(12 + 3599)))).toBe(0);
    expect((await row(t.key))!.failures).toBe(4);
    expect(wait(await admit(db, [t], after(12 + 3599 + 20 + 3600)))).toBe(0);
    expect((await row(t.key))!.failures).toBe(1);
  });

  it('refuses when any throttle holds, counting the attempt on none', async () => {
    const db = database.db;
    const held = throttle();
    const open = throttle();
    for (const second of [0, 1, 2]) await admit(db, [held], after(second));
    expect(wait(await admit(db, [open, held], after(4)))).toBe(8);
    expect(await row(open.key)).toMatchObject({ failures: 0 });
    // The open throttle is as free as before: three attempts without delay.
    for (const second of [5, 6]) expect(wait(await admit(db, [open], after(second)))).toBe(0);
    expect(await row(open.key)).toMatchObject({ failures: 2, blockedUntil: after(6) });
  });

  it('forgets a right password: `reset` starts afresh, `undo` takes only that attempt back', async () => {
    const db = database.db;
    const reset = throttle('reset');
    const undo = throttle('undo');
    await admit(db, [reset, undo], after(0));
    await admit(db, [reset, undo], after(1));
    const right = await admit(db, [reset, undo], after(2));
    expect(right.admitted).toBe(true);
    await succeeded(db, right, after(2));
    expect(await row(reset.key)).toBeUndefined();
    // Two failures stay, and the third attempt's delay is lifted again.
    expect(await row(undo.key)).toMatchObject({ failures: 2, blockedUntil: after(1) });
    expect(wait(await admit(db, [undo], after(3)))).toBe(0);
  });

  it('admits exactly the free attempts of many simultaneous ones', async () => {
    const db = database.db;
    const t = throttle();
    const admissions = await Promise.all(Array.from({ length: 20 }, () => admit(db, [t], T0)));
    expect(admissions.filter((a) => a.admitted)).toHaveLength(3);
    expect(admissions.filter((a) => !a.admitted).map(wait)).toEqual(Array(17).fill(10));
  });

  it('answers the wait of the throttle that holds longest', async () => {
    const db = database.db;
    const short = throttle();
    const long = throttle();
    for (const second of [0, 1, 2]) await admit(db, [short], after(second));
    for (const second of [0, 1, 2, 20, 40]) await admit(db, [long], after(second));
    // short holds until 12 s, long until 40 + 40 = 80 s.
    expect(wait(await admit(db, [short, long], after(5)))).toBe(75);
    expect(wait(await admit(db, [long, short], after(5)))).toBe(75);
  });

  it('takes nothing back for a refused attempt that is reported as a success', async () => {
    const db = database.db;
    const t = throttle();
    for (const second of [0, 1, 2]) await admit(db, [t], after(second));
    const refused = await admit(db, [t], after(3));
    expect(refused.admitted).toBe(false);
    await succeeded(db, refused, after(3));
    expect(await row(t.key)).toMatchObject({ failures: 3, blockedUntil: after(12) });
  });

  it('counts the throttles of an attempt in the order of their keys (parallel ones lock alike)', async () => {
    const db = database.db;
    const execute = vi.spyOn(db, 'execute');
    const named = (key: string) => ({ ...throttle(), key: `order:${key}:${counter}` });
    const [c, b, a] = [named('c'), named('b'), named('a')];
    await admit(db, [c, a, b], T0);
    const { params } = new PgDialect().sqlToQuery(execute.mock.calls[0]![0] as SQL);
    execute.mockRestore();
    expect(params.filter((param) => String(param).startsWith('order:'))).toEqual([
      a.key,
      b.key,
      c.key,
    ]);
  });
});
