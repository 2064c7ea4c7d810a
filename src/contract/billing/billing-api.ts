/** The operations of billing (PRODUCT.md §7): admins only, prices for transport companies only. */
import type { Page } from '../common';
import { endpoint } from '../endpoint';
import type { BillingProfile, BillingProfileInput } from './billing-profile';
import type { DraftInput, DraftPdfInput, InvoiceDetail, InvoiceSummary } from './invoice';
import type { PriceListInput, PriceLists } from './price-list';

type Id = { id: string };

export const billingApi = {
  /** 200 with the profile, or 200 with `null` before the first save. */
  profile: endpoint.get<BillingProfile | null>('settings/billing'),
  saveProfile: endpoint.put<BillingProfile, void, BillingProfileInput>('settings/billing'),
  prices: endpoint.get<PriceLists>('settings/prices'),
  /** Adds the version valid from `validFrom` (replaces one with the same day). */
  savePrices: endpoint.put<PriceLists, void, PriceListInput>('settings/prices'),
  invoices: endpoint.get<Page<InvoiceSummary>>('invoices'),
  invoice: endpoint.get<InvoiceDetail, Id>(({ id }) => `invoices/${id}`),
  /** application/pdf; fetch as a blob. */
  invoicePdf: endpoint.get<Blob, Id>(({ id }) => `invoices/${id}/pdf`),
  /** application/pdf: the Zuzahlungsquittung of one ride on a Kasse's invoice (companies). */
  receiptPdf: endpoint.get<Blob, Id & { transportId: string }>(
    ({ id, transportId }) => `invoices/${id}/receipts/${transportId}/pdf`,
  ),
  /** application/pdf: a ride's signature and Transportschein photo, the appendix (decision 126). */
  proofPdf: endpoint.get<Blob, Id & { transportId: string }>(
    ({ id, transportId }) => `invoices/${id}/proofs/${transportId}/pdf`,
  ),
  /** text/csv: a Kasse's invoice as the documented billing data (decision 099; not § 302). */
  exportCsv: endpoint.get<Blob, Id>(({ id }) => `invoices/${id}/export`),
  markPaid: endpoint.post<InvoiceDetail, Id, Record<string, never>>(
    ({ id }) => `invoices/${id}/paid`,
  ),
  /** Cancels the document; answers the credit note that cancels it. */
  cancel: endpoint.post<InvoiceDetail, Id, Record<string, never>>(
    ({ id }) => `invoices/${id}/cancel`,
  ),
  /** The running month's documents so far, computed and not stored (status `draft`). */
  draft: endpoint.post<InvoiceDetail[], void, DraftInput>('invoices/draft'),
  /** application/pdf of one draft, marked as a draft and without a number; 404 when none. */
  draftPdf: endpoint.post<Blob, void, DraftPdfInput>('invoices/draft/pdf'),
};
