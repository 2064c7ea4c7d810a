/**
 * What an organisation has in the database, read without knowing the tables: every row that
 * belongs to it (a column naming the organisation, one of its users or one of their sessions —
 * by foreign key or by the column's name) or that holds one of its markers (e.g. a rate-limit
 * key with its user's address). Tables added by later issues are covered without a change here.
 *
 * The security suites compare these before and after a request, per table, so a failure names
 * the table that changed. Other test files may write to the same PostgreSQL database at the
 * same time: everything is scoped to the parties asked about, never a count of a whole table.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/** Whose rows: organisations (with their users and sessions) and words only they hold. */
export type Scope = { organizationIds: readonly string[]; markers: readonly string[] };

export const scopeOf = (
  parties: readonly { organizationId: string; markers: readonly string[] }[],
  markers: readonly string[] = [],
): Scope => ({
  organizationIds: parties.map((party) => party.organizationId),
  markers: [...parties.flatMap((party) => party.markers), ...markers],
});

type Column = { table: string; column: string; target: string };
type Owned = { table: string; organization: string[]; user: string[]; session: string[] };

const OWNER_TABLES = { organization: 'organizations', user: 'users', session: 'sessions' };

const discovered = new WeakMap<Db, Promise<Owned[]>>();

function ownedTables(db: Db): Promise<Owned[]> {
  let tables = discovered.get(db);
  if (!tables) {
    tables = discoverTables(db);
    discovered.set(db, tables);
  }
  return tables;
}

async function discoverTables(db: Db): Promise<Owned[]> {
  const result = await db.execute(sql`
    select c.relname as "table", a.attname as "column", coalesce(f.relname, '') as "target"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_constraint k
      on k.conrelid = c.oid and k.contype = 'f' and k.conkey = array[a.attnum]
    left join pg_class f on f.oid = k.confrelid
    where c.relkind = 'r'
    order by 1, 2`);
  const byTable = new Map<string, Owned>();
  for (const { table, column, target } of (result as unknown as { rows: Column[] }).rows) {
    const owned = byTable.get(table) ?? { table, organization: [], user: [], session: [] };
    byTable.set(table, owned);
    for (const [kind, ownerTable] of Object.entries(OWNER_TABLES) as [keyof Owned, string][]) {
      const names = target === ownerTable || column === `${kind}_id`;
      const itself = table === ownerTable && column === 'id';
      if (names || itself) (owned[kind] as string[]).push(column);
    }
  }
  return [...byTable.values()];
}

/** Rows of `table` (aliased `t`) that belong to the scope or hold one of its markers. */
function belongsTo(owned: Owned, scope: Scope): SQL {
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  // `in (null)` matches nothing: a scope of markers only.
  const organizations = scope.organizationIds.length ? list(scope.organizationIds) : sql`null`;
  const ofUsers = sql`(select id from users where organization_id in (${organizations}))`;
  const ofSessions = sql`(select id from sessions where user_id in ${ofUsers})`;
  const conditions = [
    ...owned.organization.map((c) => sql`t.${sql.identifier(c)} in (${organizations})`),
    ...owned.user.map((c) => sql`t.${sql.identifier(c)} in ${ofUsers}`),
    ...owned.session.map((c) => sql`t.${sql.identifier(c)} in ${ofSessions}`),
  ];
  const markers = scope.markers.map((marker) => `%${marker.toLowerCase()}%`);
  conditions.push(sql`lower(t::text) like any (array[${list(markers)}]::text[])`);
  return sql.join(conditions, sql` or `);
}

async function perTable(
  db: Db,
  scope: Scope,
  measure: (owned: Owned, where: SQL) => SQL,
): Promise<Record<string, string>> {
  const columns = (await ownedTables(db)).map(
    (table) =>
      sql`(${measure(table, belongsTo(table, scope))})::text as ${sql.identifier(table.table)}`,
  );
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return (result as unknown as { rows: Record<string, string>[] }).rows[0]!;
}

/** A digest per table of every row of the scope: changes when anything of theirs changes. */
export function footprint(db: Db, scope: Scope): Promise<Record<string, string>> {
  return perTable(
    db,
    scope,
    (owned, where) =>
      sql`select md5(coalesce(string_agg(t::text, E'\n' order by t::text), ''))
          from ${sql.identifier(owned.table)} t where ${where}`,
  );
}

/**
 * The number of rows per table of the scope, and a digest of those that hold `recordId`
 * ("count:md5"): changes when something of theirs is stored, or when that record changes.
 */
export function storedRows(
  db: Db,
  scope: Scope,
  recordId?: string,
): Promise<Record<string, string>> {
  const holding = recordId ? sql`lower(t::text) like ${`%${recordId}%`}` : sql`false`;
  return perTable(
    db,
    scope,
    (owned, where) =>
      sql`select count(*) || ':' || md5(coalesce(
            string_agg(t::text, E'\n' order by t::text) filter (where ${holding}), ''))
          from ${sql.identifier(owned.table)} t where ${where}`,
  );
}

/** The rows of the organisation's tables that carry this id, by table. */
export async function whereIdLives(db: Db, id: string): Promise<Record<string, string>> {
  const holders = (await ownedTables(db)).filter((table) =>
    table.organization.includes('organization_id'),
  );
  const columns = holders.map(
    (table) =>
      sql`(select string_agg(organization_id::text, ',') from ${sql.identifier(table.table)}
           where id::text = ${id}) as ${sql.identifier(table.table)}`,
  );
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const row = (result as unknown as { rows: Record<string, string | null>[] }).rows[0]!;
  return Object.fromEntries(Object.entries(row).filter(([, owners]) => owners !== null)) as Record<
    string,
    string
  >;
}
