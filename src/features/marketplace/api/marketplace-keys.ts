import type { TransportClass } from '@/contract/transport-class';

/** The filters of "Offene Transporte" (PRODUCT.md §4): calendar days, class, postcode prefix. */
export type MarketplaceFilters = {
  from?: string;
  to?: string;
  transportClass?: TransportClass;
  zipCode?: string;
  /** Only what a vehicle of the company in service can carry (decision 109). */
  fleet?: 'fits';
};

/** Query keys of the marketplace: the open transports and series, and the scheduled ones. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  open: (filters: MarketplaceFilters) => [...marketplaceKeys.all, 'open', filters] as const,
  series: (filters: MarketplaceFilters) => [...marketplaceKeys.all, 'series', filters] as const,
  scheduled: () => [...marketplaceKeys.all, 'scheduled'] as const,
  crews: () => [...marketplaceKeys.all, 'crews'] as const,
};
