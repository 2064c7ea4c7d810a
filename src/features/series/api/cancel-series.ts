import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seriesApi } from '@/contract/transport-series-api';
import { call } from '@/lib/api-client';
import { transportKeys } from '@/features/transports';

/** Cancels the rest of the series with one reason (online, like every command). */
export function useCancelSeriesRest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      call(seriesApi.cancel, {
        params: { id },
        body: { reason },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transportKeys.all }),
  });
}
