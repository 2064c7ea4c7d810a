/**
 * The organisations the security suites play with: one signed-in user per kind of caller the
 * access rules tell apart (role × organisation type), each in an organisation of its own, and
 * the text by which anything of theirs can be recognised in another caller's answer.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AccountType, OrganizationType, Role } from '../../../src/contract/auth';
import { users } from '../../../server/db/schema';
import { ACCESS_TOKEN_SECONDS } from '../../../server/modules/auth/access-tokens';
import { confirmedUser, type ApiClient } from './client';
import type { Harness } from './harness';

export type Party = {
  label: string;
  client: ApiClient;
  email: string;
  password: string;
  userId: string;
  organizationId: string;
  organizationType: OrganizationType;
  role: Role;
  /** Ids and unique words that only this party's data holds. */
  markers: string[];
  /** A fresh unique word (lower case letters and digits), remembered as this party's. */
  mark: () => string;
  /** When the client's access token was issued, on the harness's clock (ms). */
  signedInAt: number;
};

/** Every role and every organisation type at least once, admins and members of T both. */
export const CALLER_KINDS: readonly { label: string; accountType: AccountType; role: Role }[] = [
  { label: 'ward admin (MD)', accountType: 'medical_facility', role: 'admin' },
  { label: 'home member (RH)', accountType: 'retirement_home', role: 'member' },
  { label: 'company admin (T)', accountType: 'transport_company', role: 'admin' },
  { label: 'crew member (T)', accountType: 'transport_company', role: 'member' },
];

export const uniqueWord = () => `u${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** Registers an organisation with one confirmed, signed-in user of the given role. */
export async function signUpParty(
  harness: Harness,
  kind: { label: string; accountType: AccountType; role: Role },
): Promise<Party> {
  const word = uniqueWord();
  const { client, input, userId } = await confirmedUser(harness, kind.accountType, {
    email: `${word}@example.org`,
    organization: `Organisation ${word}`,
  });
  // Registration makes admins; a member is the same user with the lesser role.
  if (kind.role !== 'admin') {
    await harness.database.db.update(users).set({ role: kind.role }).where(eq(users.id, userId));
  }
  const signedInAt = harness.clock.now().getTime();
  const login = await client.login(input.email, input.password);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const { organization, role } = login.body.user;
  const markers = [word, userId, organization.id];
  return {
    label: kind.label,
    client,
    email: input.email,
    password: input.password,
    userId,
    organizationId: organization.id,
    organizationType: organization.type.value,
    role,
    markers,
    signedInAt,
    mark: () => {
      const fresh = uniqueWord();
      markers.push(fresh);
      return fresh;
    },
  };
}

export const signUpParties = (harness: Harness) =>
  Promise.all(CALLER_KINDS.map((kind) => signUpParty(harness, kind)));

/** The markers of `others` found in an answer: anything of theirs it gives away. */
export function tracesOf(answer: unknown, others: readonly Party[]): string[] {
  const text = JSON.stringify(answer ?? null).toLowerCase();
  return others.flatMap((party) => party.markers.filter((marker) => text.includes(marker)));
}

/**
 * Signs the parties in again when their access tokens are past half their life on the harness's
 * clock: a suite that runs longer than a token lives (the matrix, on a busy machine) would
 * otherwise meet 'Das Zugangstoken ist abgelaufen' instead of the answer it tests.
 */
export async function keepSignedIn(harness: Harness, parties: readonly Party[]): Promise<void> {
  const now = harness.clock.now().getTime();
  for (const party of parties) {
    if (now - party.signedInAt < (ACCESS_TOKEN_SECONDS * 1000) / 2) continue;
    const login = await party.client.login(party.email, party.password);
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    party.signedInAt = now;
  }
}

/** A second signed-in device of a party: its own session and refresh cookie. */
export async function secondDevice(party: Party): Promise<ApiClient> {
  const device = party.client.device();
  const login = await device.login(party.email, party.password);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return device;
}
