/**
 * Bad query strings on every route that reads one, generated from the route's valibot query
 * schema (support/malformed-queries.ts): the answer is the route's own or the contract's error
 * body — 400 or 422 naming the parameter — and never a 500 (issue 23 §3: year 0000 and NUL were).
 * Every route answering a page must name its query schema in the route table (or say it reads
 * none), so a new list is fuzzed the day it lands.
 */
import type * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appRoutes, methodOf, pathOf, type RouteKey } from './support/app-routes';
import { ApiClient, type ApiResponse } from './support/client';
import { startHarness } from './support/harness';
import { malformedQueries, type QueryCase } from './support/malformed-queries';
import { errorBodyProblems } from './support/malformed-values';
import { CALLER_KINDS, keepSignedIn, signUpParty, type Party } from './support/parties';
import { allows, type RouteEntry } from './support/route-calls';
import { ROUTE_TABLE } from './support/route-table';

const harness = await startHarness();
const routes = appRoutes(harness.app);
const queryRoutes = routes.filter((key) => typeof ROUTE_TABLE[key]?.query === 'object');
/** A ward admin, and a company admin for the routes only companies may call. */
let parties: Party[];

beforeAll(async () => {
  parties = await Promise.all(
    [CALLER_KINDS[0]!, CALLER_KINDS[2]!].map((kind) => signUpParty(harness, kind)),
  );
});
afterAll(() => harness.close());
beforeEach(() => keepSignedIn(harness, parties));

async function validRequest(key: RouteKey, entry: RouteEntry) {
  const party = parties.find((candidate) => allows(entry.who, candidate))!;
  const record = await entry.record?.(party);
  const call = (await entry.call?.({ harness, caller: party, record })) ?? {};
  const url = new URL((call.path ?? pathOf(key)).replace(':id', record?.id ?? ''), 'http://x');
  return { path: url.pathname, query: url.searchParams, token: party.client.token ?? null };
}

/** Where the answer breaks the contract for this case, in words; empty when it keeps it. */
function answerProblems(
  queryCase: QueryCase,
  entry: RouteEntry,
  response: ApiResponse<Record<string, unknown>>,
): string[] {
  const { status, body } = response;
  const answer = `${status} ${JSON.stringify(body)?.slice(0, 160)}`;
  if (status === entry.ok) {
    if (queryCase.expect === 'rejected') return [`accepted: ${answer}`];
    return /polluted/.test(JSON.stringify(body)) ? [`echoed: ${answer}`] : [];
  }
  if (queryCase.expect === 'ignored' || ![400, 422].includes(status))
    return [`expected ${queryCase.expect === 'ignored' ? entry.ok : '400 or 422'}, got ${answer}`];
  const problems = errorBodyProblems(response);
  const errors = (body?.errors ?? {}) as Record<string, unknown>;
  // A list parameter (`status=a,b`) is named with the item: `status.0`.
  const { parameter } = queryCase;
  if (!Object.keys(errors).some((key) => key === parameter || key.startsWith(`${parameter}.`)))
    problems.push(`does not name the parameter: ${answer}`);
  return problems;
}

describe('malformed query strings', () => {
  it('names the query schema of every route that answers a page', async () => {
    const lists: RouteKey[] = [];
    for (const key of routes.filter((route) => methodOf(route) === 'GET' && !route.includes(':'))) {
      const entry = ROUTE_TABLE[key];
      if (!entry || entry.who === 'public') continue;
      const request = await validRequest(key, entry);
      const response = await new ApiClient(harness).get(`${request.path}?${request.query}`, {
        token: request.token,
      });
      if (response.body && typeof response.body === 'object' && 'total_rows' in response.body)
        lists.push(key);
    }
    expect(lists.length).toBeGreaterThanOrEqual(10);
    expect(lists.filter((key) => !ROUTE_TABLE[key]!.query)).toEqual([]);
  });

  it.each(queryRoutes)(
    '%s: its own answer or the error body naming the parameter, never a 500',
    async (key) => {
      const entry = ROUTE_TABLE[key]!;
      const problems: string[] = [];
      let serverErrors = 0;
      let request = await validRequest(key, entry);
      const cases = malformedQueries(entry.query as v.GenericSchema, request.query);
      for (const queryCase of cases) {
        const pairs = queryCase.pairs(request.query).map(([name, value]) => `${name}=${value}`);
        const response = await new ApiClient(harness).request(
          methodOf(key),
          `${request.path}?${pairs.join('&')}`,
          { token: request.token },
        );
        if (response.status >= 500) serverErrors += 1;
        problems.push(
          ...answerProblems(queryCase, entry, response).map(
            (text) => `${queryCase.parameter} · ${queryCase.label}: ${text}`,
          ),
        );
        // A write that succeeded (a deleted subscription) used its request up.
        if (response.status < 300 && methodOf(key) !== 'GET')
          request = await validRequest(key, entry);
      }
      expect(serverErrors, `500s of ${cases.length} cases`).toBe(0);
      expect(problems, `${problems.length} of ${cases.length} cases`).toEqual([]);
    },
    180_000,
  );
});
