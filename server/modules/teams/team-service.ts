/**
 * The organisation's teams (PRODUCT.md §2, §7): members read, admins write (the route's
 * adminsWrite refuses members before this runs). Names are unique in the organisation
 * regardless of case; every change is in the audit log, in the change's own transaction.
 */
import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Page } from '../../../src/contract/common';
import { message, type Language } from '../../../src/contract/messages';
import type { Team, TeamData } from '../../../src/contract/team';
import { isUniqueViolation } from '../../db/errors';
import type { DataScope, POLICIES, RowOf } from '../../db/scope';
import { conflict, invalid } from '../../errors';
import { escapeLike } from '../../db/search-text';
import { recordAccess, type AuditActor, type AuditAction } from '../audit';
import { invalidateUserSessions } from '../auth';
import { memberIdsOf, membersOfTeams, setTeamMembers } from './memberships';
import { pageAnswer } from '../../db/paging';

export type TeamRequest = {
  scope: DataScope;
  actor: AuditActor;
  language: Language;
  now: Date;
};

type TeamRow = RowOf<(typeof POLICIES)['teams']>;

async function present(scope: DataScope, rows: TeamRow[]): Promise<Team[]> {
  const members = await membersOfTeams(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    crew: row.crew,
    members: members.get(row.id) ?? [],
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const presentOne = async (scope: DataScope, row: TeamRow) => (await present(scope, [row]))[0]!;

function audit(tx: DataScope, req: TeamRequest, action: AuditAction, teamId: string) {
  return recordAccess(tx.handle, {
    actor: req.actor,
    action,
    entity: 'team',
    entityIds: [teamId],
    at: req.now,
  });
}

export async function listTeamPage(
  { scope }: TeamRequest,
  options: { page: number; perPage: number; search?: string; sort?: string },
): Promise<Page<Team>> {
  const descending = options.sort?.startsWith('-') ?? false;
  const direction = descending ? sql`desc` : sql`asc`;
  const { rows, ...counted } = await scope.teams.list({
    where: (t) => (options.search ? ilike(t.name, `%${escapeLike(options.search)}%`) : undefined),
    orderBy: (t) =>
      options.sort?.endsWith('createdAt')
        ? [sql`${t.createdAt} ${direction}`, t.id]
        : [sql`lower(${t.name}) ${direction}`, t.id],
    page: options.page,
    perPage: options.perPage,
  });
  return pageAnswer(await present(scope, rows), counted);
}

export async function readTeam({ scope }: TeamRequest, id: string): Promise<Team> {
  return presentOne(scope, await scope.teams.find(id));
}

/** 422 on `name` when another team of the organisation has it, whatever its case. */
async function checkNameFree(tx: DataScope, name: string, language: Language, except?: string) {
  const { total } = await tx.teams.list({
    where: (t) =>
      and(eq(sql`lower(${t.name})`, sql`lower(${name})`), except ? ne(t.id, except) : undefined),
    orderBy: (t) => [t.id],
    page: 1,
    perPage: 1,
  });
  if (total > 0) throw nameTaken(language);
}

const nameTaken = (language: Language) => invalid({ name: [message('teamNameTaken', language)] });

/** Two requests naming two teams alike at once: the unique index decides, the loser gets a 422. */
async function uniqueName<T>(language: Language, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(language);
    throw error;
  }
}

/** Only a transport company has crews; left out, the mark stays as it is. */
const crewOf = (tx: DataScope, input: TeamData) =>
  input.crew === undefined ? undefined : input.crew && tx.caller.organizationType === 'T';

export function createTeam(req: TeamRequest, input: TeamData): Promise<Team> {
  const { scope, language, now } = req;
  return uniqueName(language, () =>
    scope.transaction(async (tx) => {
      await checkNameFree(tx, input.name, language);
      const outcome = await tx.teams.insert({
        name: input.name,
        description: input.description ?? null,
        crew: crewOf(tx, input) ?? false,
        createdAt: now,
        updatedAt: now,
      });
      if (!('created' in outcome)) throw new Error('team insert without a client id skipped');
      const team = outcome.created;
      await setTeamMembers(tx, team.id, input.memberIds ?? [], { language, now });
      await audit(tx, req, 'create', team.id);
      return presentOne(tx, team);
    }),
  );
}

export function updateTeam(
  req: TeamRequest,
  id: string,
  input: TeamData & { version: number },
): Promise<Team> {
  const { scope, language, now } = req;
  return uniqueName(language, () =>
    scope.transaction(async (tx) => {
      await tx.teams.find(id);
      await checkNameFree(tx, input.name, language, id);
      const outcome = await tx.teams.updateVersioned(
        { id, version: input.version },
        {
          name: input.name,
          description: input.description ?? null,
          ...(crewOf(tx, input) === undefined ? {} : { crew: crewOf(tx, input) }),
        },
        now,
      );
      if ('stale' in outcome) throw conflict(await presentOne(tx, outcome.stale));
      if (input.memberIds) await setTeamMembers(tx, id, input.memberIds, { language, now });
      await audit(tx, req, 'update', id);
      return presentOne(tx, outcome.updated);
    }),
  );
}

export function deleteTeam(req: TeamRequest, id: string): Promise<void> {
  return req.scope.transaction(async (tx) => {
    const members = await memberIdsOf(tx, id);
    await tx.teams.delete(id);
    for (const userId of members) await invalidateUserSessions(tx.handle, userId);
    await audit(tx, req, 'delete', id);
  });
}
