/** The data scope: organisation data as the caller of a request sees it (decision 010). */
export { openScope, type DataScope } from './data-scope';
export { POLICIES } from './policies';
export type { ListQuery, CreateOutcome, UpdateOutcome } from './scoped-records';
export type { RowOf } from './policy';
export { transportAccess, TRANSPORT_ACCESS_LIMIT } from './transport-access';
export {
  acceptedBy,
  appendTransportEvent,
  nextTransportSequence,
  transportHistory,
  wasOnMarketplace,
  type NewTransportEvent,
} from './transport-history';
export {
  billableTransports,
  insertInvoice,
  invoicePartyOf,
  issuersOf,
  lockIssuer,
  monthIssued,
  nextInvoiceSequence,
  paymentTermOf,
  priceListsOf,
  priceOn,
  storeLatePrice,
  storeTransportPrice,
  type BillableTransport,
  type NewInvoice,
} from './billing-sources';
export {
  assignOpenSeriesTransports,
  lockDueSeries,
  seriesWasOnMarketplace,
} from './series-sources';
export {
  scorecardFigures,
  scorecardStatement,
  type FigureRow,
  type ScorecardRequest,
} from './scorecard-figures';
export {
  rideConfirmationOf,
  storeRideConfirmation,
  type RideConfirmationValues,
  type StoredRideConfirmation,
} from './ride-confirmations';
