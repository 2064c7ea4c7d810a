/**
 * The pieces the route table builds its requests from: who may call a route, a valid request,
 * a record of one's own organisation, and the setups some routes need (an unconfirmed account, a
 * recovery code, a second signed-in device).
 */
import { like } from 'drizzle-orm';
import type * as v from 'valibot';
import { rateLimits } from '../../../server/db/schema';
import type { OrganizationType } from '../../../src/contract/auth';
import { ApiClient, mailedLink, registration, waitForMails } from './client';
import type { Harness } from './harness';
import { secondDevice, uniqueWord, type Party } from './parties';

/** Who may call a route: anyone, or signed-in users, possibly only admins or some types. */
export type Who = 'public' | { admin?: true; types?: readonly OrganizationType[] };
export const PUBLIC: Who = 'public';
export const USERS: Who = {};

export function allows(who: Who, party: Party): boolean {
  if (who === 'public') return true;
  if (who.admin && party.role !== 'admin') return false;
  return !who.types || who.types.includes(party.organizationType);
}

/** One request: the path when it is not the route's own, a JSON body, extra headers. */
export type Call = {
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Words that what this request stores will hold, beyond the caller's own. */
  markers?: string[];
};

/** A record as the API answers it; `id` fills the route's `:id`. */
export type StoredRecord = { id: string; version?: number };

export type Scene = { harness: Harness; caller: Party; record?: StoredRecord };

export type RouteEntry = {
  who: Who;
  /** The status of the answer to `call` from a caller the rule lets in. */
  ok: number;
  /** Routes naming a record by `:id`: makes one in the owner's organisation. */
  record?: (owner: Party) => Promise<StoredRecord>;
  /** A request the route accepts from the caller, aimed at the caller's own record if any. */
  call?: (scene: Scene) => Call | Promise<Call>;
  /**
   * What the answer shows of other organisations by design, taken out before the check for their
   * traces (say, a company's bell naming a transport on the marketplace, as the marketplace does).
   */
  byDesign?: (body: unknown) => unknown;
  /** Routes taking ids in the body: the caller's request naming the owner's things instead. */
  foreign?: (scene: Scene & { owner: Party }) => Call | Promise<Call>;
  /**
   * POST, PUT and PATCH routes: the body's schema, for the malformed-input generator, or
   * 'no body' for a route that reads none (the matrix insists on one of the two).
   */
  input?: v.GenericSchema | 'no body';
  /**
   * Routes reading a query string (every list): its schema, for the malformed-query generator;
   * 'no query' for a route answering a page that reads none (malformed-queries.test.ts insists
   * on one of the two for every route answering a page).
   */
  query?: v.GenericSchema | 'no query';
  /** The route also reads form bodies (pusher-js posts one): a form of wrong fields is a 422. */
  forms?: true;
};

/** Creates a record through the API as its owner; its id becomes one of the owner's markers. */
export async function created(owner: Party, path: string, body: unknown): Promise<StoredRecord> {
  const response = await owner.client.post(path, body);
  if (response.status !== 201) {
    throw new Error(`creating ${path} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  owner.markers.push(response.body.id);
  return response.body;
}

/** A registration of a new organisation in its own words (not any party's). */
export function newRegistration() {
  const word = uniqueWord();
  const body = registration('medical_facility', {
    email: `${word}@example.org`,
    organization: `Organisation ${word}`,
  });
  return { word, body };
}

/**
 * The matrix sets up dozens of accounts from its harness's one client address, more than the
 * per-address hourly limits of registrations and recovery mails allow a real address (20): each
 * set-up starts that address's counts afresh. The limits themselves: auth-rate-limit.test.ts.
 */
async function forgetAddressLimits(harness: Harness) {
  await harness.database.db
    .delete(rateLimits)
    .where(like(rateLimits.key, `%:ip:${harness.clientAddress}`));
}

/** A registered but unconfirmed account: its id and confirmation code, in words of its own. */
export async function unconfirmedAccount(harness: Harness) {
  await forgetAddressLimits(harness);
  const { word, body } = newRegistration();
  const registered = await new ApiClient(harness).post('/v1/auth/register', body);
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const { userId, code } = await mailedLink(harness, body.email, 'confirm-email');
  return { word, userId, code, body };
}

/** A confirmed account with a fresh recovery code. */
export async function accountInRecovery(harness: Harness) {
  const account = await unconfirmedAccount(harness);
  const client = new ApiClient(harness);
  await client.post('/v1/auth/confirm-email', { userId: account.userId, code: account.code });
  await client.post('/v1/auth/request-recovery', { email: account.body.email });
  await waitForMails(harness, account.body.email, 2);
  const { code } = await mailedLink(harness, account.body.email, 'reset-password');
  return { ...account, code };
}

/** The session id of a new signed-in device of the party. */
export async function otherSessionOf(party: Party): Promise<string> {
  const device = await secondDevice(party);
  const sessions = await device.get('/v1/account/sessions');
  return sessions.body.data.find((session: { current: boolean }) => session.current).id;
}
