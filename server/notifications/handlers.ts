/**
 * The notification handlers of the transport events (server/event-handlers.ts): stored in-app
 * notifications with their realtime `notification` event, and the realtime refresh of the
 * organisations' and marketplaces' lists. Each is idempotent by event id: a notification is
 * stored once per event and user, and a repeated socket event only makes a client reload.
 */
import { eq } from 'drizzle-orm';
import {
  marketplaceChannel,
  organizationChannel,
  REALTIME_EVENTS,
  userChannel,
} from '../../src/contract/realtime';
import type { NotificationEvent } from '../../src/contract/notification';
import type { AppContext } from '../context';
import { notifications, organizations } from '../db/schema';
import { on, type EventHandler } from '../events/handler';
import { createBroadcaster } from '../realtime';
import { notificationMail } from '../mail/templates';
import { accountNotificationHandlers } from './account-notifications';
import { planEvent } from './plan';
import { createPushSender, type PushOptions } from './push-delivery';
import { sendOnce, sendToEach } from './send-once';
import { organizationsOf } from './recipients';
import { readTransportFacts, type ReadTransportFacts } from './transport-facts';
import {
  changesMarketplace,
  organizationsToRefresh,
  TRANSPORT_EVENT_TYPES,
} from './transport-notifications';

export type NotificationOptions = {
  /** Replaces the transports table's reader (tests). */
  readTransportFacts?: ReadTransportFacts;
  push?: PushOptions;
};

export function notificationHandlers(
  ctx: AppContext,
  options: NotificationOptions = {},
): EventHandler[] {
  const db = ctx.database.db;
  const readFacts = options.readTransportFacts ?? readTransportFacts;
  const broadcaster = createBroadcaster(ctx);
  const push = createPushSender(ctx, db, options.push);

  return [
    ...accountNotificationHandlers(ctx, broadcaster),

    on(TRANSPORT_EVENT_TYPES, 'notifications.store', async (event) => {
      const plan = await planEvent(db, event, readFacts);
      if (!plan || plan.deliveries.length === 0) return;
      await db
        .insert(notifications)
        .values(
          plan.deliveries.map(({ recipient, type, texts }) => ({
            userId: recipient.userId,
            organizationId: recipient.organizationId,
            eventId: event.id,
            type,
            title: texts.title,
            message: texts.message,
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
    on(TRANSPORT_EVENT_TYPES, 'push.notifications', async (event) => {
      const plan = await planEvent(db, event, readFacts);
      const wanted = (plan?.deliveries ?? []).filter((d) => d.recipient.settings[d.type].push);
      await sendToEach(wanted, ({ recipient, type, texts }) => {
        const tag = `${type}:${event.payload.transportId}`;
        return push(event.id, recipient.userId, { ...texts, tag });
      });
    }),

    on(TRANSPORT_EVENT_TYPES, 'mail.notifications', async (event) => {
      const plan = await planEvent(db, event, readFacts);
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

    on(TRANSPORT_EVENT_TYPES, 'realtime.transports', async (event) => {
      const facts = await readFacts(db, event.payload.transportId);
      if (!facts) return;
      const update = { id: facts.id, status: facts.status, version: facts.version };
      await broadcaster.trigger(
        organizationsToRefresh(event, facts).map(organizationChannel),
        REALTIME_EVENTS.transportUpdated,
        update,
      );
      if (!changesMarketplace(event, facts)) return;
      // Companies without a service area see the whole marketplace, so they refresh too.
      const covering = await organizationsOf(db, {
        kind: 'marketplace',
        postcode: facts.pickupPostcode,
        except: [],
        level: facts.escalationStep,
      });
      const unbounded = await db
        .select({ id: organizations.id, serviceArea: organizations.serviceArea })
        .from(organizations)
        .where(eq(organizations.type, 'T'));
      const companies = new Set([
        ...covering,
        ...unbounded.filter((company) => company.serviceArea.length === 0).map((c) => c.id),
      ]);
      if (companies.size === 0) return;
      await broadcaster.trigger(
        [...companies].map(marketplaceChannel),
        REALTIME_EVENTS.marketplaceUpdated,
        { id: facts.id },
      );
    }),
  ];
}
