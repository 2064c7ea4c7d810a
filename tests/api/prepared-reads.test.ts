/**
 * Prepared reads on PostgreSQL (decision 132): a list's statement is parsed and planned once per
 * pooled connection and then only bound and executed; a prefix search (`like`) and writes stay
 * unnamed. One pooled connection, so that every statement of the requests below and the look
 * into `pg_prepared_statements` share it. PostgreSQL only (vite.config.ts): PGlite has no pool.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/contract/common';
import type { Transport } from '../../src/contract/transport-answer';
import { MAX_TEXT, statementName } from '../../server/db/prepared-reads';
import { signedInUser, type ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { openTestDatabase } from './support/test-database';
import { newTransport } from './support/transports';

let harness: Harness;
let ward: ApiClient;

beforeAll(async () => {
  harness = await startHarness({ database: await openTestDatabase({ poolSize: 1 }) });
  ({ client: ward } = await signedInUser(harness));
  for (let i = 0; i < 3; i++) await newTransport(ward, harness.clock.now());
});
afterAll(async () => {
  await harness?.close();
  await harness?.database.close();
});

/** The statements prepared on the pool's one connection, by their text. */
async function prepared(): Promise<Map<string, string>> {
  const result = await harness.database.db.execute(
    sql`select name, statement from pg_prepared_statements`,
  );
  const rows = (result as unknown as { rows: { name: string; statement: string }[] }).rows;
  return new Map(rows.map((row) => [row.statement, row.name]));
}

/** The list's page-and-count statement (its capped count, decision 061). */
const listText = (statements: Map<string, string>) =>
  [...statements.keys()].filter((text) =>
    /count\(\*\) from \(select 1 from "transports"/.test(text),
  );

describe('reads prepared once per connection', () => {
  it("prepares the list's statement and answers the same from it", async () => {
    const first = await ward.get<Page<Transport>>('/v1/transports?per_page=2');
    expect(first.status).toBe(200);
    const lists = listText(await prepared());
    expect(lists, 'the list statement is prepared').toHaveLength(1);
    const name = (await prepared()).get(lists[0]!);
    expect(name).toMatch(/^kt_\d+$/);

    const again = await ward.get<Page<Transport>>('/v1/transports?per_page=2');
    expect(again.body).toEqual(first.body);
    expect(again.body.total_rows).toBe(3);
    // The same text, the same statement: not prepared a second time under another name.
    expect(listText(await prepared())).toEqual(lists);
  });

  it('leaves a prefix search and writes unnamed', async () => {
    const before = await prepared();
    const searched = await ward.get<Page<Transport>>('/v1/transports?search=T-20');
    expect(searched.status).toBe(200);
    expect(searched.body.total_rows).toBe(3);
    const after = await prepared();
    const added = [...after.keys()].filter((text) => !before.has(text));
    expect(added.filter((text) => /\blike\b/i.test(text))).toEqual([]);
    expect([...after.keys()].filter((text) => /^\s*(insert|update|delete)\b/i.test(text))).toEqual(
      [],
    );
  });

  it('names a text once, and never a write, a pattern or a text past the bound', () => {
    const text = `select 1 where 'prepared-reads-test' = $1`;
    expect(statementName(text)).toBe(statementName(text));
    expect(statementName(`with x as (select 1) select * from x where $1::int = 1`)).toMatch(
      /^kt_\d+$/,
    );
    expect(statementName(`insert into t values ($1)`)).toBeUndefined();
    expect(statementName(`select 1 from t where a like $1`)).toBeUndefined();
    expect(statementName(`select ${'1, '.repeat(MAX_TEXT)}1`)).toBeUndefined();
  });
});
