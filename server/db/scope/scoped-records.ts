/**
 * One table as the caller of a request sees it: every statement adds the table's visibility
 * condition (policy.ts) and answers with the policy's columns. A record outside the caller's
 * view is treated exactly like a missing one: 404 for every verb, never a 403.
 */
import { and, eq, getTableName, sql, Subquery, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../../caller';
import { notFound } from '../../errors';
import type { Db } from '../client';
import { countLimit, totalFromPage } from '../paging';
import type {
  CreateValues,
  OwnedPolicy,
  Policy,
  RowOf,
  UpdateValues,
  VersionedTable,
} from './policy';

/** What the records need of their scope: who asks, and the handle to ask with. */
export type ScopeAccess = { readonly caller: Caller; readonly handle: Db };

/** One page of a list. `where` narrows the visible rows (a search); it can never widen them. */
export type ListQuery<TTable> = {
  where?: (table: TTable) => SQL | undefined;
  orderBy: (table: TTable) => (SQL | PgColumn)[];
  page: number;
  perPage: number;
};

export type UpdateOutcome<TRow> = { updated: TRow } | { stale: TRow };

export type CreateOutcome<TRow> =
  | { created: TRow }
  /** The id already names a record the caller sees (a repeated offline create). */
  | { existing: TRow }
  /** The id is in use by a record the caller does not see; they learn nothing more. */
  | { idTaken: true };

export class ScopedRecords<TPolicy extends Policy> {
  constructor(
    protected readonly policy: TPolicy,
    protected readonly scope: ScopeAccess,
  ) {}

  protected get table(): TPolicy['table'] {
    return this.policy.table;
  }

  protected visible(where?: SQL): SQL {
    return and(this.policy.rows(this.scope.caller), where)!;
  }

  protected byId(id: string): SQL {
    return this.visible(eq(this.table.id, id));
  }

  protected async findVisible(id: string): Promise<RowOf<TPolicy> | undefined> {
    const [row] = await this.scope.handle
      .select(this.policy.columns)
      .from(this.table as PgTable)
      .where(this.byId(id))
      .limit(1);
    return row as RowOf<TPolicy> | undefined;
  }

  /** The record, or 404 — also when it exists outside the caller's view. */
  async find(id: string): Promise<RowOf<TPolicy>> {
    const row = await this.findVisible(id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Where a page's rows are read from: the table, or for a policy with branches the union of one
   * ordered read per branch, each stopping at the page's last row — named as the table, so the
   * columns, the ordering and the visibility condition read it as they read the table. The
   * branches are disjoint, so UNION ALL has no duplicates to remove; the page is ordered and cut
   * again from at most `branches × page × perPage` rows.
   */
  private pageSource(query: ListQuery<TPolicy['table']>): PgTable | Subquery {
    const branches = this.policy.branches?.(this.scope.caller);
    if (!branches) return this.table as PgTable;
    const where = query.where?.(this.table);
    const orderBy = sql.join(query.orderBy(this.table), sql`, `);
    const reads = branches.map(
      (branch) =>
        sql`(select * from ${this.table} where ${and(branch, where)}
             order by ${orderBy} limit ${query.page * query.perPage})`,
    );
    return new Subquery(sql.join(reads, sql` union all `), {}, getTableName(this.table));
  }

  /** The page's query itself, not run (also for EXPLAIN in the benchmarks). */
  pageQuery(query: ListQuery<TPolicy['table']>) {
    return this.scope.handle
      .select(this.policy.columns)
      .from(this.pageSource(query) as PgTable)
      .where(this.visible(query.where?.(this.table)))
      .orderBy(...query.orderBy(this.table))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
  }

  /**
   * One column of the visible rows matching `where`, as a subquery that is never run alone:
   * another table's filter asks `in (…)` of what this caller sees here, in the same statement —
   * no second round trip, no list of ids carried through the application, the same visibility.
   */
  valuesOf(
    column: (table: TPolicy['table']) => PgColumn,
    where?: (table: TPolicy['table']) => SQL | undefined,
  ) {
    return this.scope.handle
      .select({ value: column(this.table) })
      .from(this.table as PgTable)
      .where(this.visible(where?.(this.table)));
  }

  /**
   * One page and the number of visible rows matching `where`, in one round trip: each row carries
   * the count of all matches (an uncorrelated subquery, computed once), so page and total come
   * from one snapshot. Only a page with no row to carry it needs a count of its own, and not even
   * then when the page tells the total (db/paging.ts). The count stops past `countLimit` (1 000
   * matches, or the page's end when further): `more` says it stopped, `total` is then that limit
   * (decision 061).
   */
  async list(
    query: ListQuery<TPolicy['table']>,
  ): Promise<{ rows: RowOf<TPolicy>[]; total: number; more: boolean }> {
    const condition = this.visible(query.where?.(this.table));
    const page = await this.scope.handle
      .select({ row: this.policy.columns, total: this.total(query).mapWith(Number) })
      .from(this.pageSource(query) as PgTable)
      .where(condition)
      .orderBy(...query.orderBy(this.table))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
    const rows = page.map((item) => item.row) as RowOf<TPolicy>[];
    if (page.length > 0) return { rows, ...this.capped(query, page[0]!.total) };
    const known = totalFromPage(query, 0);
    if (known !== undefined) return { rows, total: known, more: false };
    const counted = await this.scope.handle.execute(sql`select ${this.total(query)} as total`);
    const [first] = (counted as unknown as { rows: { total: string | number }[] }).rows;
    return { rows, ...this.capped(query, Number(first?.total ?? 0)) };
  }

  private capped(query: ListQuery<TPolicy['table']>, counted: number) {
    const limit = countLimit(query);
    return counted > limit ? { total: limit, more: true } : { total: counted, more: false };
  }

  /**
   * The number of visible rows matching `where`, as an expression, counted up to one past
   * `countLimit`: one count, or for a policy with branches the sum of one count per branch (each
   * an index-only read where its index holds every column it asks about; the branches are
   * disjoint, so the sum is exact up to the limit, and past it when any branch is).
   */
  private total(query: ListQuery<TPolicy['table']>): SQL<number> {
    const where = query.where?.(this.table);
    const conditions = this.policy
      .branches?.(this.scope.caller)
      ?.map((branch) => and(branch, where)) ?? [this.visible(where)];
    const enough = countLimit(query) + 1;
    const counts = conditions.map(
      (condition) =>
        sql`(select count(*) from (select 1 from ${this.table} where ${condition} limit ${sql.raw(String(enough))}) as matches)`,
    );
    return sql<number>`(${sql.join(counts, sql` + `)})`;
  }

  /** Sets `values` on the record; 404 when the caller does not see it. */
  async update(id: string, values: UpdateValues<TPolicy>): Promise<RowOf<TPolicy>> {
    const [row] = await this.scope.handle
      .update(this.table as PgTable)
      .set(values as never)
      .where(this.byId(id))
      .returning(this.policy.columns);
    if (!row) throw notFound();
    return row as RowOf<TPolicy>;
  }

  /**
   * Updates the record if `version` is still the stored one: the version goes up by one and
   * `updatedAt` is set. A stale version gives the stored record back, for the caller's 409. The
   * check and the write are one statement, so two updates of one version cannot both succeed.
   */
  async updateVersioned(
    this: ScopedRecords<TPolicy & { table: VersionedTable }>,
    target: { id: string; version: number },
    values: UpdateValues<TPolicy>,
    now: Date,
  ): Promise<UpdateOutcome<RowOf<TPolicy>>> {
    const table = this.table;
    const [updated] = await this.scope.handle
      .update(table as PgTable)
      .set({ ...values, version: sql`${table.version} + 1`, updatedAt: now } as never)
      .where(and(this.byId(target.id), eq(table.version, target.version)))
      .returning(this.policy.columns);
    if (updated) return { updated: updated as RowOf<TPolicy> };
    return { stale: await this.find(target.id) };
  }

  /**
   * Sets `values` if the record is visible and `condition` still holds (e.g. "status is open"):
   * check and write are one statement, so of two concurrent transitions from one status only one
   * matches — the other waits for the row lock, sees the new status and matches nothing. The
   * version goes up by one. Undefined when no row matched.
   */
  async updateIf(
    this: ScopedRecords<TPolicy & { table: VersionedTable }>,
    id: string,
    condition: (table: TPolicy['table']) => SQL,
    values: UpdateValues<TPolicy>,
    now: Date,
  ): Promise<RowOf<TPolicy> | undefined> {
    const table = this.table;
    const [updated] = await this.scope.handle
      .update(table as PgTable)
      .set({ ...values, version: sql`${table.version} + 1`, updatedAt: now } as never)
      .where(and(this.byId(id), condition(table)))
      .returning(this.policy.columns);
    return updated as RowOf<TPolicy> | undefined;
  }

  /** Deletes the record; 404 when the caller does not see it. */
  async delete(id: string): Promise<void> {
    const deleted = await this.scope.handle
      .delete(this.table as PgTable)
      .where(this.byId(id))
      .returning({ id: this.table.id });
    if (deleted.length === 0) throw notFound();
  }
}

/** Records the caller creates: they belong to the caller's organisation. */
export class OwnedRecords<TPolicy extends OwnedPolicy> extends ScopedRecords<TPolicy> {
  /**
   * Inserts a record owned by the caller's organisation — never the one `values` might name. A
   * client-generated id already in use is no database error (a unique violation would abort the
   * surrounding transaction): the insert skips it, and the outcome says whether the caller sees
   * the record under that id.
   */
  async insert(values: CreateValues<TPolicy>): Promise<CreateOutcome<RowOf<TPolicy>>> {
    const [created] = await this.scope.handle
      .insert(this.table as PgTable)
      .values({ ...values, [this.policy.owner]: this.scope.caller.organizationId } as never)
      .onConflictDoNothing({ target: this.table.id })
      .returning(this.policy.columns);
    if (created) return { created: created as RowOf<TPolicy> };
    const id = (values as { id?: unknown }).id;
    // Without a client id the database chose a fresh one, which cannot have been in use.
    if (typeof id !== 'string') throw new Error('insert skipped without a client-generated id');
    const existing = await this.findVisible(id);
    return existing ? { existing } : { idTaken: true };
  }
}
