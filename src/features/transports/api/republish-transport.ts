/** "Erneut ausschreiben" (decision 042): an expired order once more at a new time, online only. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RepublishInput } from '@/contract/transport';
import { transportApi } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import { transportKeys } from './transport-keys';

export function useRepublishTransport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RepublishInput) =>
      call(transportApi.republish, {
        params: { id },
        body,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    onSuccess: async (copy) => {
      queryClient.setQueryData(transportKeys.detail(copy.id), copy);
      await queryClient.invalidateQueries({ queryKey: transportKeys.all });
    },
  });
}
