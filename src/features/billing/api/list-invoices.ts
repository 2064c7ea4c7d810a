import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { billingApi, type InvoiceListParams } from '@/contract/billing';
import { call } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const invoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: billingKeys.invoiceList(params),
    queryFn: () => call(billingApi.invoices, { query: params }),
    // Paging and filtering keep the rows on screen (dimmed) until the next page is there.
    placeholderData: keepPreviousData,
  });
