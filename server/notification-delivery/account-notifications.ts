/**
 * Account events that concern a user (server/events): stored in their bell and sent live. Only
 * in-app — the account mails (mail/account-mails.ts) already tell them by e-mail.
 */
import { eq } from 'drizzle-orm';
import type { Language } from '../../src/contract/messages';
import type { NotificationEvent } from '../../src/contract/notification';
import { REALTIME_EVENTS, userChannel } from '../../src/contract/realtime';
import type { AppContext } from '../context';
import { notifications, users } from '../db/schema';
import { on, type EventHandler } from '../events/handler';
import type { Broadcaster } from '../realtime';
import { inEveryLanguage } from './texts-by-language';

const TEXTS: Record<Language, { title: string; message: string }> = {
  de: {
    title: 'Registrierungsversuch mit Ihrer E-Mail-Adresse',
    message:
      'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren. Waren Sie das nicht, ist nichts weiter zu tun.',
  },
  en: {
    title: 'Registration attempt with your e-mail address',
    message:
      'Someone tried to register with your e-mail address. If it was not you, there is nothing else to do.',
  },
};

export function accountNotificationHandlers(
  ctx: AppContext,
  broadcaster: Broadcaster,
): EventHandler[] {
  const db = ctx.database.db;
  return [
    on(
      'account.registration_attempted',
      'notifications.account',
      async ({ id: eventId, payload: { userId }, createdAt }) => {
        const [user] = await db
          .select({ organizationId: users.organizationId, language: users.language })
          .from(users)
          .where(eq(users.id, userId));
        if (!user) return;
        const texts = TEXTS[user.language];
        await db
          .insert(notifications)
          .values({
            userId,
            organizationId: user.organizationId,
            eventId,
            type: 'account_registration_attempted',
            ...texts,
            texts: inEveryLanguage((language) => TEXTS[language]),
            link: '/settings/account',
            createdAt,
          })
          .onConflictDoNothing();
        const [row] = await db
          .select()
          .from(notifications)
          .where(eq(notifications.eventId, eventId));
        if (!row) return;
        const message: NotificationEvent = {
          id: row.id,
          title: row.title,
          message: row.message,
          type: row.type,
          link: row.link,
        };
        await broadcaster.trigger([userChannel(userId)], REALTIME_EVENTS.notification, message);
      },
    ),
  ];
}
