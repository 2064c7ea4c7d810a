import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { seriesApi } from '@/contract/transport-series-api';
import { call } from '@/lib/api-client';
import type { MarketplaceFilters } from './marketplace-keys';
import { marketplaceKeys } from './marketplace-keys';

/**
 * Open series in the company's area, each with its open dates (decision 041), under the same
 * filters as the open transports: the server narrows them (decision 051).
 */
export const openSeriesQueryOptions = ({ fleet: _byDay, ...filters }: MarketplaceFilters) =>
  queryOptions({
    // A series runs for weeks: whether the fleet fits is a question of each date (decision 109).
    queryKey: marketplaceKeys.series(filters),
    queryFn: () => call(seriesApi.marketplace, { query: { ...filters, per_page: 50 } }),
  });

/** Taking a whole series is online only, as taking one transport: first accept wins. */
export function useAcceptSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(seriesApi.accept, { params: { id }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
