/** The marketplace of transport companies (issue 8): open transports, and the scheduled ones. */
export { MarketplacePage, type MarketplaceView } from './components/marketplace-page';
export { openTransportsQueryOptions } from './api/list-open-transports';
export type { MarketplaceFilters } from './api/marketplace-keys';
export { scheduledTransportsQueryOptions } from './api/list-scheduled-transports';
export { TransportRoute, TransportTimes } from './components/transport-facts';
export { renderDispatchAction } from './components/crew-select';
