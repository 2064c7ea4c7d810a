/**
 * Notifications (PRODUCT.md §5): made by event handlers from transport events, read and marked
 * by their user, sent by realtime, push and e-mail per the user's settings.
 */
export { notificationHandlers, type NotificationOptions } from './handlers';
export { listNotifications, markAllAsRead, markAsRead } from './inbox';
export { readSettings, saveSettings } from './settings';
export { removePushSubscription, savePushSubscription } from './push-subscriptions';
export {
  readTransportFacts,
  type ReadTransportFacts,
  type TransportFacts,
} from './transport-facts';
