/**
 * The notification handlers of the transport and series events (server/event-handlers.ts): stored
 * in-app notifications with their realtime `notification` event, push, mail, and the realtime
 * refresh of the organisations' and marketplaces' lists (realtime-refresh.ts). Each is idempotent
 * by event id: a notification is stored once per event and user, and a repeated socket event only
 * makes a client reload.
 */
import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS, userChannel } from '../../src/contract/realtime';
import type { NotificationEvent } from '../../src/contract/notification';
import type { AppContext } from '../context';
import { notifications } from '../db/schema';
import { on, type EventHandler } from '../events/handler';
import { createBroadcaster } from '../realtime';
import { notificationMail } from '../mail/templates';
import { accountNotificationHandlers } from './account-notifications';
import { planEvent, type FactReaders } from './plan';
import { createPushSender, type PushOptions } from './push-delivery';
import { sendOnce, sendToEach } from './send-once';
import { inEveryLanguage } from './texts-by-language';
import { realtimeRefreshHandlers } from './realtime-refresh';
import { readSeriesFacts, type ReadSeriesFacts } from './series-facts';
import { SERIES_EVENT_TYPES } from './series-notifications';
import { readTransportFacts, type ReadTransportFacts } from './transport-facts';
import { TRANSPORT_EVENT_TYPES } from './transport-notifications';

export type NotificationOptions = {
  /** Replaces the transports table's reader (tests). */
  readTransportFacts?: ReadTransportFacts;
  /** Replaces the series table's reader (tests). */
  readSeriesFacts?: ReadSeriesFacts;
  push?: PushOptions;
};

/** What people are told of: a transport's events, and a series' as a whole (decision 050). */
const NOTIFIED_EVENT_TYPES = [...TRANSPORT_EVENT_TYPES, ...SERIES_EVENT_TYPES] as const;

export function notificationHandlers(
  ctx: AppContext,
  options: NotificationOptions = {},
): EventHandler[] {
  const db = ctx.database.db;
  const readers: FactReaders = {
    transports: options.readTransportFacts ?? readTransportFacts,
    series: options.readSeriesFacts ?? readSeriesFacts,
  };
  const broadcaster = createBroadcaster(ctx);
  const push = createPushSender(ctx, db, options.push);

  return [
    ...accountNotificationHandlers(ctx, broadcaster),

    on(NOTIFIED_EVENT_TYPES, 'notifications.store', async (event) => {
      const plan = await planEvent(db, event, readers);
      if (!plan || plan.deliveries.length === 0) return;
      await db
        .insert(notifications)
        .values(
          plan.deliveries.map(({ recipient, type, texts, textsIn }) => ({
            userId: recipient.userId,
            organizationId: recipient.organizationId,
            eventId: event.id,
            type,
            title: texts.title,
            message: texts.message,
            texts: inEveryLanguage(textsIn),
            link: texts.link,
            createdAt: event.createdAt,
          })),
        )
        .onConflictDoNothing();
      // All of the event's, also those a crashed attempt stored: at least once on the socket.
      const stored = await db
        .select()
        .from(notifications)
        .where(eq(notifications.eventId, event.id));
      for (const row of stored) {
        const message: NotificationEvent = {
          id: row.id,
          title: row.title,
          message: row.message,
          type: row.type,
          link: row.link,
        };
        await broadcaster.trigger([userChannel(row.userId)], REALTIME_EVENTS.notification, message);
      }
    }),

    // Push and mail plan the event themselves: neither waits for the stored notification. Each
    // sends once per event, user and target (send-once.ts), so a retry reaches only the rest.
    on(NOTIFIED_EVENT_TYPES, 'push.notifications', async (event) => {
      const plan = await planEvent(db, event, readers);
      if (!plan) return;
      const wanted = plan.deliveries.filter((d) => d.recipient.settings[d.type].push);
      await sendToEach(wanted, ({ recipient, type, texts }) => {
        // A newer push of the same kind about the same transport (or series) replaces the older.
        const tag = `${type}:${plan.subject}`;
        return push(event.id, recipient.userId, { ...texts, tag });
      });
    }),

    on(NOTIFIED_EVENT_TYPES, 'mail.notifications', async (event) => {
      const plan = await planEvent(db, event, readers);
      const wanted = (plan?.deliveries ?? []).filter((d) => d.recipient.settings[d.type].email);
      await sendToEach(wanted, ({ recipient, texts }) => {
        const key = {
          eventId: event.id,
          userId: recipient.userId,
          channel: 'email' as const,
          target: recipient.email,
        };
        return sendOnce(db, key, ctx.now(), async () => {
          await ctx.mailer.send(
            notificationMail({
              to: recipient.email,
              firstName: recipient.firstName,
              language: recipient.language,
              title: texts.title,
              message: texts.message,
              link: `${ctx.env.publicUrl}${texts.link}`,
            }),
          );
          return 'sent';
        });
      });
    }),

    ...realtimeRefreshHandlers(db, broadcaster, readers),
  ];
}
