/** `/v1/notification`, `/v1/settings/notifications`: the caller's own notifications only. */
export { notificationRoutes, notificationSettingsRoutes, pushSubscriptionRoutes } from './routes';
