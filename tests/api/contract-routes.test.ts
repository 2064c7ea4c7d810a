/**
 * The client's contract and the server's routes name the same endpoints (issue 26). The client's
 * side is read from the code: every `Endpoint` the contract modules export (src/contract, called
 * with placeholder params), plus the few calls made elsewhere — an `endpoint.*` declared inside a
 * feature, `api.get('…')` on the ky client, `fetch('/v1/…', { method })` where ky cannot be used
 * (the refresh, the service worker). The server's side is Hono's own route table
 * (support/app-routes.ts). A route the client never calls must be named below with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { appRoutes, methodOf, pathOf } from './support/app-routes';
import { startHarness } from './support/harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Server routes below `/v1` no screen calls, and why. */
const SERVER_ONLY: Record<string, string> = {
  // The ward reaches a series through its transports (each date links to it); no screen lists
  // the series themselves yet. The list stays for API clients and the series' own API tests.
  'GET transport-series': 'no screen lists series yet',
};

/** "METHOD path" below /v1 with every parameter written `:param` and no query string. */
const keyOf = (method: string, apiPath: string) =>
  `${method} ${apiPath
    .replace(/^\/?(v1\/)?/, '')
    .replace(/\?.*$/, '')
    .replace(/:[^/]+/g, ':param')}`;

/** Stands in for any path parameter: `({ id }) => \`patients/${id}\`` gives `patients/:id`. */
const placeholders = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? `:${key}` : '') });

type Found = { key: string; where: string };

function isEndpoint(
  value: unknown,
): value is { method: string; path: (params: unknown) => string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { method?: unknown }).method === 'string' &&
    typeof (value as { path?: unknown }).path === 'function'
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)testing\//.test(file))
    .map((file) => path.join(dir, file));
}

/** Every endpoint the contract modules export, directly or as a member of an operations object. */
async function contractEndpoints(): Promise<Found[]> {
  const found: Found[] = [];
  for (const file of sourceFiles(path.join('src', 'contract'))) {
    const exports = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      const members = isEndpoint(value)
        ? [[name, value] as const]
        : typeof value === 'object' && value !== null
          ? Object.entries(value).map(([key, member]) => [`${name}.${key}`, member] as const)
          : [];
      for (const [where, member] of members) {
        if (isEndpoint(member)) {
          found.push({
            key: keyOf(member.method, member.path(placeholders)),
            where: `${file} ${where}`,
          });
        }
      }
    }
  }
  return found;
}

/** The calls made outside the contract, read from the source text. */
const CALL_PATTERNS = [
  // endpoint.get<Page<Named>>('teams') declared inside a feature
  /endpoint\.(get|post|put|delete)\s*(?:<[^(]*>)?\s*\(\s*'([^']+)'/g,
  // api.get('config'), api\n  .post('auth/channel', …) on the ky client
  /\bapi\s*\.(get|post|put|delete)\(\s*'([^']+)'/g,
  // fetch('/v1/auth/refresh', { method: 'POST', … }) where ky cannot be used
  /fetch\(\s*'(\/v1\/[^']+)'\s*,\s*\{[^}]*?method:\s*'(\w+)'/g,
];

function callsOutsideTheContract(): Found[] {
  const found: Found[] = [];
  for (const file of [...sourceFiles('src'), ...sourceFiles('sw')]) {
    if (file.startsWith(`src${path.sep}contract`)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [index, pattern] of CALL_PATTERNS.entries()) {
      for (const match of text.matchAll(pattern)) {
        const [method, apiPath] =
          index === 2 ? [match[2]!, match[1]!] : [match[1]!.toUpperCase(), match[2]!];
        found.push({ key: keyOf(method, apiPath), where: file });
      }
    }
  }
  return found;
}

const harness = await startHarness();
afterAll(() => harness.close());

const serverRoutes = new Set(
  appRoutes(harness.app)
    .filter((route) => pathOf(route).startsWith('/v1/') && methodOf(route) !== 'ALL')
    .map((route) => keyOf(methodOf(route), pathOf(route))),
);
const contractCalls = await contractEndpoints();
const clientCalls = [...contractCalls, ...callsOutsideTheContract()];

describe('the client contract and the server routes', () => {
  it('finds the client calls and the server routes it compares', () => {
    // A pattern that stopped matching would make both directions below pass on nothing.
    expect(contractCalls.length).toBeGreaterThan(60);
    expect(callsOutsideTheContract().map((call) => call.key)).toEqual(
      expect.arrayContaining(['POST auth/refresh', 'GET config', 'POST auth/channel']),
    );
    expect(serverRoutes.size).toBeGreaterThan(60);
  });

  it('calls only routes the server answers', () => {
    const unanswered = clientCalls
      .filter((call) => !serverRoutes.has(call.key))
      .map((call) => `${call.key} (${call.where})`);
    expect(unanswered).toEqual([]);
  });

  it('has a client call for every server route, or a reason why not', () => {
    const called = new Set(clientCalls.map((call) => call.key));
    const uncalled = [...serverRoutes].filter((key) => !called.has(key) && !(key in SERVER_ONLY));
    expect(uncalled).toEqual([]);
  });

  it('names no route as server-only that the client calls or the server no longer has', () => {
    const called = new Set(clientCalls.map((call) => call.key));
    const stale = Object.keys(SERVER_ONLY).filter(
      (key) => called.has(key) || !serverRoutes.has(key),
    );
    expect(stale).toEqual([]);
  });
});
