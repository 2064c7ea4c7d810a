/**
 * The ride confirmed on the spot (PRODUCT.md §9, issue 25): the crew's action and sheet, and
 * the panel on the transport's page. The sheet itself is loaded when it opens.
 */
export { ConfirmRideAction } from './components/confirm-ride-action';
export { RideConfirmationPanel } from './components/ride-confirmation-panel';
export { offerRideConfirmation } from './offer-confirmation';
