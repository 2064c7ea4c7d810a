/** Notifications: the header's bell, the realtime connection, the settings page. */
export { NotificationBell } from './components/notification-bell';
export { RealtimeConnection } from './components/realtime-connection';
export { NotificationSettingsPage } from './components/notification-settings-page';
export { notificationSettingsQueryOptions } from './api/settings';
