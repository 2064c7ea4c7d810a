import type { InvoiceListParams } from '@/contract/billing';

/** Query keys of billing; every invoice write invalidates `invoices()`. */
export const billingKeys = {
  all: ['billing'] as const,
  profile: () => [...billingKeys.all, 'profile'] as const,
  prices: () => [...billingKeys.all, 'prices'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  invoiceList: (params: InvoiceListParams) => [...billingKeys.invoices(), 'list', params] as const,
  invoice: (id: string) => [...billingKeys.invoices(), 'detail', id] as const,
  draft: () => [...billingKeys.invoices(), 'draft'] as const,
};
