/** Transports and the marketplace (PRODUCT.md §4, §7): the routes, and the expiry job's step. */
export { marketplaceRoutes, transportRoutes } from './routes';
// Series transports (decision 041) cancel and edit their dates as any transport is.
export { cancelTransport } from './transport-commands';
export { updateTransport, type TransportRequest } from './transport-service';
export { orderColumns, presentTransport, snapshotOf, type TransportRow } from './transport-record';
// The open series on the marketplace are filtered by their dates as transports are (decision 051).
export { dayRange } from './transport-list';
