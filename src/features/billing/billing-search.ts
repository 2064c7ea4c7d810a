/**
 * The URL search of `/settings/billing`: which part is shown (invoices, price list, billing
 * data), an opened invoice or the running month's draft, and the invoice list's filters — so a
 * view can be reloaded, shared and left with "Zurück".
 */
import * as v from 'valibot';
import { BILLED_PAYER_KINDS, INVOICE_STATUSES, type InvoiceListParams } from '@/contract/billing';
import { listSearchSchema } from '@/lib/list-search';

export const BILLING_TABS = ['invoices', 'prices', 'profile'] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

/** A stored document is open, paid or cancelled; drafts are not in the list. */
export const LISTED_STATUSES = INVOICE_STATUSES.filter((status) => status !== 'draft');
export type ListedStatus = (typeof LISTED_STATUSES)[number];

export const INVOICE_SORTS = ['periodStart', 'number', 'grossCents', 'issuedOn'] as const;

const month = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

export const BillingSearchSchema = v.object({
  ...listSearchSchema(INVOICE_SORTS).entries,
  tab: v.fallback(v.optional(v.picklist(BILLING_TABS)), undefined),
  invoice: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  /** The running month's draft documents, shown instead of the list. */
  draft: v.fallback(v.optional(v.literal(true)), undefined),
  status: v.fallback(v.optional(v.picklist(LISTED_STATUSES)), undefined),
  period: v.fallback(v.optional(month), undefined),
  /** Invoices to one kind of payer (decision 098). */
  payer: v.fallback(v.optional(v.picklist(BILLED_PAYER_KINDS)), undefined),
});
export type BillingSearch = v.InferOutput<typeof BillingSearchSchema>;

/** The API query of the invoice list; newest period first unless the user sorts otherwise. */
export function invoiceListParams(search: BillingSearch): InvoiceListParams {
  return {
    page: search.page,
    per_page: search.per_page,
    search: search.search,
    sort: search.sort ?? '-periodStart',
    status: search.status,
    period: search.period,
    payer: search.payer,
  };
}

/** The months a user filters by: this one and the 23 before it, newest first (`YYYY-MM`). */
export function recentMonths(today: string, count = 24): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
