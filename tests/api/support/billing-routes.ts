/** The route table's entries of billing (PRODUCT.md §6, §7): admins only, prices for companies. */
import { BillingProfileInput } from '../../../src/contract/billing/billing-profile';
import { DraftInput, DraftPdfInput, InvoiceListQuery } from '../../../src/contract/billing/invoice';
import { PriceListInput, SAMPLE_PRICE_LIST } from '../../../src/contract/billing/price-list';
import { todayInGermany } from '../../../src/contract/dates';
import type { RouteKey } from './app-routes';
import { billingProfileBody, invoiceOf, kasseInvoiceOf } from './billing';
import type { RouteEntry, Who } from './route-calls';

const ADMINS: Who = { admin: true };
const COMPANY_ADMINS: Who = { admin: true, types: ['T'] };

export const billingRoutes: Record<RouteKey, RouteEntry> = {
  'GET /v1/settings/billing': { who: ADMINS, ok: 200 },
  'PUT /v1/settings/billing': {
    who: ADMINS,
    ok: 200,
    call: ({ caller }) => ({ body: billingProfileBody(caller.mark()) }),
    input: BillingProfileInput,
  },
  'GET /v1/settings/prices': { who: COMPANY_ADMINS, ok: 200 },
  'PUT /v1/settings/prices': {
    who: COMPANY_ADMINS,
    ok: 200,
    call: () => ({ body: SAMPLE_PRICE_LIST }),
    input: PriceListInput,
  },
  'GET /v1/invoices': {
    who: ADMINS,
    ok: 200,
    call: () => ({ path: '/v1/invoices?per_page=100' }),
    query: InvoiceListQuery,
  },
  'POST /v1/invoices/draft': {
    who: ADMINS,
    ok: 200,
    // A named month: the fuzzing then breaks the period too (issue 23 §3: year 0000 was a 500).
    call: () => ({ body: { period: todayInGermany().slice(0, 7) } }),
    input: DraftInput,
  },
  // A caller without a draft of that kind and recipient gets 404, as for a foreign document.
  'POST /v1/invoices/draft/pdf': {
    who: ADMINS,
    ok: 404,
    call: ({ caller }) => ({
      body: { kind: 'statement', recipientId: caller.organizationId },
    }),
    foreign: ({ owner }) => ({ body: { kind: 'invoice', recipientId: owner.organizationId } }),
    input: DraftPdfInput,
  },
  'GET /v1/invoices/:id': { who: ADMINS, ok: 200, record: invoiceOf },
  'GET /v1/invoices/:id/pdf': { who: ADMINS, ok: 200, record: invoiceOf },
  // A Kasse's documents are the company's to send (decision 098): a receipt and the export.
  'GET /v1/invoices/:id/receipts/:transportId/pdf': {
    who: COMPANY_ADMINS,
    ok: 200,
    record: kasseInvoiceOf,
    call: ({ record }) => {
      const { id, transportId } = record as Awaited<ReturnType<typeof kasseInvoiceOf>>;
      return { path: `/v1/invoices/${id}/receipts/${transportId}/pdf` };
    },
  },
  // A ride's proof as the appendix of the Kasse's invoice (decision 126).
  'GET /v1/invoices/:id/proofs/:transportId/pdf': {
    who: COMPANY_ADMINS,
    ok: 200,
    record: kasseInvoiceOf,
    call: ({ record }) => {
      const { id, transportId } = record as Awaited<ReturnType<typeof kasseInvoiceOf>>;
      return { path: `/v1/invoices/${id}/proofs/${transportId}/pdf` };
    },
  },
  'GET /v1/invoices/:id/export': { who: COMPANY_ADMINS, ok: 200, record: kasseInvoiceOf },
  'POST /v1/invoices/:id/paid': {
    who: COMPANY_ADMINS,
    ok: 200,
    record: invoiceOf,
    input: 'no body',
  },
  'POST /v1/invoices/:id/cancel': {
    who: COMPANY_ADMINS,
    ok: 200,
    record: invoiceOf,
    input: 'no body',
  },
};
