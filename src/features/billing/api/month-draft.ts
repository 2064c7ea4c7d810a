/**
 * "Entwurf für diesen Monat": the running month's documents so far, computed by the server on
 * demand and never stored — so they are fetched when asked for, not kept on the device.
 */
import { queryOptions } from '@tanstack/react-query';
import { billingApi } from '@/contract/billing';
import { call } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const monthDraftQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.draft(),
    queryFn: () => call(billingApi.draft, { body: {} }),
    staleTime: 0,
    meta: { persist: false },
  });
