/**
 * Who is in which team (PRODUCT.md §2), read and changed through the caller's data scope. A
 * change of someone's teams takes effect at their next request (the sessions of everyone whose
 * teams changed are told: invalidateUserSessions), since requests and the login answer carry
 * the user's teams.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { TeamMember, TeamRef } from '../../../src/contract/team';
import type { Language } from '../../../src/contract/messages';
import { message } from '../../../src/contract/messages';
import type { DataScope } from '../../db/scope';
import { invalid } from '../../errors';
import { invalidateUserSessions } from '../auth';

/** More than any organisation has; the lists below are read whole. */
const ALL = 100_000;

type Membership = { id: string; teamId: string; userId: string };

async function membershipsWhere(
  scope: DataScope,
  column: 'teamId' | 'userId',
  ids: readonly string[],
): Promise<Membership[]> {
  if (ids.length === 0) return [];
  const { rows } = await scope.teamMembers.list({
    where: (t) => inArray(t[column], [...ids]),
    orderBy: (t) => [t.createdAt, t.id],
    page: 1,
    perPage: ALL,
  });
  return rows;
}

/** The teams of each user, by name. */
export async function teamsOfUsers(
  scope: DataScope,
  userIds: readonly string[],
): Promise<Map<string, TeamRef[]>> {
  const memberships = await membershipsWhere(scope, 'userId', userIds);
  const teamIds = [...new Set(memberships.map((row) => row.teamId))];
  const { rows: teams } =
    teamIds.length === 0
      ? { rows: [] }
      : await scope.teams.list({
          where: (t) => inArray(t.id, teamIds),
          orderBy: (t) => [asc(sql`lower(${t.name})`), t.id],
          page: 1,
          perPage: ALL,
        });
  const result = new Map<string, TeamRef[]>(userIds.map((id) => [id, []]));
  for (const team of teams) {
    for (const row of memberships.filter((m) => m.teamId === team.id)) {
      result.get(row.userId)?.push({ id: team.id, name: team.name, crew: team.crew });
    }
  }
  return result;
}

/** The members of each team, by last and first name. */
export async function membersOfTeams(
  scope: DataScope,
  teamIds: readonly string[],
): Promise<Map<string, TeamMember[]>> {
  const memberships = await membershipsWhere(scope, 'teamId', teamIds);
  const userIds = [...new Set(memberships.map((row) => row.userId))];
  const { rows: people } =
    userIds.length === 0
      ? { rows: [] }
      : await scope.users.list({
          where: (t) => inArray(t.id, userIds),
          orderBy: (t) => [asc(sql`lower(${t.lastName})`), asc(sql`lower(${t.firstName})`), t.id],
          page: 1,
          perPage: ALL,
        });
  const result = new Map<string, TeamMember[]>(teamIds.map((id) => [id, []]));
  for (const person of people) {
    for (const row of memberships.filter((m) => m.userId === person.id)) {
      result.get(row.teamId)?.push({
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
      });
    }
  }
  return result;
}

/** Fails with 422 on `field` unless every id names a record the caller sees. */
async function checkAllVisible(
  scope: DataScope,
  table: 'users' | 'teams',
  ids: readonly string[],
  field: string,
  language: Language,
) {
  if (ids.length === 0) return;
  const { total } = await scope[table].list({
    where: (t) => inArray(t.id, [...ids]),
    orderBy: (t) => [t.id],
    page: 1,
    perPage: 1,
  });
  if (total !== ids.length) {
    throw invalid({
      [field]: [message(table === 'users' ? 'unknownUser' : 'unknownTeam', language)],
    });
  }
}

type Side = { column: 'teamId' | 'userId'; id: string };

/**
 * Makes `wanted` the complete set on the other side of `side` (a team's members, or a user's
 * teams): adds and removes memberships, and tells the sessions of every user affected.
 */
async function replaceMemberships(
  tx: DataScope,
  side: Side,
  wanted: readonly string[],
  now: Date,
): Promise<void> {
  const other = side.column === 'teamId' ? 'userId' : 'teamId';
  const current = await membershipsWhere(tx, side.column, [side.id]);
  const removed = current.filter((row) => !wanted.includes(row[other]));
  const kept = new Set(current.map((row) => row[other]));
  const added = wanted.filter((id) => !kept.has(id));
  for (const row of removed) await tx.teamMembers.delete(row.id);
  for (const id of added) {
    await tx.teamMembers.insert({ [side.column]: side.id, [other]: id, createdAt: now } as {
      teamId: string;
      userId: string;
      createdAt: Date;
    });
  }
  const affected = new Set(
    side.column === 'userId'
      ? removed.length + added.length > 0
        ? [side.id]
        : []
      : [...removed.map((row) => row.userId), ...added],
  );
  for (const userId of affected) await invalidateUserSessions(tx.handle, userId);
}

export async function setTeamMembers(
  tx: DataScope,
  teamId: string,
  userIds: readonly string[],
  options: { language: Language; now: Date },
): Promise<void> {
  await checkAllVisible(tx, 'users', userIds, 'memberIds', options.language);
  await replaceMemberships(tx, { column: 'teamId', id: teamId }, userIds, options.now);
}

export async function setTeamsOfUser(
  tx: DataScope,
  userId: string,
  teamIds: readonly string[],
  options: { language: Language; now: Date },
): Promise<void> {
  await checkAllVisible(tx, 'teams', teamIds, 'teamIds', options.language);
  await replaceMemberships(tx, { column: 'userId', id: userId }, teamIds, options.now);
}

/** The members of a team (before it is deleted: their sessions must hear of it). */
export async function memberIdsOf(scope: DataScope, teamId: string): Promise<string[]> {
  return (await membershipsWhere(scope, 'teamId', [teamId])).map((row) => row.userId);
}
