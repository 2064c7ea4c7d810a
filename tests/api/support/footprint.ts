/**
 * What an organisation has in the database, read without knowing the tables: every row that
 * belongs to it (a column naming the organisation, one of its users or one of their sessions —
 * by foreign key or by the column's name) or that holds one of its markers (e.g. a rate-limit
 * key with its user's address); a row of the access log only by its owner, the reader. Tables added by later issues are covered without a change here.
 *
 * The security suites compare these before and after a request, per table, so a failure names
 * the table that changed. Other instances, or other files on a database a developer shares, may
 * write at the same time: everything is scoped to the parties asked about, never a count of a
 * whole table.
 */
import { createHash } from 'node:crypto';
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

/**
 * Tables whose rows are their owner's own record of what it did: the access log (decision 039).
 * A company reading the transport a ward ordered leaves a row naming that transport's id, one of
 * the ward's markers, yet the row is the company's — the ward's data did not change. Such rows
 * are matched by their owner columns only (organisation, user, session of the reader), never by
 * a marker, so a read is the reader's footprint and nobody else's.
 */
const OWN_RECORDS = new Set(['audit_log']);

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

/** Rows of `table` (aliased `t`) that belong to the scope by an owner column. */
function ownedBy(owned: Owned, scope: Scope): SQL {
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
  return conditions.length ? sql.join(conditions, sql` or `) : sql`false`;
}

type Row = { table: string; version: string; owned: boolean };

/**
 * Every row of every table as it is now (one statement: one snapshot), with the text of each
 * row version this process has not read yet. A version (ctid, xmin) is never changed in place:
 * an update or a delete makes another or none, so its text, once read, stays right.
 */
async function snapshot(db: Db, scope: Scope, memory: Memory): Promise<[Owned, Version[]][]> {
  const tables = await ownedTables(db);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const listing = sql.join(
      tables.map(
        (table) =>
          sql`select ${table.table} as "table", t.ctid::text || '/' || t.xmin::text as "version",
                (${ownedBy(table, scope)}) as "owned"
              from ${sql.identifier(table.table)} t`,
      ),
      sql` union all `,
    );
    const rows = ((await db.execute(listing)) as unknown as { rows: Row[] }).rows;
    const unread = rows.filter((row) => !memory.versions.has(row.version));
    if (unread.length > 0) await read(db, tables, unread, memory);
    // A version changed between the two statements: list again.
    if (unread.some((row) => !memory.versions.has(row.version))) continue;
    const markers = register(memory, scope.markers);
    const byTable = new Map(tables.map((table) => [table.table, [] as Version[]]));
    const current = new Map<string, Version>();
    for (const row of rows) {
      const version = memory.versions.get(row.version)!;
      current.set(row.version, version);
      if (row.owned || (!OWN_RECORDS.has(row.table) && holdsAny(memory, version, markers))) {
        byTable.get(row.table)!.push(version);
      }
    }
    // What is gone stays gone: forget it.
    memory.versions = current;
    return tables.map((table) => [table, byTable.get(table.table)!]);
  }
  throw new Error('the database kept changing while its rows were read');
}

/** Reads the text of the given row versions (those still there) into the memory. */
async function read(db: Db, tables: Owned[], rows: Row[], memory: Memory): Promise<void> {
  const reads = tables.flatMap((table) => {
    const ctids = rows.filter((row) => row.table === table.table).map((row) => row.version);
    if (ctids.length === 0) return [];
    const array = `{${ctids.map((version) => `"${version.split('/')[0]}"`).join(',')}}`;
    return [
      sql`select t.ctid::text || '/' || t.xmin::text as "version", t::text as "text"
          from ${sql.identifier(table.table)} t where t.ctid = any(${array}::tid[])`,
    ];
  });
  const result = await db.execute(sql.join(reads, sql` union all `));
  for (const { version, text } of (
    result as unknown as {
      rows: { version: string; text: string }[];
    }
  ).rows) {
    memory.versions.set(version, { text, lower: text.toLowerCase(), checked: 0, holds: [] });
  }
}

/** The scope's markers in lower case, each remembered in the order first asked about. */
function register(memory: Memory, markers: readonly string[]): Set<string> {
  const lower = new Set(markers.map((marker) => marker.toLowerCase()));
  for (const marker of lower) {
    if (memory.markerSet.has(marker)) continue;
    // LIKE would read these as wildcards; no marker of the suites has one.
    if (/[%_\\]/.test(marker)) throw new Error(`a marker with a LIKE wildcard: ${marker}`);
    memory.markerSet.add(marker);
    memory.markers.push(marker);
  }
  return lower;
}

/**
 * Whether the version's text holds one of `markers` (as `lower(text) like '%marker%'` would
 * say). Each version is searched once for each marker ever asked about, not on every call.
 */
function holdsAny(memory: Memory, version: Version, markers: Set<string>): boolean {
  for (; version.checked < memory.markers.length; version.checked += 1) {
    const marker = memory.markers[version.checked]!;
    if (version.lower.includes(marker)) version.holds.push(marker);
  }
  return version.holds.some((marker) => markers.has(marker));
}

type Version = { text: string; lower: string; checked: number; holds: string[] };
type Memory = { versions: Map<string, Version>; markers: string[]; markerSet: Set<string> };

const memories = new WeakMap<Db, Memory>();

async function perTable(
  db: Db,
  scope: Scope,
  measure: (versions: Version[]) => string,
): Promise<Record<string, string>> {
  let memory = memories.get(db);
  if (!memory) {
    memory = { versions: new Map(), markers: [], markerSet: new Set() };
    memories.set(db, memory);
  }
  const tables = await snapshot(db, scope, memory);
  return Object.fromEntries(tables.map(([table, versions]) => [table.table, measure(versions)]));
}

const md5 = (texts: string[]) => createHash('md5').update(texts.sort().join('\n')).digest('hex');

/** A digest per table of every row of the scope: changes when anything of theirs changes. */
export function footprint(db: Db, scope: Scope): Promise<Record<string, string>> {
  return perTable(db, scope, (versions) => md5(versions.map((version) => version.text)));
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
  return perTable(db, scope, (versions) => {
    const holding = recordId ? versions.filter((v) => v.lower.includes(recordId)) : [];
    return `${versions.length}:${md5(holding.map((version) => version.text))}`;
  });
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
