/** A user's notification channels per type (PRODUCT.md §5): stored choices over the defaults. */
import { eq } from 'drizzle-orm';
import {
  defaultNotificationSettings,
  type NotificationSettings,
} from '../../../src/contract/notification';
import { notificationSettings } from '../../db/schema';
import type { DataScope } from '../../db/scope';

export async function readSettings({
  handle: db,
  caller,
}: DataScope): Promise<NotificationSettings> {
  const [row] = await db
    .select({ channels: notificationSettings.channels })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, caller.userId));
  return {
    ...defaultNotificationSettings(caller.organizationType),
    ...((row?.channels as Partial<NotificationSettings> | undefined) ?? {}),
  };
}

export async function saveSettings(
  { handle: db, caller }: DataScope,
  settings: NotificationSettings,
  now: Date,
): Promise<NotificationSettings> {
  await db
    .insert(notificationSettings)
    .values({
      userId: caller.userId,
      organizationId: caller.organizationId,
      channels: settings,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { channels: settings, updatedAt: now },
    });
  return settings;
}
