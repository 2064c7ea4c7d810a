/** Drafts of the running month, and documents as PDF files. */
import type { DraftPdfInput, InvoiceDetail } from '../../../src/contract/billing/invoice';
import { notFound } from '../../errors';
import type { DataScope } from '../../db/scope';
import {
  appendixNumber,
  receiptNumber,
  renderInvoicePdf,
  renderProofPdf,
  renderReceiptPdf,
} from '../../pdf';
import { rideProofImagesOf, rideSignaturesOf } from './billing-store';
import { payerExportCsv } from './payer-export';
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
    (document) =>
      document.kind === input.kind &&
      document.recipient.id === input.recipientId &&
      (input.payerKey === undefined || document.payer?.key === input.payerKey),
  );
  if (!draft) throw notFound();
  return {
    fileName: `${draft.kind === 'credit_note' ? 'Gutschrift' : 'Rechnung'}-Entwurf-${draft.periodStart.slice(0, 7)}.pdf`,
    bytes: await renderInvoicePdf(draft, await proofOf(scope, draft)),
  };
}

/**
 * The signatures an invoice to a Kasse or a Berufsgenossenschaft prints as the rides' proof:
 * only its issuer's own document, never a copy another organisation reads.
 */
function proofOf(scope: DataScope, invoice: InvoiceDetail) {
  const kind = invoice.payer?.kind;
  if (
    (kind !== 'insurer' && kind !== 'accident_insurer') ||
    invoice.issuer.id !== scope.caller.organizationId
  )
    return Promise.resolve(new Map<string, Uint8Array>());
  return rideSignaturesOf(
    scope.handle,
    invoice.issuer.id,
    invoice.lines.map((line) => line.transportId),
  );
}

export async function invoicePdf(scope: DataScope, id: string) {
  const invoice = await readInvoice(scope, id);
  return {
    fileName: `${invoice.kind === 'credit_note' ? 'Gutschrift' : 'Rechnung'}-${invoice.number}.pdf`,
    bytes: await renderInvoicePdf(invoice, await proofOf(scope, invoice)),
  };
}

/** The co-payment receipt of one ride on a Kasse's invoice; 404 when the ride paid none. */
export async function receiptPdf(scope: DataScope, id: string, transportId: string) {
  const invoice = await readInvoice(scope, id);
  const line = invoice.lines.find((entry) => entry.transportId === transportId);
  if (!line?.payerDetail || line.payerDetail.coPaymentCents <= 0) throw notFound();
  return {
    fileName: `Zuzahlungsquittung-${receiptNumber(invoice, line).replace('/', '-')}.pdf`,
    bytes: await renderReceiptPdf(invoice, line),
  };
}

/**
 * A ride's proof as the appendix to its issuer's invoice to a Kasse or a BG (decision 126): the
 * signature and the Transportschein's photo as stored. 404 for other documents, for a ride not
 * on it, and for a ride with no confirmation recorded.
 */
export async function proofPdf(scope: DataScope, id: string, transportId: string) {
  const invoice = await readInvoice(scope, id);
  const kind = invoice.payer?.kind;
  const line = invoice.lines.find((entry) => entry.transportId === transportId);
  if (
    (kind !== 'insurer' && kind !== 'accident_insurer') ||
    invoice.issuer.id !== scope.caller.organizationId ||
    !line?.payerDetail?.proof
  ) {
    throw notFound();
  }
  const images = await rideProofImagesOf(scope.handle, invoice.issuer.id, transportId);
  return {
    fileName: `Anlage-${appendixNumber(invoice, line).replace('/', '-')}.pdf`,
    bytes: await renderProofPdf(invoice, line, images),
  };
}

/** A Kasse's invoice as its documented CSV (decision 099); 404 for other documents. */
export async function payerExport(scope: DataScope, id: string) {
  const invoice = await readInvoice(scope, id);
  if (invoice.payer?.kind !== 'insurer') throw notFound();
  return { fileName: `Abrechnungsdaten-${invoice.number}.csv`, text: payerExportCsv(invoice) };
}
