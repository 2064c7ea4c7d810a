/**
 * Web Push on this device (PRODUCT.md §5): the browser's permission, its PushSubscription with
 * the server's VAPID key, and the server's copy of it.
 */
import { notificationApi, type PushSubscriptionInput } from '@/contract/notification';
import { call } from '@/lib/api-client';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The service worker's registration, or null when there is none (a development build). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const ready = navigator.serviceWorker.ready;
  const none = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000));
  return Promise.race([ready, none]);
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  return (await registration())?.pushManager.getSubscription() ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** Asks for permission, subscribes and tells the server; answers why not when it cannot. */
export async function enablePush(
  vapidPublicKey: string,
): Promise<'enabled' | 'denied' | 'unsupported'> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  await call(notificationApi.subscribePush, {
    body: subscription.toJSON() as PushSubscriptionInput,
  });
  return 'enabled';
}

export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await call(notificationApi.unsubscribePush, { params: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
