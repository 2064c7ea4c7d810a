/**
 * Reading and settling documents (PRODUCT.md §6; decision 031): the list with its filters, one
 * document, "paid", and the cancellation — which issues a credit note and never edits the
 * original's amounts. Only the issuer settles or cancels (403 for the recipient).
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  BilledPayerKind,
  InvoiceDetail,
  InvoiceKind,
  InvoiceStatus,
  InvoiceSummary,
} from '../../../src/contract/billing/invoice';
import { invoiceNumber } from '../../../src/contract/billing/invoice';
import type { Page } from '../../../src/contract/common';
import { addDays, todayInGermany } from '../../../src/contract/dates';
import type { invoices } from '../../db/schema';
import type { DataScope } from '../../db/scope';
import { insertInvoice, lockIssuer, nextInvoiceSequence } from './billing-store';
import { forbidden, transitionNotAllowed } from '../../errors';
import { emit } from '../../events/emit';
import { recordAccess, type AuditActor } from '../audit';
import { amountsOf, negatedLines } from './invoice-lines';
import { presentDetail, presentSummary } from './invoice-record';
import { pageAnswer } from '../../db/paging';

export type InvoiceFilter = {
  page: number;
  perPage: number;
  search?: string;
  sort?: string;
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  period?: string;
  payer?: BilledPayerKind;
};

type Table = typeof invoices;

const SORTS: Record<string, (t: Table) => SQL[]> = {
  periodStart: (t) => [asc(t.periodStart), asc(t.number)],
  '-periodStart': (t) => [desc(t.periodStart), desc(t.number)],
  number: (t) => [asc(t.number)],
  '-number': (t) => [desc(t.number)],
  grossCents: (t) => [asc(t.grossCents), asc(t.number)],
  '-grossCents': (t) => [desc(t.grossCents), desc(t.number)],
  issuedOn: (t) => [asc(t.issuedOn), asc(t.number)],
  '-issuedOn': (t) => [desc(t.issuedOn), desc(t.number)],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listInvoices(
  scope: DataScope,
  filter: InvoiceFilter,
): Promise<Page<InvoiceSummary>> {
  // A draft is never stored: asking for drafts lists nothing (POST /invoices/draft makes them).
  const { rows, ...counted } = await scope.invoices.list({
    where: (t) =>
      and(
        filter.status ? eq(t.status, filter.status as 'open') : undefined,
        filter.kind ? eq(t.kind, filter.kind) : undefined,
        filter.period ? eq(t.periodStart, `${filter.period}-01`) : undefined,
        filter.payer ? sql`${t.payer}->>'kind' = ${filter.payer}` : undefined,
        filter.search
          ? or(
              ilike(t.number, `%${escapeLike(filter.search)}%`),
              ilike(sql`${t.recipientParty}->>'name'`, `%${escapeLike(filter.search)}%`),
              ilike(sql`${t.issuerParty}->>'name'`, `%${escapeLike(filter.search)}%`),
            )
          : undefined,
      ),
    orderBy: SORTS[filter.sort ?? '-periodStart']!,
    page: filter.page,
    perPage: filter.perPage,
  });
  return pageAnswer(rows.map(presentSummary), counted);
}

export async function readInvoice(scope: DataScope, id: string): Promise<InvoiceDetail> {
  return presentDetail(await scope.invoices.find(id), scope);
}

/** The document if the caller issued it; 404 when it is not theirs, 403 when received. */
async function issuedByCaller(scope: DataScope, id: string) {
  const row = await scope.invoices.find(id);
  if (row.issuerId !== scope.caller.organizationId) throw forbidden();
  return row;
}

type Settle = { actor: AuditActor; now: Date };

export function markPaid(scope: DataScope, id: string, context: Settle): Promise<InvoiceDetail> {
  return scope.transaction(async (tx) => {
    await issuedByCaller(tx, id);
    const row = await tx.invoices.updateIf(
      id,
      (t) => eq(t.status, 'open'),
      {
        status: 'paid',
        paidAt: context.now,
      },
      context.now,
    );
    if (!row) throw transitionNotAllowed();
    await recordAccess(tx.handle, {
      actor: context.actor,
      action: 'update',
      entity: 'invoice',
      entityIds: [id],
      at: context.now,
    });
    await emit(tx, { type: 'invoice.paid', payload: { invoiceId: id } });
    return presentDetail(row, tx);
  });
}

/**
 * Cancels a statement or invoice: a credit note with the lines negated gets the next number of
 * the issuer's series, and the original is marked cancelled. An original still open is settled by
 * its credit note (which is therefore born paid); a paid one leaves a refund due (open).
 */
export function cancelInvoice(
  scope: DataScope,
  id: string,
  context: Settle,
): Promise<InvoiceDetail> {
  return scope.transaction(async (tx) => {
    const original = await issuedByCaller(tx, id);
    if (original.kind === 'credit_note' || original.status === 'cancelled') {
      throw transitionNotAllowed();
    }
    await lockIssuer(tx.handle, original.issuerId);
    const issuedOn = todayInGermany(context.now);
    const year = Number(issuedOn.slice(0, 4));
    const sequence = await nextInvoiceSequence(tx.handle, original.issuerId, year);
    const creditNoteId = await insertInvoice(tx.handle, {
      kind: 'credit_note',
      number: invoiceNumber(year, sequence),
      status: original.status === 'paid' ? 'open' : 'paid',
      paidAt: original.status === 'paid' ? null : context.now,
      issuerId: original.issuerId,
      recipientId: original.recipientId,
      periodStart: original.periodStart,
      periodEnd: original.periodEnd,
      issuedOn,
      dueOn: addDays(issuedOn, original.paymentTermDays),
      paymentTermDays: original.paymentTermDays,
      issuerParty: original.issuerParty,
      recipientParty: original.recipientParty,
      ...amountsOf(negatedLines(original.lines)),
      cancelsId: original.id,
      createdAt: context.now,
      updatedAt: context.now,
    });
    const cancelled = await tx.invoices.updateIf(
      id,
      (t) => eq(t.status, original.status),
      { status: 'cancelled', cancelledById: creditNoteId },
      context.now,
    );
    if (!cancelled) throw transitionNotAllowed();
    await recordAccess(tx.handle, {
      actor: context.actor,
      action: 'create',
      entity: 'invoice',
      entityIds: [creditNoteId],
      at: context.now,
    });
    await emit(tx, {
      type: 'invoice.cancelled',
      payload: { invoiceId: id, creditNoteId },
    });
    return presentDetail(await tx.invoices.find(creditNoteId), tx);
  });
}
