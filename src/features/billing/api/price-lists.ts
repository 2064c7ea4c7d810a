/** A transport company's price list versions; saving adds the version valid from its day. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi, type PriceListInput } from '@/contract/billing';
import { call } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const priceListsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.prices(), queryFn: () => call(billingApi.prices) });

export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceListInput) => call(billingApi.savePrices, { body: input }),
    onSuccess: (lists) => {
      queryClient.setQueryData(billingKeys.prices(), lists);
      // The running month's draft is priced by the list valid on each trip's day.
      return queryClient.invalidateQueries({ queryKey: billingKeys.draft() });
    },
  });
}
