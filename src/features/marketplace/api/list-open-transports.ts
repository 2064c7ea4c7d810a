import { queryOptions } from '@tanstack/react-query';
import { marketplaceApi } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import { marketplaceKeys, type MarketplaceFilters } from './marketplace-keys';

/** Soonest first; a dispatcher scrolls rather than pages through one morning's orders. */
export const openTransportsQueryOptions = (filters: MarketplaceFilters) =>
  queryOptions({
    queryKey: marketplaceKeys.open(filters),
    queryFn: () =>
      call(marketplaceApi.list, { query: { ...filters, sort: 'pickupAt', per_page: 100 } }),
    // Others take transports away all the time: look again whenever the dispatcher comes back.
    refetchInterval: 30_000,
  });
