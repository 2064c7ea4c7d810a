/** Words of the billing screens for the contract's enums, translated where they are shown. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BilledPayerKind, InvoiceKind, InvoiceStatus } from '@/contract/billing';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  draft: msg`Entwurf`,
  open: msg`Offen`,
  paid: msg`Bezahlt`,
  cancelled: msg`Storniert`,
};

export const INVOICE_KIND_LABELS: Record<InvoiceKind, MessageDescriptor> = {
  statement: msg`Sammelabrechnung`,
  invoice: msg`Rechnung`,
  credit_note: msg`Stornorechnung`,
};

/** Who an invoice to a payer goes to (decision 098). */
export const PAYER_KIND_LABELS: Record<BilledPayerKind, MessageDescriptor> = {
  insurer: msg`Krankenkassen`,
  accident_insurer: msg`Berufsgenossenschaften`,
  facility: msg`Einrichtungen`,
  self: msg`Selbstzahler`,
};

/** One payer of that kind, as a document's recipient is described. */
export const PAYER_KIND_NAMES: Record<BilledPayerKind, MessageDescriptor> = {
  insurer: msg`Krankenkasse`,
  accident_insurer: msg`Berufsgenossenschaft`,
  facility: msg`Einrichtung`,
  self: msg`Selbstzahler`,
};

/** The file a downloaded PDF is saved as, e.g. "Rechnung-2026-00042.pdf". */
export const pdfFileName = (kindLabel: string, number: string | null) =>
  `${kindLabel}-${number ?? 'Entwurf'}.pdf`.replace(/\s+/g, '-');
