/**
 * From audiences (organisations, the marketplace of a postcode, an ordering ward, an
 * organisation's admins) to the users who receive a notification, each with their language and
 * their channel settings (defaults where they chose none).
 */
import { and, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { OrganizationType } from '../../src/contract/auth';
import { serviceAreaCovers } from '../../src/contract/escalation';
import type { Language } from '../../src/contract/messages';
import {
  defaultNotificationSettings,
  type NotificationSettings,
} from '../../src/contract/notification';
import type { Db } from '../db/client';
import { notificationSettings, organizations, teamMembers, teams, users } from '../db/schema';
import type { Audience } from './transport-notifications';

export type Recipient = {
  userId: string;
  organizationId: string;
  organizationType: OrganizationType;
  email: string;
  firstName: string;
  language: Language;
  settings: NotificationSettings;
};

type CompanyAudience = Extract<Audience, { kind: 'organizations' | 'marketplace' }>;

/** The organisations an audience of whole organisations stands for. */
export async function organizationsOf(db: Db, audience: CompanyAudience): Promise<string[]> {
  if (audience.kind === 'organizations') return audience.organizationIds;
  const { postcode, level = 0, beyond } = audience;
  const companies = await db
    .select({ id: organizations.id, serviceArea: organizations.serviceArea })
    .from(organizations)
    .where(eq(organizations.type, 'T'));
  return companies
    .filter((company) => !audience.except.includes(company.id))
    .filter((company) => serviceAreaCovers(company.serviceArea, postcode, level))
    .filter(
      (company) =>
        beyond === undefined || !serviceAreaCovers(company.serviceArea, postcode, beyond),
    )
    .map((company) => company.id);
}

/** Every user an audience reaches, with their settings. */
export async function recipientsFor(db: Db, audience: Audience): Promise<Recipient[]> {
  switch (audience.kind) {
    case 'organizations':
    case 'marketplace': {
      const ids = await organizationsOf(db, audience);
      return ids.length === 0 ? [] : recipientsWhere(db, inArray(users.organizationId, ids));
    }
    case 'admins':
      return recipientsWhere(
        db,
        and(eq(users.organizationId, audience.organizationId), eq(users.role, 'admin'))!,
      );
    case 'carrier': {
      const { organizationId, crewTeamId } = audience;
      // Dispatchers: in none of the company's crews (decision 070).
      const inACrew = db
        .select({ id: teamMembers.userId })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(eq(teamMembers.organizationId, organizationId), eq(teams.crew, true)));
      const ofTheCrew = crewTeamId ? memberOf(db, crewTeamId) : undefined;
      return recipientsWhere(
        db,
        and(
          eq(users.organizationId, organizationId),
          or(notInArray(users.id, inACrew), ofTheCrew),
        )!,
      );
    }
    case 'ward': {
      const { organizationId, teamId, userId } = audience;
      if (!teamId && !userId) return recipientsWhere(db, eq(users.organizationId, organizationId));
      const department = teamId ? memberOf(db, teamId) : undefined;
      const orderer = userId ? eq(users.id, userId) : undefined;
      return recipientsWhere(
        db,
        and(eq(users.organizationId, organizationId), or(department, orderer))!,
      );
    }
  }
}

/** The users in one team: a crew, or an ordering department. */
const memberOf = (db: Db, teamId: string) =>
  inArray(
    users.id,
    db.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId)),
  );

async function recipientsWhere(db: Db, condition: SQL): Promise<Recipient[]> {
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
    .where(condition);
  return rows.map(({ channels, ...row }) => ({
    ...row,
    settings: {
      ...defaultNotificationSettings(row.organizationType),
      ...((channels as Partial<NotificationSettings> | null) ?? {}),
    },
  }));
}
