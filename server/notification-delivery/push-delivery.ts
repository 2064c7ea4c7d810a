/**
 * Web Push delivery (PRODUCT.md §5) with `web-push` and the VAPID keys of server/keys.ts. The
 * payload is what the service worker shows: title, message, link and a tag — never health data.
 * Each device gets an event's push once (send-once.ts). A subscription the push service calls
 * gone (404/410) is removed; a 429 or 5xx fails the handler, so the events dispatcher retries
 * it with growing pauses — and only the devices that did not get it yet.
 */
import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { pushDeliveries } from '../metrics/registry';
import { sendOnce, sendToEach } from './send-once';

export type PushPayload = { title: string; message: string; link: string; tag: string };

export type PushSender = (eventId: string, userId: string, payload: PushPayload) => Promise<void>;

/** `agent` reaches a push service the system does not trust (the tests' stand-in). */
export type PushOptions = { agent?: Agent };

export function createPushSender(
  ctx: Pick<AppContext, 'keys' | 'env' | 'now'>,
  db: Db,
  options: PushOptions = {},
): PushSender {
  const vapidDetails = {
    subject: ctx.env.publicUrl.startsWith('https:')
      ? ctx.env.publicUrl
      : 'mailto:no-reply@krankentransport.local',
    publicKey: ctx.keys.vapid.publicKey,
    privateKey: ctx.keys.vapid.privateKey,
  };
  return async (eventId, userId, payload) => {
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    await sendToEach(devices, (device) => {
      const key = { eventId, userId, channel: 'push' as const, target: device.endpoint };
      return sendOnce(db, key, ctx.now(), async () => {
        try {
          await webpush.sendNotification(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            JSON.stringify(payload),
            { vapidDetails, TTL: 24 * 3600, timeout: 10_000, agent: options.agent },
          );
          pushDeliveries.inc({ result: 'sent' });
          return 'sent';
        } catch (error) {
          if (!(error instanceof WebPushError && [404, 410].includes(error.statusCode))) {
            pushDeliveries.inc({ result: 'failed' });
            throw error;
          }
          pushDeliveries.inc({ result: 'gone' });
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
          return 'gone';
        }
      });
    });
  };
}
