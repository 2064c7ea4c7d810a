/**
 * The transports feature as other features use it (the marketplace and the crew's "Heute"):
 * the status badge and words, the query keys their writes touch, and the action bar, whose
 * `renderAction` slot lets them draw their own steps (e.g. queued crew steps, handing to a crew),
 * and the completion form the crew's queued completion asks with.
 */
export { transportKeys } from './api/transport-keys';
export { transportQueryOptions } from './api/get-transport';
export { transportEventsQueryOptions } from './api/get-transport-events';
export { TransportActionBar } from './components/transport-action-bar';
export type { Completion } from './components/completion-dialog';
export { LazyCompletionForm } from './components/lazy-completion-form';
export { TransportStatusBadge, STATUS_VARIANT } from './components/transport-status-badge';
export { TransportPlaceView, mapsUrl } from './components/transport-place';
export { useTransportLabels, type TransportLabels } from './use-transport-labels';
export {
  CLASS_LABELS,
  EQUIPMENT_LABELS,
  INFECTION_LABELS,
  MOBILITY_LABELS,
  STATUS_LABELS,
} from './transport-words';
export { crewStep, delayReport, transportWrites } from './api/transport-writes';
export { useSeriesLabels } from './use-series-labels';
// What the series feature builds on (it imports transports, never the other way round): the
// order form's needs and places, which a series' change asks again, and the transports' refresh.
export { TRANSPORT_REFRESH_MS } from './api/list-transports';
export { ReasonDialog } from './components/reason-dialog';
export { MobilityField, OrderNeedsFields } from './components/order-needs-fields';
export { OrderPlaceFields } from './components/order-place-fields';
export { WeekdayChoices } from './components/weekday-choices';
export {
  formFieldOf,
  needsInput,
  needsValues,
  placeInput,
  placeValues,
  type NeedsValues,
  type PlaceValues,
} from './order-form-values';
// A series shows its approval as a transport does (issue 28).
export { ApprovalBadge } from './prescription/approval-badge';
