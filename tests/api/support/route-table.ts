import { randomUUID } from 'node:crypto';
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
  ResetPasswordInput,
  SessionLogoutInput,
} from '../../../src/contract/auth';
import {
  FavoriteAddressInput,
  FavoriteAddressUpdate,
} from '../../../src/contract/favorite-address';
import { PatientInput, PatientUpdate } from '../../../src/contract/patient';
import { ChannelAuthInput } from '../../../src/contract/realtime';
import {
  defaultNotificationSettings,
  MarkAsReadInput,
  NotificationSettings,
  PushSubscriptionInput,
} from '../../../src/contract/notification';
import { notifications } from '../../../server/db/schema';
import type { Harness } from './harness';
import type { Party } from './parties';
import { BatchEvents, TriggerEvent } from '../../../server/realtime';
import type { RouteKey } from './app-routes';
import { favoriteAddressInput, patientInput } from './master-data';
import { uniqueWord } from './parties';
import {
  accountInRecovery,
  created,
  newRegistration,
  otherSessionOf,
  PUBLIC,
  unconfirmedAccount,
  USERS,
  type RouteEntry,
  type Who,
} from './route-calls';

/** The five routes of an organisation's records: list, create, read, update, delete. */
function organisationRecords(
  path: `/v1/${string}`,
  who: Who,
  body: (word: string) => object,
  schemas: { create: RouteEntry['input']; update: RouteEntry['input'] },
): Record<RouteKey, RouteEntry> {
  const record: RouteEntry['record'] = (owner) => created(owner, path, body(owner.mark()));
  const routes: Record<RouteKey, RouteEntry> = {};
  // The longest page: whatever the list gives away is on it.
  routes[`GET ${path}`] = { who, ok: 200, call: () => ({ path: `${path}?per_page=100` }) };
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
  'GET /v1/account/sessions': { who: USERS, ok: 200 },
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
  }),
  ...organisationRecords(
    '/v1/favorite-addresses',
    USERS,
    (word) => favoriteAddressInput({ name: word }),
    { create: FavoriteAddressInput, update: FavoriteAddressUpdate },
  ),
};
