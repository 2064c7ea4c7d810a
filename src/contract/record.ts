/**
 * The shape of answers (PRODUCT.md §7): a stored record is its own fields plus `id`, `version`
 * and ISO times; a list answers a page of them. Declared once as schemas, so the server's
 * presenters, the client's types and the offline overlay all follow the same definition.
 */
import * as v from 'valibot';

/** Fields every versioned record answers besides its own. */
export const RECORD_META = {
  id: v.string(),
  version: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
};

/** A versioned record's answer: `id`, its own fields, `version`, `createdAt`, `updatedAt`. */
export const versionedRecord = <const TEntries extends v.ObjectEntries>(fields: TEntries) =>
  v.object({ ...RECORD_META, ...fields });

/** A list answer: `{ data, total_rows, more_rows? }` (see `Page` in common.ts). */
export const pageOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({
    data: v.array(item),
    total_rows: v.number(),
    more_rows: v.optional(v.literal(true)),
  });

/** An optional value as answers carry it: present, or null (never left out). */
export const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
