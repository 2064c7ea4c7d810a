/** A user of the organisation between stored row and the contract's answer. */
import type { TeamRef } from '../../../src/contract/team';
import type { OrganizationUser } from '../../../src/contract/user';
import type { POLICIES, RowOf } from '../../db/scope';

export type UserRow = RowOf<(typeof POLICIES)['users']>;

/** Only what the admin screens need: never the password hash. */
export function presentUser(row: UserRow, teams: TeamRef[]): OrganizationUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    language: row.language,
    status: row.passwordHash && row.emailConfirmedAt ? 'active' : 'invited',
    teams,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
