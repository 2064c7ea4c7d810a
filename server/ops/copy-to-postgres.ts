/**
 * Copies an embedded installation into an empty PostgreSQL database (`npm run
 * migrate-to-postgres`): the target gets the schema from the same migrations, then every table's
 * rows in the order of their foreign keys, in one transaction, then its sequences are moved past
 * the copied ids. Tables, columns and keys are read from the catalog, so a table added later is
 * copied without a change here.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres } from '../db/client';
import { withoutPassword } from '../env';
import { OperatorError, tablesIn } from './cli';

const BATCH = 500;

type Table = {
  name: string;
  /** Columns written on insert (generated ones are computed by the target). */
  columns: string[];
  primaryKey: string[];
  /** Columns referencing the table itself: inserted empty, set once every row is there. */
  selfReferences: string[];
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The target's tables, parents before children. */
async function tablesInDependencyOrder(target: pg.Client): Promise<Table[]> {
  const { rows: columns } = await target.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
        and table_name in (select table_name from information_schema.tables
                            where table_schema = 'public' and table_type = 'BASE TABLE')
      order by table_name, ordinal_position`,
  );
  const { rows: keys } = await target.query<{
    table: string;
    parent: string | null;
    kind: 'p' | 'f';
    columns: string[];
  }>(
    `select c.conrelid::regclass::text as table, c.confrelid::regclass::text as parent,
            c.contype as kind,
            array(select a.attname::text from unnest(c.conkey) with ordinality k(num, i)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num
                   order by k.i) as columns
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = 'public' and c.contype in ('p', 'f')`,
  );
  const tables = new Map<string, Table>();
  for (const { table, column } of columns) {
    const entry = tables.get(table) ?? {
      name: table,
      columns: [],
      primaryKey: [],
      selfReferences: [],
    };
    entry.columns.push(column);
    tables.set(table, entry);
  }
  const parents = new Map<string, Set<string>>([...tables.keys()].map((name) => [name, new Set()]));
  for (const key of keys) {
    const table = tables.get(key.table);
    if (!table) continue;
    if (key.kind === 'p') table.primaryKey = key.columns;
    else if (key.parent === key.table) table.selfReferences.push(...key.columns);
    else parents.get(key.table)!.add(key.parent!);
  }
  const ordered: Table[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.size) {
    const ready = [...tables.values()].filter(
      (table) =>
        !placed.has(table.name) && [...parents.get(table.name)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('the foreign keys of the schema form a cycle');
    for (const table of ready.sort((a, b) => a.name.localeCompare(b.name))) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

async function copyTable(source: PGlite, target: pg.Client, table: Table): Promise<number> {
  const name = quote(table.name);
  const order = (table.primaryKey.length > 0 ? table.primaryKey : table.columns)
    .map(quote)
    .join(', ');
  const list = table.columns.map(quote).join(', ');
  const inserted = table.columns
    .map((column) => (table.selfReferences.includes(column) ? 'null' : quote(column)))
    .join(', ');
  let copied = 0;
  for (;;) {
    const { rows } = await source.query<{ rows: string }>(
      `select coalesce(json_agg(t), '[]')::text as rows
         from (select * from ${name} order by ${order} limit ${BATCH} offset ${copied}) t`,
    );
    const batch = rows[0]!.rows;
    const count = (JSON.parse(batch) as unknown[]).length;
    if (count === 0) return copied;
    await target.query(
      `insert into ${name} (${list}) overriding system value
         select ${inserted} from json_populate_recordset(null::${name}, $1::json)`,
      [batch],
    );
    copied += count;
    if (count < BATCH) return copied;
  }
}

/** Sets the self-references once every row of the table is there. */
async function linkSelfReferences(source: PGlite, target: pg.Client, table: Table) {
  if (table.selfReferences.length === 0) return;
  const name = quote(table.name);
  const key = table.primaryKey.map(quote);
  const { rows } = await source.query<{ rows: string }>(
    `select coalesce(json_agg(t), '[]')::text as rows from (select ${[...key, ...table.selfReferences.map(quote)].join(', ')}
       from ${name} where ${table.selfReferences.map((c) => `${quote(c)} is not null`).join(' or ')}) t`,
  );
  await target.query(
    `update ${name} t set ${table.selfReferences.map((c) => `${quote(c)} = s.${quote(c)}`).join(', ')}
       from json_populate_recordset(null::${name}, $1::json) s
      where ${key.map((k) => `t.${k} = s.${k}`).join(' and ')}`,
    [rows[0]!.rows],
  );
}

/** Moves every sequence of a column past the largest copied value. */
async function advanceSequences(target: pg.Client) {
  const { rows } = await target.query<{ sequence: string; table: string; column: string }>(
    `select s.oid::regclass::text as sequence, t.relname as table, a.attname as column
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
       join pg_namespace n on n.oid = s.relnamespace
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { sequence, table, column } of rows) {
    await target.query(
      `select setval($1, coalesce(max(${quote(column)}), 1), max(${quote(column)}) is not null)
         from ${quote(table)}`,
      [sequence],
    );
  }
}

/**
 * Copies `source` into the database at `url`, which must be empty (an OperatorError otherwise);
 * resolves to the rows per table.
 */
export async function copyToPostgres(source: PGlite, url: string): Promise<Map<string, number>> {
  const existing = await tablesIn(url);
  if (existing.length > 0) {
    throw new OperatorError(
      `${withoutPassword(url)} is not empty (${existing.length} tables): ` +
        'the copy goes into a new, empty database only.',
    );
  }
  const schema = openPostgres(url, 1);
  try {
    await schema.migrate();
  } finally {
    await schema.close();
  }
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  const counts = new Map<string, number>();
  try {
    await target.query('begin');
    const tables = await tablesInDependencyOrder(target);
    // The copy is of every table as it is, derived ones too (the scorecards' facts): the
    // schema's own triggers would derive them a second time (decision 049). Foreign keys stay on.
    const triggers = (state: 'disable' | 'enable') =>
      Promise.all(
        tables.map((table) =>
          target.query(`alter table ${quote(table.name)} ${state} trigger user`),
        ),
      );
    await triggers('disable');
    for (const table of tables) counts.set(table.name, await copyTable(source, target, table));
    for (const table of tables) await linkSelfReferences(source, target, table);
    await advanceSequences(target);
    await triggers('enable');
    await target.query('commit');
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  } finally {
    await target.end();
  }
  return counts;
}
