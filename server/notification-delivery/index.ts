/**
 * Notification delivery (PRODUCT.md §5): the event handlers that make a user's notifications from
 * transport, series and account events and send them by realtime, push and e-mail per the user's
 * settings. The notifications as their user reads and marks them, and those settings, are the
 * notifications module's (modules/notifications, decision 090).
 */
export { notificationHandlers, type NotificationOptions } from './handlers';
// The bell shows a stored notification in its reader's language of today (decision 055).
export { wordsFor } from './texts-by-language';
export {
  readTransportFacts,
  type ReadTransportFacts,
  type TransportFacts,
} from './transport-facts';
