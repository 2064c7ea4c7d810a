/**
 * What every answer carries: security headers (API and static files), the same-origin rule for
 * writes, no-store on the API, JSON 404s under /v1, and the health checks.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../src/contract/patient';
import { ApiClient, signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { idempotencyKey, patientInput } from './support/master-data';

let harness: Harness;
let https: Harness;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'kt-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>Krankentransport App</title>',
  );
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Krankentransport"}');
  harness = await startHarness({ distDir });
  https = await startHarness({
    publicUrl: 'https://kt.example.org',
    distDir,
    database: harness.database,
  });
});
afterAll(async () => {
  await https.close();
  await harness.close();
  rmSync(distDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy')!;
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/v1/config'],
    ['an API error', '/v1/account'],
    ['the app shell', '/'],
    ['a hashed asset', '/assets/index-abc123.js'],
    ['a client-side route', '/transports/new'],
    ['the service worker', '/sw.js'],
    ['the web manifest', '/manifest.webmanifest'],
    ['a missing file', '/assets/index-missing.js'],
    ['a health check', '/healthz'],
    ['the readiness check', '/readyz'],
  ])('are on %s, without HSTS under http', async (_label, url) => {
    const response = await harness.fetch(url);
    expect(response.status).toBeLessThan(500);
    expectSecurityHeaders(response.headers);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('are on refusals: 413, 403, 401, 400 for a foreign host, 404 under /v1', async () => {
    const answers = [
      await harness.fetch('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(1_100_000),
      }),
      await harness.fetch('/v1/auth/logout', {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      }),
      await harness.fetch('/v1/account'),
      await harness.app.request('http://evil.example/v1/config'),
      await harness.fetch('/v1/nothing-here'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([413, 403, 401, 400, 404]);
    for (const answer of answers) {
      expectSecurityHeaders(answer.headers);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(answers[0]!.headers.get('connection')).toBe('close');
  });

  it('are on the refusals of domain rules: 422, 409, 1423 and 429', async () => {
    const { client } = await signedInUser(harness);
    const created = await client.post<Patient>('/v1/patients', patientInput());
    const key = idempotencyKey();
    await client.post('/v1/patients', patientInput(), { headers: { 'idempotency-key': key } });
    const guesser = new ApiClient(harness);
    const unknown = `x.${randomUUID()}@example.org`;
    for (let i = 0; i < 5; i++) await guesser.login(unknown, `Falsch-${i}`);
    const answers = [
      await client.post('/v1/patients', {}),
      await client.put(`/v1/patients/${created.body.id}`, {
        ...patientInput(),
        version: created.body.version + 5,
      }),
      await client.post('/v1/patients', patientInput({ lastName: 'Anders' }), {
        headers: { 'idempotency-key': key },
      }),
      await guesser.login(unknown, 'Falsch-5'),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [422, 1422],
      [409, 1409],
      [422, 1423],
      [429, 1429],
    ]);
    for (const answer of answers) {
      expectSecurityHeaders(answer.headers);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('include HSTS when PUBLIC_URL is https, on API and static answers', async () => {
    for (const url of ['/v1/config', '/', '/assets/index-abc123.js']) {
      const response = await https.fetch(url);
      expectSecurityHeaders(response.headers);
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('include HSTS behind a trusted proxy that reports https, and only then', async () => {
    const proxied = await startHarness({ trustProxy: true, database: harness.database });
    try {
      const viaHttps = await proxied.fetch('/healthz', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(viaHttps.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      const viaHttp = await proxied.fetch('/healthz', { headers: { 'x-forwarded-proto': 'http' } });
      expect(viaHttp.headers.get('strict-transport-security')).toBeNull();
      // Without a trusted proxy the header is the client's word and is ignored.
      const untrusted = await harness.fetch('/healthz', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});

describe('static files', () => {
  it('serve the shell and the worker no-cache and hashed assets immutable', async () => {
    const shell = await harness.fetch('/');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('Krankentransport App');
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      expect((await harness.fetch(url)).headers.get('cache-control'), url).toBe('no-cache');
    }
    const asset = await harness.fetch('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A missing file is no app route, and its 404 must not be kept forever.
    const missing = await harness.fetch('/assets/index-missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });

  it('answer client-side routes with the shell, but never /v1 paths', async () => {
    const route = await harness.fetch('/transports/4711');
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/text\/html/);
    expect(await route.text()).toContain('Krankentransport App');

    const api = await harness.fetch('/v1/transports-that-do-not-exist');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('same-origin writes', () => {
  const login = (headers: Record<string, string>) =>
    new ApiClient(harness).post(
      '/v1/auth/login',
      { email: 'someone@example.org', password: 'irrelevant' },
      { headers },
    );

  it('refuse a POST with a foreign Origin with 403/1403', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
      const response = await login({ origin });
      expect(response.status, origin).toBe(403);
      expect(response.body).toEqual({
        code: 1403,
        message: 'Anfragen von fremden Seiten sind nicht erlaubt.',
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuse cross-site fetches announced by Sec-Fetch-Site', async () => {
    const response = await login({ 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(1403);
  });

  it('allow the same origin, the PUBLIC_URL origin and requests without Origin', async () => {
    const variants: Record<string, string>[] = [
      { origin: 'http://localhost:3000' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      {},
    ];
    for (const headers of variants) {
      const response = await login(headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.body.code).toBe(1001);
    }
  });

  it('check writes of every method, but not reads', async () => {
    const { client } = await signedInUser(harness);
    const origin = { origin: 'https://evil.example' };
    expect((await client.put('/v1/account', {}, { headers: origin })).status).toBe(403);
    expect((await client.delete('/v1/account', { headers: origin })).status).toBe(403);
    expect((await client.get('/v1/account', { headers: origin })).status).toBe(200);
  });

  it('answer in English with Accept-Language: en', async () => {
    const response = await new ApiClient(harness).post(
      '/v1/auth/logout',
      {},
      { headers: { origin: 'https://evil.example', 'accept-language': 'en' } },
    );
    expect(response.body.message).toBe('Requests from other sites are not allowed.');
  });
});

describe('API answers', () => {
  it('carry Cache-Control: no-store, errors included', async () => {
    const client = new ApiClient(harness);
    const answers = [
      await client.get('/v1/config'),
      await client.get('/v1/account'),
      await client.post('/v1/auth/login', { email: 'x' }),
      await client.get('/v1/nothing-here'),
      await client.request('POST', '/v1/auth/login', {
        body: 'x'.repeat(1_100_000),
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 422, 404, 413]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answer an unknown /v1 path with a JSON 404/1404, for every method', async () => {
    const client = new ApiClient(harness);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await client.request(method, '/v1/unknown/path?x=1');
      expect(response.status, method).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual({ code: 1404, message: 'Nicht gefunden.' });
    }
    expect((await client.get('/v1')).status).toBe(404);
  });

  it('describe realtime and push in GET /v1/config', async () => {
    const response = await new ApiClient(harness).get('/v1/config');
    expect(response.body).toEqual({
      pusher: {
        key: harness.ctx.keys.realtime.key,
        cluster: 'eu',
        wsHost: 'localhost',
        wsPort: 3000,
        forceTLS: false,
      },
      vapidPublicKey: harness.ctx.keys.vapid.publicKey,
      version: 'test',
    });
    const secure = await new ApiClient(https).get('/v1/config');
    expect(secure.body.pusher).toMatchObject({
      wsHost: 'kt.example.org',
      wsPort: 443,
      forceTLS: true,
    });
  });
});

describe('health checks', () => {
  it('GET /healthz answers 200 with the version', async () => {
    const response = await harness.fetch('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', version: 'test' });
  });

  it('GET /readyz answers 200 while the database answers, 503 and why once it is closed', async () => {
    const own = await startHarness();
    const { answer } = await signedInUser(own);
    const ready = await own.fetch('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    await own.close();
    const closed = await own.fetch('/readyz');
    expect(closed.status).toBe(503);
    expect(closed.headers.get('retry-after')).toBe('5');
    expectSecurityHeaders(closed.headers);
    const body = (await closed.json()) as { status: string; database: { problem: string } };
    expect(body).toEqual({
      status: 'unavailable',
      database: { problem: 'error', error: expect.any(String) },
    });
    // An API call that fails on the closed database: a 500 with the headers and the request id.
    const failed = await own.fetch('/v1/account', {
      headers: { authorization: `Bearer ${answer.access_token}` },
    });
    expect(failed.status).toBe(500);
    expectSecurityHeaders(failed.headers);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.json()).toEqual({
      code: 1500,
      message: 'Ein interner Fehler ist aufgetreten.',
      requestId: failed.headers.get('x-request-id'),
    });
    // Liveness does not depend on the database.
    expect((await own.fetch('/healthz')).status).toBe(200);
  });
});
