import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transportApi } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/**
 * Accepting is online only and not queued: first accept wins (PRODUCT.md §4), so a company must
 * know at once whether the transport is theirs — a queued accept would promise a patient a ride
 * the server may give to someone else.
 */
export function useAcceptTransport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(transportApi.accept, { params: { id }, body: {} }),
    // Taken or not, the open list has changed; the scheduled list gains it when it was ours.
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
