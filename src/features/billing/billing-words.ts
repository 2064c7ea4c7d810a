/** Words of the billing screens for the contract's enums, translated where they are shown. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvoiceKind, InvoiceStatus } from '@/contract/billing';

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

/** The file a downloaded PDF is saved as, e.g. "Rechnung-2026-00042.pdf". */
export const pdfFileName = (kindLabel: string, number: string | null) =>
  `${kindLabel}-${number ?? 'Entwurf'}.pdf`.replace(/\s+/g, '-');
