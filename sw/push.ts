/// <reference lib="webworker" />
/**
 * Native notifications (PRODUCT.md §5): a Web Push message becomes `showNotification` (title,
 * message, icon, a tag per transport so a newer one replaces an older, and the link to open);
 * a click focuses an open window of the app at that link, or opens one (notification-click.ts).
 */
import { matchPrecache } from 'workbox-precaching';
import { appUrl, showInWindow } from './notification-click';
import { offlineIcon } from './notification-icon';

declare const self: ServiceWorkerGlobalScope;

type PushPayload = { title?: string; message?: string; link?: string; tag?: string };

const ICON = '/icons/icon-192.png';

function payloadOf(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    return { message: event.data?.text() };
  }
}

export function showPushNotifications(): void {
  self.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    event.waitUntil(
      offlineIcon(ICON, matchPrecache).then((icon) =>
        self.registration.showNotification(payload.title ?? 'Krankentransport', {
          body: payload.message ?? '',
          icon,
          badge: icon,
          tag: payload.tag,
          data: { url: appUrl(payload.link, self.location.origin) },
        }),
      ),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: string } | undefined;
    const url = data?.url ?? appUrl('/', self.location.origin);
    event.waitUntil(showInWindow(self.clients, self.location.origin, url));
  });
}
