/**
 * The Host and Origin checks against DNS rebinding (issue 14, item 10): writes must come from
 * PUBLIC_URL's origin, whatever Host the request names, and a Host that is not PUBLIC_URL's is
 * refused outright unless a trusted proxy stands in front.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { favoriteAddressInput } from './support/master-data';

let direct: Harness;
let proxied: Harness;
let token: string;
beforeAll(async () => {
  direct = await startHarness({ transport: 'http' });
  proxied = await startHarness({ transport: 'http', trustProxy: true, database: direct.database });
  ({
    answer: { access_token: token },
  } = await signedInUser(direct));
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
});

type Answer = { status: number; body: { code?: number; message?: string } };

/** fetch cannot set Host; node's http.request sends whatever a rebinding browser would. */
function send(
  harness: Harness,
  method: string,
  path: string,
  headers: Record<string, string>,
  json?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${harness.baseUrl}${path}`,
      {
        method,
        headers: { ...headers, ...(json ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(json ? JSON.stringify(json) : undefined);
  });
}

const create = (harness: Harness, headers: Record<string, string>) =>
  send(
    harness,
    'POST',
    '/v1/favorite-addresses',
    { authorization: `Bearer ${token}`, ...headers },
    favoriteAddressInput(),
  );

describe('DNS rebinding', () => {
  it('refuses a foreign Host with the matching Origin and a valid token', async () => {
    const answer = await create(direct, {
      host: 'evil.example:3502',
      origin: 'http://evil.example:3502',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 1400,
      message: 'Dieser Hostname gehört nicht zu diesem Server.',
    });
    // Reads too: a rebound page could otherwise read what the server answers.
    const read = await send(direct, 'GET', '/v1/config', { host: 'evil.example' });
    expect(read.status).toBe(400);
  });

  it("accepts PUBLIC_URL's host, and IP addresses and localhost that no DNS can take over", async () => {
    for (const host of [
      'localhost:3000',
      'LOCALHOST:3000',
      '127.0.0.1:3000',
      '[::1]:8080',
      'localhost',
    ]) {
      const answer = await send(direct, 'GET', '/v1/config', { host });
      expect(answer.status, host).toBe(200);
    }
  });

  it("compares Origin with PUBLIC_URL's origin, not with the origin the Host names", async () => {
    // The request's own origin (Host 127.0.0.1:…) is not PUBLIC_URL (http://localhost:3000).
    const { host } = new URL(direct.baseUrl);
    const ownHost = await create(direct, { host, origin: `http://${host}` });
    expect(ownHost.status).toBe(403);
    expect(ownHost.body.code).toBe(1403);
    const publicOrigin = await create(direct, { host, origin: 'http://localhost:3000' });
    expect(publicOrigin.status).toBe(201);
  });

  it('behind a trusted proxy leaves the Host to the proxy, but still checks Origin', async () => {
    const viaProxy = await create(proxied, {
      host: 'backend.internal:8080',
      origin: 'http://localhost:3000',
    });
    expect(viaProxy.status).toBe(201);
    const foreign = await create(proxied, {
      host: 'evil.example:3502',
      origin: 'http://evil.example:3502',
    });
    expect(foreign.status).toBe(403);
  });
});
