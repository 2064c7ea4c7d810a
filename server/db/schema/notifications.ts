import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '../../../src/contract/messages';
import { createdAt, id, instant, updatedAt } from './columns';
import { domainEvents } from './events';
import { organizations, users } from './organizations';

/**
 * A user's stored notification (PRODUCT.md §5), made by an event handler after the change that
 * caused it was committed. One per event and user: a handler run twice stores it once. Texts never
 * carry health data (a number, a time, city names).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept beside the user so that the data scope needs no join. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The domain event that caused it (server/events). */
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    /** In the recipient's language when it was made. */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * The same words in every language, so the bell speaks the reader's language of today
     * (decision 055); null in the rows made before migration 0013, which have only the above.
     */
    texts: jsonb('texts').$type<Record<Language, { title: string; message: string }>>(),
    link: text('link'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_event_user_key').on(t.eventId, t.userId),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Which notification types a user wants by push and by e-mail; absent means the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique('notification_settings_user_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** `{ [type]: { push: boolean, email: boolean } }` (src/contract/notification.ts). */
  channels: jsonb('channels').notNull(),
  updatedAt: updatedAt(),
});

/** A browser's Web Push subscription of a user (one per device and browser profile). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * One push to one device or one mail to one address for one event and user (decision 037): the
 * row is claimed before sending and settled after, so a handler run again after a crash or a
 * failure skips what already went out and retries only what did not. Goes with its event.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['push', 'email'] }).notNull(),
    /** The push subscription's endpoint or the e-mail address. */
    target: text('target').notNull(),
    /** sending (claimed), sent, failed (to be retried), gone (the push service forgot it). */
    status: text('status', { enum: ['sending', 'sent', 'failed', 'gone'] }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    claimedAt: instant('claimed_at').notNull(),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.channel, t.target] })],
);
