import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesUpdateInput } from '@/contract/transport-series';
import { seriesApi } from '@/contract/transport-series-api';
import type { TransportSeries } from '@/contract/transport-series-answer';
import { call } from '@/lib/api-client';
import { transportKeys } from '@/features/transports';
import { seriesUpdateBody, type SeriesChange } from '../components/series-change-values';

/**
 * Changes a series from a date on (decision 041), online like every command; its dates and the
 * transports' lists are asked again, all under the transports' key root.
 */
export function useUpdateSeries(series: TransportSeries, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SeriesChange) =>
      call(seriesApi.update, {
        params: { id: series.id },
        // The form's values, typed as text (a vehicle class, too): the dialog checked them with the
        // contract before, and the server checks them again with it.
        body: seriesUpdateBody(series, change) as SeriesUpdateInput,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transportKeys.all });
      onChanged();
    },
  });
}
