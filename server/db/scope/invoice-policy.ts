/**
 * Who sees which invoice documents (decision 031): the issuer (a transport company: its
 * statements, its invoices and credit notes) and the recipient (a medical organisation: the
 * invoices and credit notes addressed to it). The number of the related document (cancelled or
 * cancelling) is read with the row, so a page never asks once per document.
 */
import { eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invoices } from '../schema';
import type { Policy } from './policy';

/** Qualified by hand: drizzle writes the outer column bare, which the subquery would take as its own. */
const numberOf = (id: AnyPgColumn) =>
  sql<string | null>`(select related.number from invoices related
    where related.id = ${sql.raw(`"invoices"."${id.name}"`)})`;

export const invoicePolicy = {
  table: invoices,
  rows: (viewer) =>
    or(
      eq(invoices.issuerId, viewer.organizationId),
      eq(invoices.recipientId, viewer.organizationId),
    )!,
  columns: {
    ...getTableColumns(invoices),
    cancelsNumber: numberOf(invoices.cancelsId).as('cancels_number'),
    cancelledByNumber: numberOf(invoices.cancelledById).as('cancelled_by_number'),
  },
} satisfies Policy<typeof invoices>;
