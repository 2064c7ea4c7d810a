/**
 * Bad input on every write route, generated from the route's valibot schema
 * (support/malformed-bodies.ts): the answer is always the contract's error body — 400, 413, or
 * 422 naming the field — never a 500, and nothing is stored (rows of the caller and of what the
 * request names are counted before and after). Unknown and `__proto__` keys are ignored and
 * pollute nothing. Seeded and reproducible: FUZZ_SEED=<n> runs another seed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appRoutes, methodOf, pathOf, type RouteKey } from './support/app-routes';
import { ApiClient, type ApiResponse } from './support/client';
import { scopeOf, storedRows } from './support/footprint';
import { startHarness } from './support/harness';
import { malformedBodies, type BodyCase } from './support/malformed-bodies';
import { errorBodyProblems } from './support/malformed-values';
import { CALLER_KINDS, keepSignedIn, signUpParty, type Party } from './support/parties';
import { allows, type RouteEntry } from './support/route-calls';
import { ROUTE_TABLE } from './support/route-table';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const harness = await startHarness();
const db = harness.database.db;
const writeRoutes = appRoutes(harness.app).filter(
  (key) => typeof ROUTE_TABLE[key]?.input === 'object',
);
/** A ward admin, and a company admin for the routes only companies may call. */
let parties: Party[];
let party: Party;

beforeAll(async () => {
  parties = await Promise.all(
    [CALLER_KINDS[0]!, CALLER_KINDS[2]!].map((kind) => signUpParty(harness, kind)),
  );
});
afterAll(() => harness.close());
beforeEach(() => keepSignedIn(harness, parties));

/** A valid request of the party to the route: its body is what the cases break. */
async function validRequest(key: RouteKey, entry: RouteEntry) {
  party = parties.find((candidate) => allows(entry.who, candidate))!;
  const record = await entry.record?.(party);
  const call = (await entry.call?.({ harness, caller: party, record })) ?? {};
  return {
    call,
    record,
    path: (call.path ?? pathOf(key)).replace(':id', record?.id ?? ''),
    token: entry.who === 'public' ? null : (party.client.token ?? null),
  };
}
type ValidRequest = Awaited<ReturnType<typeof validRequest>>;

/**
 * What is stored of the party and of the request's own words, and the record it names — once the
 * work after earlier answers (event deliveries: notifications) has landed, so it is not counted
 * against the request measured next.
 */
async function stored(request: ValidRequest) {
  await harness.events.settle();
  // The audit rows of earlier answers are written from a buffer on a timer: in now, not later.
  await harness.ctx.auditBuffer.flush();
  return storedRows(db, scopeOf([party], request.call.markers), request.record?.id);
}

/** Where the answer breaks the contract for this case, in words; empty when it keeps it. */
function answerProblems(
  bodyCase: BodyCase,
  entry: RouteEntry,
  response: ApiResponse<Record<string, unknown>>,
  rootIsUnion: boolean,
): string[] {
  const { status, body } = response;
  const answer = `${status} ${JSON.stringify(body)?.slice(0, 200)}`;
  if (bodyCase.expect === 'ignored') {
    if (status !== entry.ok) return [`expected ${entry.ok}, got ${answer}`];
    return /unknownFieldXyz|polluted/.test(JSON.stringify(body)) ? [`echoed: ${answer}`] : [];
  }
  const allowed = { rejected: [400, 422], malformed: [400], 'too large': [413] }[bodyCase.expect];
  if (!allowed.includes(status)) return [`expected ${allowed.join(' or ')}, got ${answer}`];
  const problems = errorBodyProblems(response);
  if (status === 422) {
    const errors = (body.errors ?? {}) as Record<string, unknown>;
    const texts = Object.values(errors).every(
      (messages) =>
        Array.isArray(messages) &&
        messages.length > 0 &&
        messages.every((text) => typeof text === 'string' && text),
    );
    if (!texts) problems.push(`errors are not lists of messages: ${answer}`);
    const keys = Object.keys(errors);
    const field = bodyCase.field;
    const names = keys.some(
      (key) =>
        field === '' ||
        key === field ||
        key.startsWith(`${field}.`) ||
        field.startsWith(`${key}.`) ||
        (key === '_' && rootIsUnion),
    );
    if (!names) problems.push(`errors do not name ${field}: ${answer}`);
  }
  return problems;
}

function send(key: RouteKey, request: ValidRequest, bodyCase: BodyCase) {
  return new ApiClient(harness).request(methodOf(key), request.path, {
    body: bodyCase.body(request.call.body) as BodyInit,
    headers: { ...request.call.headers, 'content-type': bodyCase.contentType },
    token: request.token,
  });
}

/**
 * Runs every case of a route; returns the broken promises, one line each. Rows are counted
 * before and after the refused cases of each field (a case that was accepted is reported as
 * such, and its field's count is then not comparable).
 */
async function tryCases(key: RouteKey, entry: RouteEntry, cases: BodyCase[], first: ValidRequest) {
  const rootIsUnion = (entry.input as { type: string }).type === 'union';
  const problems: string[] = [];
  const report = (bodyCase: BodyCase, found: string[]) =>
    problems.push(
      ...found.map((text) => `${bodyCase.field || '(body)'} · ${bodyCase.label}: ${text}`),
    );
  let base = first;
  for (const field of new Set(cases.map((bodyCase) => bodyCase.field))) {
    const ofField = cases.filter((bodyCase) => bodyCase.field === field);
    for (const bodyCase of ofField.filter((item) => item.expect === 'ignored')) {
      // What is left is a valid request, which succeeds: each gets a fresh one.
      const response = await send(key, await validRequest(key, entry), bodyCase);
      report(bodyCase, answerProblems(bodyCase, entry, response, rootIsUnion));
    }
    const before = await stored(base);
    let comparable = true;
    for (const bodyCase of ofField.filter((item) => item.expect !== 'ignored')) {
      const response = await send(key, base, bodyCase);
      report(bodyCase, answerProblems(bodyCase, entry, response, rootIsUnion));
      if (response.status < 300) {
        // Accepted where it must not be: the request is used up (a version, an address).
        base = await validRequest(key, entry);
        comparable = false;
      }
    }
    const after = comparable ? await stored(base) : before;
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      problems.push(
        `${field || '(body)'}: stored ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
      );
    }
  }
  return problems;
}

describe(`malformed bodies (seed ${SEED})`, () => {
  it('has write routes to try', () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
  });

  // A transport order has some sixty fields, each tried several ways: minutes on a busy machine.
  it.each(writeRoutes)(
    '%s: the error body, never a 500, nothing stored',
    async (key) => {
      const entry = ROUTE_TABLE[key]!;
      const base = await validRequest(key, entry);
      const cases = malformedBodies(entry.input as never, base.call.body, SEED).map((bodyCase) =>
        entry.forms && bodyCase.contentType === 'application/x-www-form-urlencoded'
          ? { ...bodyCase, expect: 'rejected' as const }
          : bodyCase,
      );
      const problems = await tryCases(key, entry, cases, base);
      expect(problems, `${problems.length} of ${cases.length} cases`).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    180_000,
  );
});
