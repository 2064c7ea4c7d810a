import { queryOptions } from '@tanstack/react-query';
import { billingApi } from '@/contract/billing';
import { call } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billingKeys.invoice(id),
    queryFn: () => call(billingApi.invoice, { params: { id } }),
  });
