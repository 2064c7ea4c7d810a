/** The signed-in user's own account and devices (PRODUCT.md §2, §7), through their data scope. */
import type { DeviceSession, SessionUser } from '../../../src/contract/auth';
import type { Language } from '../../../src/contract/messages';
import type { DataScope } from '../../db/scope';
import { notFound } from '../../errors';
import { invalidateUserSessions, liveSessions, revokeSessions, sessionUserOf } from '../auth';
import { teamsOfUsers } from '../teams';

/** The user as the login answer describes them, with their teams. */
async function sessionUserIn(scope: DataScope, user: Parameters<typeof sessionUserOf>[0]) {
  const organization = await scope.organizations.find(scope.caller.organizationId);
  const teams = await teamsOfUsers(scope, [user.id]);
  return sessionUserOf(user, organization, teams.get(user.id) ?? []);
}

export async function readAccount(scope: DataScope): Promise<SessionUser> {
  return sessionUserIn(scope, await scope.users.find(scope.caller.userId));
}

export async function updateAccount(
  scope: DataScope,
  input: { firstName: string; lastName: string; phone?: string; language?: Language },
  now: Date,
): Promise<SessionUser> {
  const user = await scope.users.update(scope.caller.userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    ...(input.language ? { language: input.language } : {}),
    updatedAt: now,
  });
  // Requests carry the user's language (Caller): the next ones must see the new one.
  await invalidateUserSessions(scope.handle, scope.caller.userId);
  return sessionUserIn(scope, user);
}

export async function listDevices(
  scope: DataScope,
  now: Date,
): Promise<{ data: DeviceSession[]; total_rows: number }> {
  const { userId, sessionId } = scope.caller;
  const rows = await liveSessions(scope.handle, userId, now);
  const data = rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === sessionId,
  }));
  return { data, total_rows: data.length };
}

/** Logs out one of the user's own devices (another user's is a 404), or all of them. */
export async function logOutDevices(
  scope: DataScope,
  which: { id: string } | { all: true },
  now: Date,
): Promise<void> {
  const { userId } = scope.caller;
  if ('all' in which) {
    await revokeSessions(scope.handle, { userId }, now);
    return;
  }
  const own = (await liveSessions(scope.handle, userId, now)).some((s) => s.id === which.id);
  if (!own) throw notFound();
  await revokeSessions(scope.handle, { sessionId: which.id }, now);
}
