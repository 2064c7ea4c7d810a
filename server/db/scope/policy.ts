/**
 * Visibility policies: which rows of a table of organisation data a caller sees, and what of
 * each. The data scope (data-scope.ts) adds a table's condition to every read and every write,
 * so a row outside it behaves exactly like a missing one — 404 for every verb, never a 403 — and
 * answers only ever carry the policy's columns.
 */
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Caller } from '../../caller';

/** A table whose records the scope addresses by id. */
export type RecordTable = PgTable & { id: PgColumn };

/** A table whose rows belong to one organisation. */
export type OrganizationTable = RecordTable & { organizationId: PgColumn };

/** A table with optimistic locking: `version` goes up by one with every update. */
export type VersionedTable = RecordTable & { version: PgColumn; updatedAt: PgColumn };

export type Policy<
  TTable extends RecordTable = RecordTable,
  TColumns extends SelectedFieldsFlat = SelectedFieldsFlat,
> = {
  table: TTable;
  /** The rows `viewer` may see and address; asked anew for every statement. */
  rows: (viewer: Caller) => SQL;
  /** What the viewer gets of a visible row, from reads and as the answer of writes. */
  columns: TColumns;
  /**
   * The visible rows as disjoint conditions, when `rows` is an OR that no one index serves: a
   * page is then read as one ordered index read per branch (scoped-records.ts). Together they
   * must be exactly `rows`, and no row may match two of them.
   */
  branches?: (viewer: Caller) => SQL[] | undefined;
};

/** A policy under which the caller creates records, owned by the caller's organisation. */
export type OwnedPolicy<
  TTable extends RecordTable = RecordTable,
  TColumns extends SelectedFieldsFlat = SelectedFieldsFlat,
> = Policy<TTable, TColumns> & {
  /** The column a create fills with the caller's organisation, whatever the values say. */
  owner: string;
};

/** A record as the policy shows it. */
export type RowOf<TPolicy extends Policy> = SelectResultFields<TPolicy['columns']>;

type OwnerOf<TPolicy extends Policy> = TPolicy extends { owner: infer K extends string }
  ? K
  : never;

/** What a create may set: never the owner, which the scope takes from the caller. */
export type CreateValues<TPolicy extends Policy> = Omit<
  TPolicy['table']['$inferInsert'],
  OwnerOf<TPolicy>
>;

/** What an update may set: never the id or the owner, so no update moves a record. */
export type UpdateValues<TPolicy extends Policy> = Partial<
  Omit<TPolicy['table']['$inferInsert'], 'id' | OwnerOf<TPolicy>>
>;

/**
 * Owner only: the caller's organisation sees its own rows, and nobody else does. `columns` is
 * what an answer needs of a row (all of them unless named): every further column is parsed,
 * mapped and thrown away on every read.
 */
export function ownedByOrganization<
  TTable extends OrganizationTable,
  TColumns extends SelectedFieldsFlat = TTable['_']['columns'],
>(table: TTable, columns?: TColumns) {
  return {
    table,
    rows: (viewer: Caller) => eq(table.organizationId, viewer.organizationId),
    columns: columns ?? (getTableColumns(table) as TColumns),
    owner: 'organizationId' as const,
  } satisfies OwnedPolicy<TTable, TColumns>;
}
