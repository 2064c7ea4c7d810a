/** The organisations the transport tests play with: wards and transport companies. */
import { eq } from 'drizzle-orm';
import { organizations, teams } from '../../../server/db/schema';
import { signedInUser, type ApiClient } from './client';
import type { Harness } from './harness';

export type Org = { client: ApiClient; organizationId: string; userId: string };

export async function orgOf(
  harness: Harness,
  accountType: 'medical_facility' | 'transport_company',
): Promise<Org> {
  const { client, user } = await signedInUser(harness, accountType);
  return { client, organizationId: user.organization.id, userId: user.id };
}

/** Sets a company's service area (postcode prefixes) in the database. */
export async function serveArea(harness: Harness, org: Org, prefixes: string[]) {
  await harness.database.db
    .update(organizations)
    .set({ serviceArea: prefixes })
    .where(eq(organizations.id, org.organizationId));
}

/** A team (department or crew) of the organisation; its id. */
export async function teamOf(harness: Harness, org: Org, name: string): Promise<string> {
  const [team] = await harness.database.db
    .insert(teams)
    .values({ organizationId: org.organizationId, name })
    .returning({ id: teams.id });
  return team!.id;
}
