import type { MarketplaceFilters } from './list-open-transports';

/** Query keys of the marketplace: the open transports and the company's scheduled ones. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  open: (filters: MarketplaceFilters) => [...marketplaceKeys.all, 'open', filters] as const,
  scheduled: () => [...marketplaceKeys.all, 'scheduled'] as const,
  crews: () => [...marketplaceKeys.all, 'crews'] as const,
};
