/** The organisation's billing profile (administrators only, PRODUCT.md §7). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi, type BillingProfileInput } from '@/contract/billing';
import { call } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const billingProfileQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.profile(), queryFn: () => call(billingApi.profile) });

export function useSaveBillingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingProfileInput) => call(billingApi.saveProfile, { body: input }),
    onSuccess: (profile) => queryClient.setQueryData(billingKeys.profile(), profile),
  });
}
