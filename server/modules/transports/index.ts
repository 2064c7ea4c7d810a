/** Transports and the marketplace (PRODUCT.md §4, §7): the routes, and the expiry job's step. */
export { marketplaceRoutes, transportRoutes } from './routes';
// Series transports (decision 041) cancel and edit their dates as any transport is.
export { cancelTransport } from './transport-commands';
export { updateTransport, type TransportRequest } from './transport-service';
export {
  orderColumns,
  presentTransport,
  snapshotOf,
  type MarketplaceRow,
  type TransportRow,
} from './transport-record';
// The open series on the marketplace are filtered by their dates as transports are (decision 051).
export { dayRange } from './transport-list';
// Series create and take their dates as transports: each with its number and its history.
export { appendTransportEvent, nextTransportSequence } from './transport-store';
// The system's steps of an open transport nobody takes, run by the ladder job (decision 091).
export { escalateTransports, expireTransports } from './transport-ladder';
export { checkPatientRules } from './prescription-check';
// A vehicle's new crew of the day takes over its jobs not yet begun (decision 119).
export { followShift } from './transport-vehicle';
