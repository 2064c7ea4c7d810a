/**
 * Notifications (PRODUCT.md §5, §7; seed §3, §7): the list a user reads in the bell, marking
 * read, the per-type channel settings, and the push subscriptions of their devices.
 */
import * as v from 'valibot';
import type { OrganizationType } from './auth';
import { listQuery, object, uuid } from './common';
import { endpoint } from './endpoint';
import { m } from './messages';
import { allowedCharacters, wellFormed } from './text-rules';

/** What a notification is about: one setting row each. */
export const NOTIFICATION_TYPES = [
  'transport_accepted',
  'transport_returned',
  'transport_status_changed',
  'transport_cancelled',
  'transport_edited',
  /** The escalation ladder took a step (decision 042): the ward, then its admins. */
  'transport_escalated',
  'transport_expired',
  /** The crew reported a delay with its reason (decision 113): the ward and the dispatchers. */
  'transport_delayed',
  /** Late by the estimate, and nobody said so (decision 113): the ward and the dispatchers. */
  'transport_late',
  /** The vehicle is near: prepare the patient (decision 114); the ward only. */
  'patient_prepare',
  /**
   * A series' approval by the Kasse runs out in 14 days (decision 097): the ward only, as its own
   * kind, so turning off "expired" transports never silences it.
   */
  'series_approval_expiring',
  'marketplace_new',
  /** Someone tried to register with the user's address (in-app only; the mail goes anyway). */
  'account_registration_attempted',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** What the planner tells of transports and series (an account's attempt is told elsewhere). */
export type PlannedNotificationType = Exclude<NotificationType, 'account_registration_attempted'>;
/** What a transport is told as; a series is told as these and its approval's end. */
export type TransportNotificationType = Exclude<
  PlannedNotificationType,
  'series_approval_expiring'
>;

/** The types each kind of organisation receives (and sees in its settings). */
export function notificationTypesFor(type: OrganizationType): readonly NotificationType[] {
  return type === 'T'
    ? [
        'marketplace_new',
        'transport_cancelled',
        'transport_edited',
        'transport_delayed',
        'transport_late',
      ]
    : [
        'transport_accepted',
        'transport_returned',
        'transport_status_changed',
        'transport_cancelled',
        'transport_edited',
        'transport_escalated',
        'transport_expired',
        'transport_delayed',
        'transport_late',
        'patient_prepare',
        'series_approval_expiring',
      ];
}

/** The channels besides in-app, which is always on. */
export const ChannelChoice = object({
  push: v.boolean(m('invalidType')),
  email: v.boolean(m('invalidType')),
});
export type ChannelChoice = v.InferOutput<typeof ChannelChoice>;

export const NotificationSettings = object(
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, ChannelChoice])) as Record<
    NotificationType,
    typeof ChannelChoice
  >,
);
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>;

const on = (push: boolean, email: boolean): ChannelChoice => ({ push, email });

/**
 * Sensible defaults: a ward hears by push what needs action (a delay too: the patient waits) (taken, given back, still
 * untaken: the ladder) and by mail what must not be missed; a company hears of new work by push and of
 * cancellations and changes by both.
 */
export function defaultNotificationSettings(type: OrganizationType): NotificationSettings {
  const relevant = new Set(notificationTypesFor(type));
  const chosen: Partial<NotificationSettings> =
    type === 'T'
      ? {
          marketplace_new: on(true, false),
          transport_cancelled: on(true, true),
          transport_edited: on(true, true),
          transport_delayed: on(true, false),
          transport_late: on(true, false),
        }
      : {
          transport_accepted: on(true, false),
          transport_returned: on(true, true),
          transport_status_changed: on(false, false),
          transport_cancelled: on(true, false),
          transport_edited: on(true, false),
          transport_escalated: on(true, true),
          transport_expired: on(true, true),
          transport_delayed: on(true, false),
          transport_late: on(true, false),
          patient_prepare: on(true, false),
          series_approval_expiring: on(true, true),
        };
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((key) => [
      key,
      relevant.has(key) ? (chosen[key] ?? on(false, false)) : on(false, false),
    ]),
  ) as NotificationSettings;
}

const { page, per_page } = listQuery([]).entries;
export const NotificationListQuery = object({
  page,
  per_page,
  /** `?unread=1`: only the unread ones. */
  unread: v.optional(v.picklist(['0', '1', 'true', 'false'], m('invalidType'))),
});

export const MarkAsReadInput = object({ id: uuid });
export type MarkAsReadInput = v.InferOutput<typeof MarkAsReadInput>;

/** What the bell and the socket event show. */
export const NotificationContent = v.object({
  title: v.string(),
  message: v.string(),
  type: v.string(),
  link: v.nullable(v.string()),
});
export type NotificationContent = v.InferOutput<typeof NotificationContent>;

export const NotificationItem = v.object({
  id: v.string(),
  isRead: v.boolean(),
  createdAt: v.string(),
  notification: NotificationContent,
});
export type NotificationItem = v.InferOutput<typeof NotificationItem>;
export type NotificationPage = { data: NotificationItem[]; total_rows: number; unread: number };

/** The realtime event `notification` on `private-user.{id}` (PRODUCT.md §7). */
export type NotificationEvent = NotificationContent & { id: string };

/** A browser's PushSubscription as `toJSON()` gives it (its `expirationTime` is not kept). */
/** A push service's URL. No control character: a URL never holds one, and NUL cannot be stored. */
const pushEndpoint = v.pipe(
  v.string(m('invalidType')),
  v.maxLength(2000, m('tooLong')),
  v.url(m('invalidType')),
  v.startsWith('https://', m('invalidType')),
  wellFormed,
  allowedCharacters({}),
);

export const PushSubscriptionInput = object({
  endpoint: pushEndpoint,
  keys: object({
    p256dh: v.pipe(
      v.string(m('invalidType')),
      v.regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/, m('invalidType')),
    ),
    auth: v.pipe(
      v.string(m('invalidType')),
      v.regex(/^[A-Za-z0-9_-]{10,100}={0,2}$/, m('invalidType')),
    ),
  }),
});
export type PushSubscriptionInput = v.InferInput<typeof PushSubscriptionInput>;
export const PushSubscriptionQuery = object({ endpoint: pushEndpoint });

export const notificationApi = {
  list: endpoint.get<NotificationPage>('notification'),
  markAsRead: endpoint.post<void, void, MarkAsReadInput>('notification/mark-as-read'),
  markAllAsRead: endpoint.post<void, void, Record<string, never>>('notification/mark-all-as-read'),
  settings: endpoint.get<NotificationSettings>('settings/notifications'),
  saveSettings: endpoint.put<NotificationSettings, void, NotificationSettings>(
    'settings/notifications',
  ),
  subscribePush: endpoint.post<void, void, PushSubscriptionInput>('push-subscriptions'),
  unsubscribePush: endpoint.delete<void, { endpoint: string }>(
    ({ endpoint: url }) => `push-subscriptions?endpoint=${encodeURIComponent(url)}`,
  ),
};
