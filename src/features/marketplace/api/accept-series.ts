import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { seriesApi } from '@/contract/transport-series-api';
import { call } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** Open series in the company's area, each with its open dates (decision 041). */
export const openSeriesQueryOptions = () =>
  queryOptions({
    queryKey: [...marketplaceKeys.all, 'series'] as const,
    queryFn: () => call(seriesApi.marketplace, { query: { per_page: 50 } }),
  });

/** Taking a whole series is online only, as taking one transport: first accept wins. */
export function useAcceptSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(seriesApi.accept, { params: { id }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
