/**
 * Arrival times (issue 29): the ward's "Ankunft ca." on the transport's page and in the list, the
 * crew's position sharing. The estimate is the server's (server/modules/travel-times); positions
 * never reach a ward.
 */
export { ArrivalLine } from './components/arrival-line';
export { LazyArrivalCell, LazyPositionSharing } from './components/lazy-parts';
export { DELAY_REASON_LABELS } from './components/delay-reasons';
