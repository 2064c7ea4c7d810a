import { asc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../src/contract/auth';
import type { TeamRef } from '../../../src/contract/team';
import type { Db } from '../../db/client';
import { organizations, teamMembers, teams, users } from '../../db/schema';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** The user as the login answer and GET /account describe it (PRODUCT.md §7). */
export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row && sessionUserOf(row.user, row.organization, await teamsOfUser(db, userId));
}

/** The teams a user is in, by name: part of the login answer (the default team of their work). */
export function teamsOfUser(db: Db, userId: string): Promise<TeamRef[]> {
  return db
    .select({ id: teams.id, name: teams.name, crew: teams.crew })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
}

export function sessionUserOf(
  user: typeof users.$inferSelect,
  organization: typeof organizations.$inferSelect,
  userTeams: TeamRef[],
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    language: user.language,
    organization: {
      id: organization.id,
      name: organization.name,
      type: { value: organization.type },
    },
    teams: userTeams,
  };
}
