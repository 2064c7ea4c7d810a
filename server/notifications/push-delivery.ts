/**
 * Web Push delivery (PRODUCT.md §5) with `web-push` and the VAPID keys of server/keys.ts. The
 * payload is what the service worker shows: title, message, link and a tag — never health data.
 * A subscription the push service calls gone (404/410) is removed; a 429 or 5xx fails the
 * handler, so the events dispatcher retries it with growing pauses.
 */
import { eq } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { pushDeliveries } from '../metrics/registry';

export type PushPayload = { title: string; message: string; link: string; tag: string };

export type PushSender = (userId: string, payload: PushPayload) => Promise<void>;

export function createPushSender(ctx: Pick<AppContext, 'keys' | 'env'>, db: Db): PushSender {
  const vapidDetails = {
    subject: ctx.env.publicUrl.startsWith('https:')
      ? ctx.env.publicUrl
      : 'mailto:no-reply@krankentransport.local',
    publicKey: ctx.keys.vapid.publicKey,
    privateKey: ctx.keys.vapid.privateKey,
  };
  return async (userId, payload) => {
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    const failures: Error[] = [];
    for (const device of devices) {
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payload),
          { vapidDetails, TTL: 24 * 3600, timeout: 10_000 },
        );
        pushDeliveries.inc({ result: 'sent' });
      } catch (error) {
        if (
          error instanceof WebPushError &&
          (error.statusCode === 404 || error.statusCode === 410)
        ) {
          pushDeliveries.inc({ result: 'gone' });
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        } else {
          pushDeliveries.inc({ result: 'failed' });
          failures.push(error as Error);
        }
      }
    }
    if (failures.length > 0) {
      throw new Error(`push failed for ${failures.length} device(s): ${failures[0]!.message}`);
    }
  };
}
