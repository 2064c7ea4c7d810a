/** Drafts of the running month, and documents as PDF files. */
import type { DraftPdfInput, InvoiceDetail } from '../../../src/contract/billing/invoice';
import { notFound } from '../../errors';
import type { DataScope } from '../../db/scope';
import { renderInvoicePdf } from '../../pdf';
import { draftDocuments, monthOf } from './invoice-issue';
import { presentDraft } from './invoice-record';
import { readInvoice } from './invoice-service';

/** The caller's documents of `period` (default: the running month) so far, not stored. */
export async function draftInvoices(
  scope: DataScope,
  period: string | undefined,
  now: Date,
): Promise<InvoiceDetail[]> {
  const drafts = await draftDocuments(
    scope.handle,
    { id: scope.caller.organizationId, type: scope.caller.organizationType },
    period ?? monthOf(now),
    now,
  );
  return drafts.map(presentDraft);
}

/** One of the caller's drafts of `period` as PDF; a 404 when the caller has no such draft. */
export async function draftPdf(scope: DataScope, input: DraftPdfInput, now: Date) {
  const drafts = await draftInvoices(scope, input.period, now);
  const draft = drafts.find(
    (document) => document.kind === input.kind && document.recipient.id === input.recipientId,
  );
  if (!draft) throw notFound();
  return {
    fileName: `${draft.kind === 'credit_note' ? 'Gutschrift' : 'Rechnung'}-Entwurf-${draft.periodStart.slice(0, 7)}.pdf`,
    bytes: await renderInvoicePdf(draft),
  };
}

export async function invoicePdf(scope: DataScope, id: string) {
  const invoice = await readInvoice(scope, id);
  return {
    fileName: `${invoice.kind === 'credit_note' ? 'Gutschrift' : 'Rechnung'}-${invoice.number}.pdf`,
    bytes: await renderInvoicePdf(invoice),
  };
}
