import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
/**
 * The security matrix's table: one entry per route the app answers (tests/api/route-matrix and
 * malformed-input read it). A route without an entry fails the suite, so every route is covered
 * the day it lands. An entry says who may call the route, what a valid request looks like, and
 * how to make a record of an organisation for it; the suites derive the attacks from that.
 */
import {
  AccountUpdateInput,
  ConfirmEmailInput,
  LoginInput,
  PasswordChangeInput,
  RegisterInput,
  RequestRecoveryInput,
  ResetLinkInput,
  ResetPasswordInput,
  SessionLogoutInput,
} from '../../../src/contract/auth';
import {
  FavoriteAddressInput,
  FavoriteAddressListQuery,
  FavoriteAddressUpdate,
} from '../../../src/contract/favorite-address';
import { MarketplaceQuery } from '../../../src/contract/marketplace-query';
import { ScorecardQuery } from '../../../src/contract/scorecard';
import { OrganizationUpdate } from '../../../src/contract/organization';
import { PatientInput, PatientListQuery, PatientUpdate } from '../../../src/contract/patient';
import { TeamInput, TeamListQuery, TeamUpdate } from '../../../src/contract/team';
import { UserInput, UserListQuery, UserUpdate } from '../../../src/contract/user';
import {
  CrewInput,
  ReasonInput,
  ReleaseInput,
  StatusInput,
  TransportListQuery,
  TransportUpdate,
  republishInput,
  transportCreate,
} from '../../../src/contract/transport';
import { EscalationLadderInput } from '../../../src/contract/escalation';
import { RideConfirmationInput } from '../../../src/contract/ride-confirmation';
import { PositionInput } from '../../../src/contract/arrival';
import { DelayInput } from '../../../src/contract/delay';
import { ChannelAuthInput } from '../../../src/contract/realtime';
import {
  defaultNotificationSettings,
  MarkAsReadInput,
  NotificationListQuery,
  NotificationSettings,
  PushSubscriptionInput,
  PushSubscriptionQuery,
} from '../../../src/contract/notification';
import { notifications, transports } from '../../../server/db/schema';
import type { Harness } from './harness';
import { BatchEvents, TriggerEvent } from '../../../server/realtime';
import type { RouteKey } from './app-routes';
import { favoriteAddressInput, patientInput } from './master-data';
import { uniqueWord, type Party } from './parties';
import {
  accountInRecovery,
  created,
  newRegistration,
  otherSessionOf,
  PUBLIC,
  unconfirmedAccount,
  USERS,
  type RouteEntry,
  type StoredRecord,
  type Who,
} from './route-calls';
import { billingRoutes } from './billing-routes';
import { seriesRoutes } from './series-routes';
import { vehicleRoutes } from './vehicle-routes';
import { teamBody, teamOf, userBody, userOf } from './setup-records';
import { hoursFrom, newPatient, transportInput } from './transports';

/** The five routes of an organisation's records: list, create, read, update, delete. */
function organisationRecords(
  path: `/v1/${string}`,
  who: Who,
  body: (word: string) => object,
  schemas: {
    create: RouteEntry['input'];
    update: RouteEntry['input'];
    list: RouteEntry['query'];
  },
): Record<RouteKey, RouteEntry> {
  const record: RouteEntry['record'] = (owner) => created(owner, path, body(owner.mark()));
  const routes: Record<RouteKey, RouteEntry> = {};
  // The longest page: whatever the list gives away is on it.
  routes[`GET ${path}`] = {
    who,
    ok: 200,
    call: () => ({ path: `${path}?per_page=100` }),
    query: schemas.list,
  };
  routes[`POST ${path}`] = {
    who,
    ok: 201,
    call: ({ caller }) => ({ body: body(caller.mark()) }),
    input: schemas.create,
  };
  routes[`GET ${path}/:id`] = { who, ok: 200, record };
  routes[`PUT ${path}/:id`] = {
    who,
    ok: 200,
    record,
    call: ({ caller, record }) => ({ body: { ...body(caller.mark()), version: record!.version } }),
    input: schemas.update,
  };
  routes[`DELETE ${path}/:id`] = { who, ok: 204, record };
  return routes;
}

/** Users read, admins write: the organisation's set-up (PRODUCT.md §7). */
const ADMINS: Who = { admin: true };

/** The routes of teams and users: reads for every user, writes for admins only. */
function setupRecords(
  path: `/v1/${string}`,
  body: (word: string) => object,
  record: RouteEntry['record'],
  schemas: Parameters<typeof organisationRecords>[3],
): Record<RouteKey, RouteEntry> {
  const routes = organisationRecords(path, ADMINS, body, schemas);
  for (const key of [`PUT ${path}/:id`, `DELETE ${path}/:id`] as const) {
    routes[key] = { ...routes[key]!, record };
  }
  routes[`GET ${path}`] = { ...routes[`GET ${path}`]!, who: USERS };
  routes[`GET ${path}/:id`] = { ...routes[`GET ${path}/:id`]!, who: USERS, record };
  return routes;
}

const COMPANIES: Who = { types: ['T'] };

/** A valid order of the party, its words in the crew note. */
async function orderOf(party: Party, overrides: Parameters<typeof transportInput>[2] = {}) {
  const patientId = await newPatient(party.client, { lastName: party.mark() });
  return transportInput(patientId, new Date(), { crewNote: party.mark(), ...overrides });
}

/**
 * A transport of the owner's: a ward's is open, a company's own order is assigned to itself —
 * so another company never sees it, not even on the marketplace.
 */
const transportOf = async (owner: Party) => created(owner, '/v1/transports', await orderOf(owner));

/** The on-call return trip of one of the owner's round trips. */
async function onCallReturnOf(owner: Party): Promise<StoredRecord> {
  const outbound = await created(
    owner,
    '/v1/transports',
    await orderOf(owner, { roundTrip: { onCall: true } }),
  );
  const id = (outbound as StoredRecord & { returnTransportId: string }).returnTransportId;
  owner.markers.push(id);
  return { id };
}

/**
 * A transport the company may take: its own order given back to the marketplace. A ward's open
 * transport would do as well, but then the other companies of the matrix could take it too.
 */
async function ownOpenTransport(company: Party): Promise<string> {
  const { id } = await transportOf(company);
  const returned = await company.client.post(`/v1/transports/${id}/return`, { reason: 'Test' });
  if (returned.status !== 200) throw new Error(`return: ${JSON.stringify(returned.body)}`);
  return id;
}

/**
 * An expired transport of the owner's. The ladder's job would expire it at its pickup; the
 * matrix has no time to wait, so it is put there directly (escalation.test.ts runs the job).
 */
async function expiredTransportOf(owner: Party): Promise<StoredRecord> {
  const record = await transportOf(owner);
  await owner.client.harness.database.db
    .update(transports)
    .set({ status: 'expired', assignedCompanyId: null })
    .where(eq(transports.id, record.id));
  return record;
}

/**
 * A company's own order with its crew on the way to the destination: it may be confirmed. A
 * ward's is its open order: the ward is refused whatever the transport's state.
 */
async function transportUnderwayOf(owner: Party): Promise<StoredRecord> {
  const record = await transportOf(owner);
  if (owner.organizationType !== 'T') return record;
  for (const status of ['en_route', 'at_pickup', 'in_transit']) {
    const step = await owner.client.post(`/v1/transports/${record.id}/status`, { status });
    if (step.status !== 200) throw new Error(`status: ${JSON.stringify(step.body)}`);
  }
  return record;
}

const patientIdOf = (record: StoredRecord | undefined) =>
  (record as StoredRecord & { patientId: string }).patientId;

const transportRoutes: Record<RouteKey, RouteEntry> = {
  'GET /v1/transports': {
    who: USERS,
    ok: 200,
    call: () => ({ path: '/v1/transports?per_page=100' }),
    query: TransportListQuery,
  },
  'POST /v1/transports': {
    who: USERS,
    ok: 201,
    call: async ({ caller }) => ({ body: await orderOf(caller) }),
    input: transportCreate(new Date()),
  },
  'GET /v1/transports/:id': { who: USERS, ok: 200, record: transportOf },
  'PUT /v1/transports/:id': {
    who: USERS,
    ok: 200,
    record: transportOf,
    call: ({ caller, record }) => ({
      body: {
        ...transportInput(patientIdOf(record), new Date(), { crewNote: caller.mark() }),
        version: record!.version,
      },
    }),
    input: TransportUpdate,
  },
  'GET /v1/transports/:id/events': { who: USERS, ok: 200, record: transportOf },
  // Who of the admin's own organisation read the transport (decision 039).
  'GET /v1/transports/:id/access': { who: ADMINS, ok: 200, record: transportOf },
  'POST /v1/transports/:id/accept': {
    who: COMPANIES,
    ok: 200,
    record: transportOf,
    call: async ({ caller }) =>
      caller.organizationType === 'T'
        ? { path: `/v1/transports/${await ownOpenTransport(caller)}/accept` }
        : {},
    // Another company's own order, never on the marketplace: the attacker aims at the record.
    foreign: () => ({}),
    input: 'no body',
  },
  'POST /v1/transports/:id/return': {
    who: COMPANIES,
    ok: 200,
    record: transportOf,
    call: () => ({ body: { reason: 'Kein Fahrzeug frei' } }),
    input: ReasonInput,
  },
  'POST /v1/transports/:id/status': {
    who: COMPANIES,
    ok: 200,
    record: transportOf,
    call: () => ({ body: { status: 'en_route' } }),
    input: StatusInput,
  },
  'POST /v1/transports/:id/cancel': {
    who: USERS,
    ok: 200,
    record: transportOf,
    call: () => ({ body: { reason: 'Patient nicht transportfähig' } }),
    input: ReasonInput,
  },
  'POST /v1/transports/:id/release': {
    who: USERS,
    ok: 200,
    record: onCallReturnOf,
    call: () => ({ body: { returnAt: hoursFrom(new Date(), 48) } }),
    input: ReleaseInput,
  },
  'POST /v1/transports/:id/republish': {
    who: USERS,
    ok: 201,
    record: expiredTransportOf,
    call: () => ({ body: { pickupAt: hoursFrom(new Date(), 30) } }),
    input: republishInput(new Date()),
  },
  'POST /v1/transports/:id/crew': {
    who: COMPANIES,
    ok: 200,
    record: transportOf,
    call: () => ({ body: { teamId: null } }),
    input: CrewInput,
  },
  // The ride confirmed on the spot (decision 073): read by the ward too, written by companies.
  'GET /v1/transports/:id/confirmation': { who: USERS, ok: 200, record: transportOf },
  'PUT /v1/transports/:id/confirmation': {
    who: COMPANIES,
    ok: 204,
    record: transportUnderwayOf,
    call: () => ({ body: { noSignature: 'nobody' } }),
    input: RideConfirmationInput,
  },
  // Positions and arrival times (issue 29): the arrival read by ward and company alike, the
  // position reported by the assigned company's phones while the transport is on its way.
  'GET /v1/transports/:id/arrival': { who: USERS, ok: 200, record: transportOf },
  'PUT /v1/transports/:id/position': {
    who: COMPANIES,
    ok: 204,
    record: transportUnderwayOf,
    call: () => ({ body: { lat: 52.52, lon: 13.4, accuracy: 12 } }),
    input: PositionInput,
  },
  // A delay told with a reason (decision 113): by the assigned company, each report its own id.
  'POST /v1/transports/:id/delays': {
    who: COMPANIES,
    ok: 201,
    record: transportUnderwayOf,
    call: () => ({
      body: {
        id: randomUUID(),
        reason: 'traffic',
        newArrivalAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      },
    }),
    input: DelayInput,
  },
  // By design the marketplace shows every company the open transports of other organisations
  // (minimised; transports-marketplace.test.ts checks each field). The matrix's transports are
  // started in 10115; a postcode none of them has keeps its trace check meaningful for the rest.
  // "Passt zu meiner Flotte" (decisions 109, 128) takes the other path through the service.
  'GET /v1/marketplace': {
    who: COMPANIES,
    ok: 200,
    call: () => ({ path: '/v1/marketplace?per_page=100&zipCode=99&fleet=fits' }),
    query: MarketplaceQuery,
  },
  // Figures of the caller's own transports only (tests/api/scorecards.test.ts); the widest period,
  // this year and last, so whatever the matrix's parties did is in it.
  'GET /v1/scorecards': {
    who: USERS,
    ok: 200,
    call: () => {
      const year = new Date().getUTCFullYear();
      return { path: `/v1/scorecards?from=${year}-01-01&to=${year}-12-31` };
    },
    query: ScorecardQuery,
  },
};
/** A stored notification of the party (made by event handlers, never through the API). */
async function notificationOf(harness: Harness, party: Party): Promise<string> {
  const [row] = await harness.database.db
    .insert(notifications)
    .values({
      userId: party.userId,
      organizationId: party.organizationId,
      eventId: randomUUID(),
      type: 'transport_accepted',
      title: 'Transport angenommen',
      message: 'Transport KT-1 wurde angenommen.',
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
const pushSubscription = (word: string) => ({
  endpoint: `https://push.example.org/send/${word}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
});

const password = { password: 'Neues-Passwort-2026', passwordRetry: 'Neues-Passwort-2026' };

export const ROUTE_TABLE: Record<RouteKey, RouteEntry> = {
  'GET /healthz': { who: PUBLIC, ok: 200 },
  'GET /readyz': { who: PUBLIC, ok: 200 },
  // Off unless METRICS_TOKEN or METRICS_PORT is set (the matrix's app has neither): the
  // token and the port are pinned by metrics.test.ts.
  'GET /metrics': { who: PUBLIC, ok: 404 },
  'GET /v1/config': { who: PUBLIC, ok: 200 },
  // Anything else under /v1: the contract's 404, for every verb.
  'ALL /v1/*': {
    who: PUBLIC,
    ok: 404,
    call: () => ({ path: `/v1/${uniqueWord()}` }),
    input: 'no body',
  },

  'POST /v1/auth/register': {
    who: PUBLIC,
    ok: 201,
    call: () => {
      const { word, body } = newRegistration();
      return { body, markers: [word] };
    },
    input: RegisterInput,
  },
  'POST /v1/auth/confirm-email': {
    who: PUBLIC,
    ok: 200,
    call: async ({ harness }) => {
      const { word, userId, code } = await unconfirmedAccount(harness);
      return { body: { userId, code }, markers: [word] };
    },
    // A code of one's own with someone else's id.
    foreign: async ({ harness, owner }) => {
      const { code } = await unconfirmedAccount(harness);
      return { body: { userId: owner.userId, code } };
    },
    input: ConfirmEmailInput,
  },
  // Addresses nobody has: the answer is the same as for a known one, and nothing runs after it.
  'POST /v1/auth/resend-confirmation': {
    who: PUBLIC,
    ok: 202,
    call: () => ({ body: { email: `${uniqueWord()}@example.org` } }),
    input: RequestRecoveryInput,
  },
  'POST /v1/auth/request-recovery': {
    who: PUBLIC,
    ok: 202,
    call: () => ({ body: { email: `${uniqueWord()}@example.org` } }),
    input: RequestRecoveryInput,
  },
  'POST /v1/auth/reset-password': {
    who: PUBLIC,
    ok: 204,
    call: async ({ harness }) => {
      const { word, userId, code } = await accountInRecovery(harness);
      return { body: { userId, code, ...password }, markers: [word] };
    },
    foreign: async ({ harness, owner }) => {
      const { code } = await accountInRecovery(harness);
      return { body: { userId: owner.userId, code, ...password } };
    },
    input: ResetPasswordInput,
  },
  'POST /v1/auth/check-reset-link': {
    who: PUBLIC,
    ok: 200,
    call: async ({ harness }) => {
      const { userId, code } = await accountInRecovery(harness);
      return { body: { userId, code } };
    },
    foreign: async ({ harness, owner }) => {
      const { code } = await accountInRecovery(harness);
      return { body: { userId: owner.userId, code } };
    },
    input: ResetLinkInput,
  },
  'POST /v1/auth/login': {
    who: PUBLIC,
    ok: 200,
    call: ({ caller }) => ({ body: { email: caller.email, password: caller.password } }),
    input: LoginInput,
  },
  'POST /v1/auth/refresh': {
    who: PUBLIC,
    ok: 200,
    call: async ({ caller }) => {
      const device = caller.client.device();
      await device.login(caller.email, caller.password);
      return { headers: { cookie: `refresh_token=${device.cookies.get('refresh_token')}` } };
    },
    input: 'no body',
  },
  'POST /v1/auth/logout': { who: PUBLIC, ok: 204, input: 'no body' },

  // The caller's own user channel; foreign channels are refused in tests/api/realtime.test.ts.
  'POST /v1/auth/channel': {
    who: USERS,
    ok: 200,
    call: ({ caller }) => ({
      body: { socket_id: '1234.5678', channel_name: `private-user.${caller.userId}` },
    }),
    input: ChannelAuthInput,
    forms: true,
  },
  // The Pusher HTTP API: without the app secret's signature nobody triggers anything (the signed
  // path is tested with the pusher SDK in tests/api/realtime.test.ts).
  'POST /apps/:appId/events': {
    who: PUBLIC,
    ok: 401,
    call: ({ harness }) => ({
      path: `/apps/${harness.ctx.keys.realtime.appId}/events`,
      body: { name: 'notification', data: '{}', channels: ['private-user.x'] },
    }),
    input: TriggerEvent,
  },
  'POST /apps/:appId/batch_events': {
    who: PUBLIC,
    ok: 401,
    call: ({ harness }) => ({
      path: `/apps/${harness.ctx.keys.realtime.appId}/batch_events`,
      body: { batch: [{ name: 'notification', data: '{}', channels: ['private-user.x'] }] },
    }),
    input: BatchEvents,
  },

  'GET /v1/notification': {
    who: USERS,
    ok: 200,
    call: () => ({ path: '/v1/notification?unread=1' }),
    query: NotificationListQuery,
    // A company's bell opens each new marketplace transport's card (issue 27 point 11): the id of
    // the ward's transport is in its link by design, as on the marketplace itself.
    byDesign: (body) =>
      JSON.parse(
        JSON.stringify(body).replace(/\/marketplace\?transport=[0-9a-f-]{36}/g, '/marketplace'),
      ),
  },
  'POST /v1/notification/mark-as-read': {
    who: USERS,
    ok: 204,
    call: async ({ harness, caller }) => ({ body: { id: await notificationOf(harness, caller) } }),
    foreign: async ({ harness, owner }) => ({ body: { id: await notificationOf(harness, owner) } }),
    input: MarkAsReadInput,
  },
  'POST /v1/notification/mark-all-as-read': { who: USERS, ok: 204, input: 'no body' },
  'GET /v1/settings/notifications': { who: USERS, ok: 200 },
  'PUT /v1/settings/notifications': {
    who: USERS,
    ok: 200,
    call: ({ caller }) => ({ body: defaultNotificationSettings(caller.organizationType) }),
    input: NotificationSettings,
  },
  // The ordering organisations' escalation ladder (decision 042): users read, admins write.
  'GET /v1/settings/escalation': { who: { types: ['MD', 'RH'] }, ok: 200 },
  'PUT /v1/settings/escalation': {
    who: { admin: true, types: ['MD', 'RH'] },
    ok: 200,
    call: () => ({ body: { widenHoursBefore: 5, urgentHoursBefore: 2 } }),
    input: EscalationLadderInput,
  },

  'POST /v1/push-subscriptions': {
    who: USERS,
    ok: 204,
    call: () => ({ body: pushSubscription(uniqueWord()) }),
    input: PushSubscriptionInput,
  },
  'DELETE /v1/push-subscriptions': {
    who: USERS,
    ok: 204,
    call: () => ({
      path: `/v1/push-subscriptions?endpoint=${encodeURIComponent(pushSubscription(uniqueWord()).endpoint)}`,
    }),
    query: PushSubscriptionQuery,
  },

  'GET /v1/account': { who: USERS, ok: 200 },
  'PUT /v1/account': {
    who: USERS,
    ok: 200,
    call: ({ caller }) => ({ body: { firstName: 'Anna', lastName: caller.mark() } }),
    input: AccountUpdateInput,
  },
  'PUT /v1/account/password': {
    who: USERS,
    ok: 204,
    // The same password again: the party keeps signing in with it.
    call: ({ caller }) => ({
      body: {
        oldPassword: caller.password,
        password: caller.password,
        passwordRetry: caller.password,
      },
    }),
    input: PasswordChangeInput,
  },
  // The caller's few devices, all on one page.
  'GET /v1/account/sessions': { who: USERS, ok: 200, query: 'no query' },
  'POST /v1/account/logout': {
    who: USERS,
    ok: 204,
    call: async ({ caller }) => ({ body: { id: await otherSessionOf(caller) } }),
    foreign: async ({ owner }) => ({ body: { id: await otherSessionOf(owner) } }),
    input: SessionLogoutInput,
  },

  ...organisationRecords('/v1/patients', USERS, (word) => patientInput({ lastName: word }), {
    create: PatientInput,
    update: PatientUpdate,
    list: PatientListQuery,
  }),
  ...organisationRecords(
    '/v1/favorite-addresses',
    USERS,
    (word) => favoriteAddressInput({ name: word }),
    { create: FavoriteAddressInput, update: FavoriteAddressUpdate, list: FavoriteAddressListQuery },
  ),

  'GET /v1/organization': { who: USERS, ok: 200 },
  'PUT /v1/organization': {
    who: ADMINS,
    ok: 200,
    call: ({ caller }) => ({
      body: {
        name: `Organisation ${caller.mark()}`,
        address: 'Hauptstraße 1',
        zipCode: '10115',
        city: 'Berlin',
        country: 'DE',
        phone: '030 1234567',
        ...(caller.organizationType === 'T' ? { fleetSize: 7, serviceArea: ['10', '12'] } : {}),
      },
    }),
    input: OrganizationUpdate,
  },
  ...setupRecords('/v1/teams', teamBody, teamOf, {
    create: TeamInput,
    update: TeamUpdate,
    list: TeamListQuery,
  }),
  ...setupRecords('/v1/users', userBody, userOf, {
    create: UserInput,
    update: UserUpdate,
    list: UserListQuery,
  }),
  'POST /v1/users/:id/invitation': { who: ADMINS, ok: 202, record: userOf, input: 'no body' },
  ...transportRoutes,
  ...billingRoutes,
  ...seriesRoutes,
  ...vehicleRoutes(transportOf),
};
