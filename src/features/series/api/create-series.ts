import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SeriesOrderData } from '@/contract/transport-series';
import { seriesApi } from '@/contract/transport-series-api';
import { call } from '@/lib/api-client';
import { transportKeys } from '@/features/transports';

/**
 * Orders a series (decision 041) under the id the order form made, then opens it. Sent online, as
 * accepting is: its dates come from the server's rule.
 */
export function useCreateSeries() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (id: string, data: SeriesOrderData) => {
    const series = await call(seriesApi.create, {
      body: { ...data, id },
      headers: { 'Idempotency-Key': id },
    });
    await queryClient.invalidateQueries({ queryKey: transportKeys.all });
    await navigate({ to: '/transport/series/$id', params: { id: series.id } });
  };
}
