/**
 * The tenant scope (CONVENTIONS 7): every query on an organisation's records goes through these
 * helpers, which take the caller's organisation. A record of another organisation is treated
 * exactly like a missing one — 404 for every verb, never a 403 — so nobody learns that it exists.
 */
import { and, eq, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../errors';
import type { Db } from './client';

/** A table whose rows belong to one organisation. */
export type OwnedTable = PgTable & { id: PgColumn; organizationId: PgColumn };

/** An owned table whose rows carry an optimistic-locking version and an update time. */
export type VersionedTable = OwnedTable & { version: PgColumn; updatedAt: PgColumn };

/** The condition that limits a query to one organisation's rows. */
export function ofOrganization(table: OwnedTable, organizationId: string): SQL {
  return eq(table.organizationId, organizationId);
}

/** One record of the organisation by id. */
export function ownedRecord(table: OwnedTable, id: string, organizationId: string): SQL {
  return and(eq(table.id, id), ofOrganization(table, organizationId))!;
}

/** The organisation's record, or 404 — also when the id belongs to another organisation. */
export async function findOwned<TTable extends OwnedTable>(
  db: Db,
  table: TTable,
  id: string,
  organizationId: string,
): Promise<InferSelectModel<TTable>> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(ownedRecord(table, id, organizationId))
    .limit(1);
  if (!row) throw notFound();
  return row as InferSelectModel<TTable>;
}

/** Who owns an id, whatever the organisation; only for telling "yours" from "taken". */
async function ownerOf(db: Db, table: OwnedTable, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ organizationId: table.organizationId })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row?.organizationId as string | undefined;
}

export type CreateOutcome<TRow> =
  | { created: TRow }
  /** The id already names a record of the caller's organisation (a repeated offline create). */
  | { existing: TRow }
  /** The id is in use by another organisation; the caller must not learn more than that. */
  | { idTaken: true };

/**
 * Inserts a record into the caller's organisation. The organisation always comes from the
 * caller, never from the request. A client-generated id that already exists is not an error of
 * the database: the insert skips it (a unique violation would abort the surrounding transaction)
 * and the outcome says whose it is.
 */
export async function insertOwned<TTable extends OwnedTable>(
  db: Db,
  table: TTable,
  organizationId: string,
  values: Record<string, unknown>,
): Promise<CreateOutcome<InferSelectModel<TTable>>> {
  const [created] = await db
    .insert(table as PgTable)
    .values({ ...values, organizationId } as never)
    .onConflictDoNothing({ target: table.id })
    .returning();
  if (created) return { created: created as InferSelectModel<TTable> };
  const id = values.id;
  // Without a client id the database chose a fresh one, which cannot have been in use.
  if (typeof id !== 'string') throw new Error('insert skipped without a client-generated id');
  if ((await ownerOf(db, table, id)) === organizationId) {
    return { existing: await findOwned(db, table, id, organizationId) };
  }
  return { idTaken: true };
}

export type UpdateOutcome<TRow> = { updated: TRow } | { stale: TRow };

/**
 * Updates the organisation's record if `version` is still the stored one: the version goes up
 * by one and `updatedAt` is set. A missing or foreign record is 404; a stale version gives the
 * stored record back, for the caller's 409 (the check and the write are one statement, so two
 * concurrent updates of the same version cannot both succeed).
 */
export async function updateVersioned<TTable extends VersionedTable>(
  db: Db,
  table: TTable,
  target: { id: string; organizationId: string; version: number },
  values: Record<string, unknown>,
  now: Date,
): Promise<UpdateOutcome<InferSelectModel<TTable>>> {
  const [updated] = await db
    .update(table as PgTable)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: now } as never)
    .where(
      and(ownedRecord(table, target.id, target.organizationId), eq(table.version, target.version)),
    )
    .returning();
  if (updated) return { updated: updated as InferSelectModel<TTable> };
  return { stale: await findOwned(db, table, target.id, target.organizationId) };
}

/** Deletes the organisation's record; 404 when there is none (or it is another's). */
export async function deleteOwned(
  db: Db,
  table: OwnedTable,
  id: string,
  organizationId: string,
): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(ownedRecord(table, id, organizationId))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound();
}
