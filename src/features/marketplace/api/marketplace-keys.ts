import type { MarketplaceFilters } from './list-open-transports';

/** Query keys of the marketplace: the open transports and series, and the scheduled ones. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  open: (filters: MarketplaceFilters) => [...marketplaceKeys.all, 'open', filters] as const,
  series: (filters: MarketplaceFilters) => [...marketplaceKeys.all, 'series', filters] as const,
  scheduled: () => [...marketplaceKeys.all, 'scheduled'] as const,
  crews: () => [...marketplaceKeys.all, 'crews'] as const,
};
