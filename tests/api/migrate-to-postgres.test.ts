/**
 * `npm run migrate-to-postgres` on the demo data: the embedded database copied into a new
 * PostgreSQL database holds as many rows per table, its sequences go on after the copied ids,
 * a demo login works against the copy, and a database that is not empty is refused.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, pgliteDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/demo/demo-context';
import { loadDemoData } from '../../server/demo/load-demo-data';
import { copyToPostgres } from '../../server/ops/copy-to-postgres';
import { ApiClient } from './support/client';
import { dbKind, startHarness } from './support/harness';

const quote = (name: string) => `"${name}"`;

describe.runIf(dbKind() === 'postgres')('migrate-to-postgres', () => {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `kt_migrate_${randomUUID().slice(0, 8)}`;
  const target = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function onAdmin(statement: string) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  it('copies the demo installation table by table, and a login works on the copy', async () => {
    await onAdmin(`create database ${name}`);
    cleanups.push(() => onAdmin(`drop database if exists ${name} with (force)`));
    const source = await PGlite.create();
    cleanups.push(() => source.close());
    await pgliteDatabase(source).migrate();
    const { logins } = await loadDemoData(pgliteDatabase(source).db);
    // Rows with ids from a sequence: the copy's sequence must go on after them.
    await source.query(
      `insert into audit_log (organization_id, user_id, action, entity)
       select gen_random_uuid(), gen_random_uuid(), 'read', 'patient' from generate_series(1, 5)`,
    );

    const counts = await copyToPostgres(source, target);

    const copy = new pg.Client({ connectionString: target });
    await copy.connect();
    cleanups.push(() => copy.end());
    expect(counts.get('transports')).toBeGreaterThan(0);
    expect(counts.get('patients')).toBeGreaterThan(0);
    for (const [table, copied] of counts) {
      const { rows: inSource } = await source.query<{ n: number }>(
        `select count(*)::int as n from ${quote(table)}`,
      );
      const { rows: inCopy } = await copy.query<{ n: number }>(
        `select count(*)::int as n from ${quote(table)}`,
      );
      expect([table, inCopy[0]!.n], table).toEqual([table, inSource[0]!.n]);
      expect(copied, table).toBe(inSource[0]!.n);
    }

    const database = openPostgres(target, 2);
    cleanups.push(() => database.close());
    const harness = await startHarness({ database });
    cleanups.push(() => harness.close());
    const login = await new ApiClient(harness).login(logins[0]!.email, DEMO_PASSWORD);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const { rows: sequence } = await copy.query<{ max: number; next: number }>(
      `select max(id)::int as max, nextval(pg_get_serial_sequence('audit_log', 'id'))::int as next
         from audit_log`,
    );
    expect(sequence[0]!.max).toBeGreaterThanOrEqual(5);
    expect(sequence[0]!.next).toBe(sequence[0]!.max + 1);

    await expect(copyToPostgres(source, target)).rejects.toThrow(/is not empty/);
  }, 240_000);
});
