/** The organisations the transport tests play with: wards and transport companies. */
import { eq } from 'drizzle-orm';
import { organizations, teams } from '../../../server/db/schema';
import { expect } from 'vitest';
import { ApiClient, mailedLink, signedInUser } from './client';
import type { Harness } from './harness';
import { uniqueWord } from './parties';

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

/**
 * A member of `org` (whose user is its admin), invited through the API, who set the password
 * through the mailed link and signed in.
 */
export async function colleagueOf(
  harness: Harness,
  org: Org,
): Promise<{ client: ApiClient; userId: string; email: string }> {
  const email = `${uniqueWord()}@example.org`;
  const invited = await org.client.post<{ id: string }>('/v1/users', {
    firstName: 'Lena',
    lastName: 'Krause',
    email,
    role: 'member',
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const { userId, code } = await mailedLink(harness, email, 'reset-password');
  const client = new ApiClient(harness);
  const password = 'Eingeladen-2026!';
  await client.post('/v1/auth/reset-password', {
    userId,
    code,
    password,
    passwordRetry: password,
  });
  expect((await client.login(email, password)).status).toBe(200);
  return { client, userId: invited.body.id, email };
}
