import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './errors';
import { pgliteLine } from './pglite-queue';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec('create table visits (name text not null)');
}, 60_000);
afterAll(() => pglite.close());

describe('the line in front of PGlite', () => {
  it('lets a call that waited too long leave without ever running', async () => {
    const line = pgliteLine(pglite, 100);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = line.client.transaction(async (tx) => {
      await tx.query("insert into visits values ('holder')");
      await released;
    });
    const late = line.client.query("insert into visits values ('late')");
    await expect(late).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(late).rejects.toMatchObject({ reason: 'busy' });
    expect(line.busySince()).toEqual(expect.any(Number));

    release();
    await holder;
    const after = await line.client.query("insert into visits values ('after')");
    expect(after.affectedRows).toBe(1);
    const { rows } = await pglite.query<{ name: string }>('select name from visits order by name');
    expect(rows.map((row) => row.name)).toEqual(['after', 'holder']);
    expect(line.busySince()).toBeUndefined();
  });

  it('runs calls one after another, in the order they came', async () => {
    const line = pgliteLine(pglite, 5_000);
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        line.client.transaction(async (tx) => {
          order.push(`start ${name}`);
          await tx.query('select 1');
          order.push(`end ${name}`);
        }),
      ),
    );
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('passes a failing call’s error on and goes on with the next', async () => {
    const line = pgliteLine(pglite, 5_000);
    const failing = line.client.query('select * from no_such_table');
    const next = line.client.query<{ one: number }>('select 1 as one');
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect((await next).rows).toEqual([{ one: 1 }]);
  });
});
