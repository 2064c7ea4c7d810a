/**
 * From audiences (organisations, or the marketplace of a postcode) to the users who receive a
 * notification, each with their language and their channel settings (defaults where they chose
 * none).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../src/contract/messages';
import {
  defaultNotificationSettings,
  type NotificationSettings,
} from '../../src/contract/notification';
import type { OrganizationType } from '../../src/contract/auth';
import type { Db } from '../db/client';
import { notificationSettings, organizations, users } from '../db/schema';
import { serviceAreaCovers, type Audience } from './transport-notifications';

export type Recipient = {
  userId: string;
  organizationId: string;
  organizationType: OrganizationType;
  email: string;
  firstName: string;
  language: Language;
  settings: NotificationSettings;
};

/** The organisations an audience stands for. */
export async function organizationsOf(db: Db, audience: Audience): Promise<string[]> {
  if (audience.kind === 'organizations') return audience.organizationIds;
  const companies = await db
    .select({ id: organizations.id, serviceArea: organizations.serviceArea })
    .from(organizations)
    .where(eq(organizations.type, 'T'));
  return companies
    .filter((company) => !audience.except.includes(company.id))
    .filter((company) => serviceAreaCovers(company.serviceArea, audience.postcode))
    .map((company) => company.id);
}

/** Every user of `organizationIds`, with their settings. */
export async function recipientsIn(db: Db, organizationIds: string[]): Promise<Recipient[]> {
  if (organizationIds.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      organizationId: users.organizationId,
      organizationType: organizations.type,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      channels: notificationSettings.channels,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(inArray(users.organizationId, organizationIds)));
  return rows.map(({ channels, ...row }) => ({
    ...row,
    settings: {
      ...defaultNotificationSettings(row.organizationType),
      ...((channels as Partial<NotificationSettings> | null) ?? {}),
    },
  }));
}
