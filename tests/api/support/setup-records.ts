/**
 * Teams and users of a party's organisation for the security suites. Only admins create them
 * through the API; a member's organisation gets them stored directly, as an admin of theirs
 * would have made them (the parties' member organisations have no admin of their own).
 */
import { teams, users } from '../../../server/db/schema';
import type { Party } from './parties';
import { created, type StoredRecord } from './route-calls';

export const teamBody = (word: string) => ({ name: `Station ${word}`, description: word });

export const userBody = (word: string) => ({
  firstName: 'Lena',
  lastName: word,
  email: `${word}@example.org`,
  role: 'member' as const,
  language: 'en' as const,
});

export async function teamOf(owner: Party): Promise<StoredRecord> {
  const body = teamBody(owner.mark());
  if (owner.role === 'admin') return created(owner, '/v1/teams', body);
  const [row] = await owner.client.harness.database.db
    .insert(teams)
    .values({ ...body, organizationId: owner.organizationId })
    .returning({ id: teams.id, version: teams.version });
  owner.markers.push(row!.id);
  return row!;
}

export async function userOf(owner: Party): Promise<StoredRecord> {
  const body = userBody(owner.mark());
  if (owner.role === 'admin') return created(owner, '/v1/users', body);
  const [row] = await owner.client.harness.database.db
    .insert(users)
    .values({ ...body, organizationId: owner.organizationId })
    .returning({ id: users.id });
  owner.markers.push(row!.id);
  return row!;
}
