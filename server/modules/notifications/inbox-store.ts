/**
 * A user's notifications as the bell reads them (seed §7): newest first, optionally only the
 * unread, in the reader's language of today (decision 055), marked read one by one or all at
 * once. Notifications belong to a user, not to an organisation, so every statement here is
 * bounded by the caller's user id — another user's notification is a 404 like a missing one.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../src/contract/messages';
import type { NotificationPage } from '../../../src/contract/notification';
import { notifications } from '../../db/schema';
import type { DataScope } from '../../db/scope';
import { notFound } from '../../errors';
import { wordsFor } from '../../notification-delivery';

const own = (userId: string) => eq(notifications.userId, userId);

export async function listNotifications(
  { handle: db, caller: { userId } }: DataScope,
  query: { page: number; perPage: number; unreadOnly: boolean; language: Language },
): Promise<NotificationPage> {
  const where = query.unreadOnly ? and(own(userId), isNull(notifications.readAt)) : own(userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [totals] = await db
    .select({
      all: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(own(userId));
  return {
    data: rows.map((row) => ({
      id: row.id,
      isRead: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
      notification: { ...wordsFor(row, query.language), type: row.type, link: row.link },
    })),
    total_rows: query.unreadOnly ? (totals?.unread ?? 0) : (totals?.all ?? 0),
    unread: totals?.unread ?? 0,
  };
}

export async function markAsRead(
  { handle: db, caller: { userId } }: DataScope,
  id: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(own(userId), eq(notifications.id, id)));
  if (!row) throw notFound();
  if (row.readAt) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(own(userId), eq(notifications.id, id)));
}

export async function markAllAsRead(
  { handle: db, caller: { userId } }: DataScope,
  now: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(own(userId), isNull(notifications.readAt)));
}
