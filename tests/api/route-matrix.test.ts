/**
 * The security matrix (PRODUCT.md §3, §7; CONVENTIONS 7), generated from the app's own route
 * table: every route × verb is tried without a token, by every kind of caller, with another
 * organisation's ids, and with organisation and user ids smuggled into body and query. A route
 * the table (support/route-table.ts) does not know fails the suite.
 *
 * "Nothing changed" is read from the database: every row of the other organisations (their
 * users, sessions, records, whatever tables exist) is the same after the request as before.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALL_VERBS, appRoutes, methodOf, pathOf, type RouteKey } from './support/app-routes';
import { ApiClient } from './support/client';
import { footprint, scopeOf, whereIdLives, type Scope } from './support/footprint';
import { startHarness } from './support/harness';
import { idempotencyKey } from './support/master-data';
import { CALLER_KINDS, keepSignedIn, signUpParties, tracesOf, type Party } from './support/parties';
import { allows, type Call, type RouteEntry, type StoredRecord } from './support/route-calls';
import { ROUTE_TABLE } from './support/route-table';

const harness = await startHarness();
const routes = appRoutes(harness.app);
let parties: Party[];

beforeAll(async () => {
  parties = await signUpParties(harness);
  // Something of everyone's for a list or search to give away: a record of every kind the
  // table knows how to make, in every organisation the kind's rule admits.
  const makers = new Map(Object.values(ROUTE_TABLE).map((entry) => [entry.record, entry.who]));
  for (const [make, who] of makers) {
    for (const party of parties) if (make && allows(who, party)) await make(party);
  }
});
afterAll(() => harness.close());
beforeEach(() => keepSignedIn(harness, parties));

const others = (party: Party) => parties.filter((other) => other !== party);
/** The answer without what the route shows of others by design (RouteEntry.byDesign). */
const shown = (entry: RouteEntry, body: unknown) => entry.byDesign?.(body) ?? body;
const isPublic = (entry: RouteEntry) => entry.who === 'public';
/** The caller whose own things a request uses: the first kind the rule lets in. */
const firstAllowed = (entry: RouteEntry) => parties.find((party) => allows(entry.who, party))!;

async function callOf(entry: RouteEntry, caller: Party, record?: StoredRecord): Promise<Call> {
  return (await entry.call?.({ harness, caller, record })) ?? {};
}

function send(
  verb: string,
  key: RouteKey,
  call: Call,
  record: StoredRecord | undefined,
  token: string | null,
) {
  const path = (call.path ?? pathOf(key)).replace(':id', record?.id ?? '');
  return new ApiClient(harness).request(verb, path, {
    json: call.body,
    headers: call.headers,
    token,
  });
}

const tokenOf = (entry: RouteEntry, party: Party) =>
  isPublic(entry) ? null : (party.client.token ?? null);

/** Work that lands after an answer (buffered audit rows of reads, event deliveries) lands now. */
async function settled() {
  await harness.ctx.auditBuffer.flush();
  await harness.events.settle();
}

/**
 * Messages to others are the one change a request may make of theirs: a new or returned transport
 * tells the companies whose area it is in (PRODUCT.md §5). Who hears what, and that no health
 * data is in it, is pinned by notifications.test.ts and transport-notifications.test.ts.
 */
const MESSAGES_TO_OTHERS = 'notifications';

async function othersRows(scope: Scope) {
  const { [MESSAGES_TO_OTHERS]: _messages, ...rows } = await footprint(harness.database.db, scope);
  return rows;
}

/** Sends, and checks that nothing of `scope` changed in the database meanwhile. */
async function untouched(scope: Scope, request: () => ReturnType<typeof send>) {
  await settled();
  const before = await othersRows(scope);
  const response = await request();
  await settled();
  const after = await othersRows(scope);
  expect(after, `rows of others changed; answer ${JSON.stringify(response.body)}`).toEqual(before);
  return response;
}

function expectRefused(
  response: Awaited<ReturnType<typeof send>>,
  status: 403 | 404,
  code: 1403 | 1404,
) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.code).toBe(code);
  expect(Object.keys(response.body).sort()).toEqual(['code', 'message']);
}

/** Organisation and user ids (and a role) of the victim, as a body or a query might name them. */
function smuggled(call: Call, victim: Party, path: string): Call {
  const ids = {
    organizationId: victim.organizationId,
    organization_id: victim.organizationId,
    userId: victim.userId,
    user_id: victim.userId,
    createdBy: victim.userId,
    role: 'admin',
  };
  const extra: Record<string, unknown> = { ...ids, organization: { id: victim.organizationId } };
  const own = call.body;
  const body =
    own !== null && typeof own === 'object' && !Array.isArray(own)
      ? { ...Object.fromEntries(Object.entries(extra).filter(([k]) => !(k in own))), ...own }
      : own;
  const target = call.path ?? path;
  return {
    ...call,
    body,
    path: `${target}${target.includes('?') ? '&' : '?'}${new URLSearchParams(ids)}`,
  };
}

describe('the matrix and the app', () => {
  it('has an entry for every route the app answers', () => {
    expect(routes.filter((key) => !(key in ROUTE_TABLE))).toEqual([]);
  });

  it('has no entry for a route the app does not answer', () => {
    expect(Object.keys(ROUTE_TABLE).filter((key) => !routes.includes(key as RouteKey))).toEqual([]);
  });

  it('knows the body of every POST, PUT and PATCH route (its schema, or none)', () => {
    const writes = routes.filter((key) => /^(POST|PUT|PATCH|ALL) /.test(key));
    expect(writes.filter((key) => ROUTE_TABLE[key] && !ROUTE_TABLE[key].input)).toEqual([]);
  });

  it('answers the verbs a path does not have with 404/1404', async () => {
    const verbsOf = new Map<string, Set<string>>();
    for (const key of routes.filter((key) => key.includes(' /v1/') && !key.endsWith('*'))) {
      verbsOf.set(pathOf(key), (verbsOf.get(pathOf(key)) ?? new Set()).add(methodOf(key)));
    }
    const caller = parties[0]!;
    for (const [path, verbs] of verbsOf) {
      for (const verb of ALL_VERBS.filter((v) => !verbs.has(v))) {
        const response = await new ApiClient(harness).request(
          verb,
          path.replace(':id', randomUUID()),
          { token: caller.client.token, json: verb === 'GET' ? undefined : {} },
        );
        expect(response.status, `${verb} ${path}`).toBe(404);
        expect(response.body.code).toBe(1404);
      }
    }
  });
});

const cases = routes.flatMap((key) => {
  const entry = ROUTE_TABLE[key];
  if (!entry) return [];
  const verbs = methodOf(key) === 'ALL' ? ALL_VERBS : [methodOf(key)];
  return verbs.map((verb) => ({ verb, key, entry, name: `${verb} ${pathOf(key)}` }));
});

describe.each(cases)('$name', ({ verb, key, entry }) => {
  if (isPublic(entry)) {
    it(`answers anyone without a token (${entry.ok})`, async () => {
      const subject = parties[0]!;
      const call = await callOf(entry, subject);
      const response = await untouched(scopeOf(others(subject)), () =>
        send(verb, key, call, undefined, null),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(entry.ok);
      expect(tracesOf(shown(entry, response.body), others(subject))).toEqual([]);
    });
  } else {
    it('refuses a request without a token, or with a forged one, with 401/0', async () => {
      const owner = firstAllowed(entry);
      const record = await entry.record?.(owner);
      const call = await callOf(entry, owner, record);
      for (const token of [null, 'forged.token.value', `${owner.client.token}x`]) {
        const response = await untouched(scopeOf(parties), () =>
          send(verb, key, call, record, token),
        );
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ code: 0, message: 'Bitte melden Sie sich an.' });
      }
    });

    it.each(CALLER_KINDS.map((kind, index) => ({ ...kind, index })))(
      'as $label: by its rule, changing nothing of others',
      async ({ index }) => {
        const caller = parties[index]!;
        const record = await entry.record?.(caller);
        const call = await callOf(entry, caller, record);
        const response = await untouched(scopeOf(others(caller)), () =>
          send(verb, key, call, record, tokenOf(entry, caller)),
        );
        if (allows(entry.who, caller)) {
          expect(response.status, JSON.stringify(response.body)).toBe(entry.ok);
        } else {
          expectRefused(response, 403, 1403);
        }
        expect(tracesOf(shown(entry, response.body), others(caller))).toEqual([]);
      },
    );
  }

  if (entry.record || entry.foreign) {
    it('another organisation’s ids: 404/1404 (403 where the rule refuses anyway), nothing of theirs changed or shown', async () => {
      const owner = isPublic(entry) ? parties[0]! : firstAllowed(entry);
      const record = await entry.record?.(owner);
      for (const attacker of others(owner)) {
        const call = entry.foreign
          ? await entry.foreign({ harness, caller: attacker, owner, record })
          : await callOf(entry, attacker, record);
        // Writes also inside the Idempotency-Key transaction, a path of its own.
        const keyed = {
          ...call,
          headers: { ...call.headers, 'idempotency-key': idempotencyKey() },
        };
        for (const attempt of verb === 'GET' ? [call] : [call, keyed]) {
          const response = await untouched(scopeOf([owner]), () =>
            send(verb, key, attempt, record, tokenOf(entry, attacker)),
          );
          if (allows(entry.who, attacker)) expectRefused(response, 404, 1404);
          else expectRefused(response, 403, 1403);
          expect(tracesOf(shown(entry, response.body), [owner]), attacker.label).toEqual([]);
        }
      }
    });
  }

  it('ignores organisation and user ids smuggled into body and query', async () => {
    const caller = isPublic(entry) ? parties[0]! : firstAllowed(entry);
    const record = await entry.record?.(caller);
    const call = smuggled(await callOf(entry, caller, record), others(caller)[0]!, pathOf(key));
    const response = await untouched(scopeOf(others(caller)), () =>
      send(verb, key, call, record, tokenOf(entry, caller)),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(entry.ok);
    expect(tracesOf(shown(entry, response.body), others(caller))).toEqual([]);
    if (response.status === 201 && typeof response.body?.id === 'string') {
      // The record landed in the caller's organisation, and nowhere else.
      expect(Object.values(await whereIdLives(harness.database.db, response.body.id))).toEqual([
        caller.organizationId,
      ]);
    }
    if (!isPublic(entry)) {
      const account = await caller.client.get('/v1/account');
      expect(account.body.role).toBe(caller.role);
      expect(account.body.organization.id).toBe(caller.organizationId);
    }
  });
});
