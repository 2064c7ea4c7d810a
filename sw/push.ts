/// <reference lib="webworker" />
/**
 * Native notifications (PRODUCT.md §5): a Web Push message becomes `showNotification` (title,
 * message, icon, a tag per transport so a newer one replaces an older, and the link to open);
 * a click focuses an open window of the app at that link, or opens one.
 */
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

/** Only paths of this app: a payload must never send the user elsewhere. */
function appUrl(link: string | undefined): string {
  const url = new URL(link ?? '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin + '/';
}

export function showPushNotifications(): void {
  self.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    event.waitUntil(
      self.registration.showNotification(payload.title ?? 'Krankentransport', {
        body: payload.message ?? '',
        icon: ICON,
        badge: ICON,
        tag: payload.tag,
        data: { url: appUrl(payload.link) },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: string } | undefined)?.url ?? appUrl('/');
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(url).catch(() => undefined);
          return;
        }
        await self.clients.openWindow(url);
      })(),
    );
  });
}
