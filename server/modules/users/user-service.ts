/**
 * The organisation's users as its admins manage them (PRODUCT.md §2, §7). Creating one sends an
 * invitation; a change of role or teams takes effect at the user's next request; removing one
 * ends all their sessions at once; the last active admin stays. Every change is in the audit
 * log, in the change's own transaction.
 */
import { and, asc, ilike, or, sql } from 'drizzle-orm';
import type { Page } from '../../../src/contract/common';
import { message, type Language } from '../../../src/contract/messages';
import type { OrganizationUser, UserData, UserUpdateData } from '../../../src/contract/user';
import { isUniqueViolation } from '../../db/errors';
import type { DataScope } from '../../db/scope';
import { escapeLike, searchWords } from '../../db/search-text';
import { AppError, invalid } from '../../errors';
import { ERROR_CODES } from '../../../src/contract/common';
import { recordAccess, type AuditActor, type AuditAction } from '../audit';
import { findUserByEmail, invalidateUserSessions, revokeSessions, sendInvitation } from '../auth';
import { setTeamsOfUser, teamsOfUsers } from '../teams';
import { keepAnotherAdmin } from './last-admin';
import { presentUser, type UserRow } from './user-record';
import { pageAnswer } from '../../db/paging';

export type UserRequest = {
  scope: DataScope;
  actor: AuditActor;
  language: Language;
  now: Date;
  /** Signs the codes of invitation links. */
  linkSecret: string;
};

async function present(scope: DataScope, rows: UserRow[]): Promise<OrganizationUser[]> {
  const teams = await teamsOfUsers(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentUser(row, teams.get(row.id) ?? []));
}

const presentOne = async (scope: DataScope, row: UserRow) => (await present(scope, [row]))[0]!;

function audit(tx: DataScope, req: UserRequest, action: AuditAction, userId: string) {
  return recordAccess(tx.handle, {
    actor: req.actor,
    action,
    entity: 'user',
    entityIds: [userId],
    at: req.now,
  });
}

export async function listUserPage(
  { scope }: UserRequest,
  options: { page: number; perPage: number; search?: string; sort?: string },
): Promise<Page<OrganizationUser>> {
  const words = searchWords(options.search);
  const direction = options.sort?.startsWith('-') ? sql`desc` : sql`asc`;
  const { rows, ...counted } = await scope.users.list({
    where: (t) =>
      words.length === 0
        ? undefined
        : and(
            ...words.map((word) => {
              const pattern = `%${escapeLike(word)}%`;
              return or(
                ilike(t.firstName, pattern),
                ilike(t.lastName, pattern),
                ilike(t.email, pattern),
              );
            }),
          ),
    orderBy: (t) =>
      options.sort?.endsWith('createdAt')
        ? [sql`${t.createdAt} ${direction}`, t.id]
        : [sql`lower(${t.lastName}) ${direction}`, asc(sql`lower(${t.firstName})`), t.id],
    page: options.page,
    perPage: options.perPage,
  });
  return pageAnswer(await present(scope, rows), counted);
}

export async function readUser({ scope }: UserRequest, id: string): Promise<OrganizationUser> {
  return presentOne(scope, await scope.users.find(id));
}

const emailTaken = (language: Language) => invalid({ email: [message('emailTaken', language)] });

export async function createUser(req: UserRequest, input: UserData): Promise<OrganizationUser> {
  const { scope, language, now } = req;
  try {
    return await scope.transaction(async (tx) => {
      // E-mail addresses are unique across organisations: they are the login.
      if (await findUserByEmail(tx.handle, input.email)) throw emailTaken(language);
      const outcome = await tx.users.insert({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        role: input.role,
        language: input.language ?? tx.caller.language,
        createdAt: now,
        updatedAt: now,
      });
      if (!('created' in outcome)) throw new Error('user insert without a client id skipped');
      const user = outcome.created;
      await setTeamsOfUser(tx, user.id, input.teamIds ?? [], { language, now });
      await sendInvitation(tx.handle, user.id, { secret: req.linkSecret, now });
      await audit(tx, req, 'create', user.id);
      return presentOne(tx, user);
    });
  } catch (error) {
    // The same address created twice at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken(language);
    throw error;
  }
}

export function updateUser(
  req: UserRequest,
  id: string,
  input: UserUpdateData,
): Promise<OrganizationUser> {
  const { scope, language, now } = req;
  return scope.transaction(async (tx) => {
    const before = await tx.users.find(id);
    if (before.role === 'admin' && input.role !== 'admin') {
      await keepAnotherAdmin(tx, id, language);
    }
    const user = await tx.users.update(id, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      role: input.role,
      ...(input.language ? { language: input.language } : {}),
      updatedAt: now,
    });
    if (input.teamIds) await setTeamsOfUser(tx, id, input.teamIds, { language, now });
    // Requests carry the user's role and language: the next one reads them anew.
    await invalidateUserSessions(tx.handle, id);
    await audit(tx, req, 'update', id);
    return presentOne(tx, user);
  });
}

export function deleteUser(req: UserRequest, id: string): Promise<void> {
  const { scope, language, now } = req;
  return scope.transaction(async (tx) => {
    const user = await tx.users.find(id);
    if (user.role === 'admin') await keepAnotherAdmin(tx, id, language);
    await revokeSessions(tx.handle, { userId: id }, now);
    await tx.users.delete(id);
    await audit(tx, req, 'delete', id);
  });
}

/** Sends the invitation again, for as long as the person has not set up their account. */
export function resendInvitation(req: UserRequest, id: string): Promise<void> {
  const { scope, language, now } = req;
  return scope.transaction(async (tx) => {
    const user = await tx.users.find(id);
    if (user.passwordHash && user.emailConfirmedAt) {
      const text = { de: message('alreadyActive', 'de'), en: message('alreadyActive', 'en') };
      throw new AppError(422, ERROR_CODES.validation, {
        message: text,
        errors: { status: [message('alreadyActive', language)] },
      });
    }
    await sendInvitation(tx.handle, id, { secret: req.linkSecret, now });
  });
}
