/**
 * The auth flow over a real port (node-server + fetch): real Set-Cookie and Cookie headers, a
 * real client address, the body limit on a streamed upload.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, PASSWORD, mailedLink, registration, uniqueAddress } from './support/client';

const crewTabletAddress = uniqueAddress();
import { startHarness, type Harness } from './support/harness';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ transport: 'http' });
});
afterAll(() => harness.close());

describe('over HTTP', () => {
  it('registers, confirms, logs in, refreshes and logs out', async () => {
    const client = new ApiClient(harness);
    const input = registration('transport_company');
    const registered = await client.post('/v1/auth/register', input, {
      headers: { 'user-agent': 'Crew-Tablet/1.0' },
    });
    expect(registered.status).toBe(201);
    const { userId, code } = (await mailedLink(harness, input.email, 'confirm-email'))!;
    expect((await client.post('/v1/auth/confirm-email', { userId, code })).status).toBe(200);

    const login = await client.login(input.email, PASSWORD, {
      headers: { 'user-agent': 'Crew-Tablet/1.0', 'x-forwarded-for': crewTabletAddress },
    });
    expect(login.status).toBe(200);
    const setCookie = login.headers.getSetCookie();
    expect(setCookie).toHaveLength(2);
    expect(setCookie[0]).toMatch(
      /^refresh_token=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/v1\/auth; HttpOnly; SameSite=Strict$/,
    );
    expect(setCookie[1]).toMatch(
      /^device=[0-9a-f-]{36}\.[\w-]{22}\.[\w-]{43}; Max-Age=31536000; Path=\/v1\/auth; HttpOnly; SameSite=Strict$/,
    );

    // The real client address is recorded; X-Forwarded-For is ignored without TRUST_PROXY.
    const sessions = await client.get('/v1/account/sessions');
    expect(sessions.status).toBe(200);
    expect(sessions.body.data).toHaveLength(1);
    expect(sessions.body.data[0]).toMatchObject({
      userAgent: 'Crew-Tablet/1.0',
      ip: harness.clientAddress,
      current: true,
    });

    const before = client.cookies.get('refresh_token');
    const refreshed = await client.refresh();
    expect(refreshed.status).toBe(200);
    expect(client.cookies.get('refresh_token')).not.toBe(before);
    expect((await client.get('/v1/account')).status).toBe(200);

    const logout = await client.post('/v1/auth/logout');
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^refresh_token=; Max-Age=0; Path=\/v1\/auth/);
    expect(client.cookies.has('refresh_token')).toBe(false);
    expect((await client.get('/v1/account')).status).toBe(401);
  });

  it('answers five parallel refreshes with one cookie with one successor', async () => {
    const client = new ApiClient(harness);
    const input = registration();
    await client.post('/v1/auth/register', input);
    const { userId, code } = (await mailedLink(harness, input.email, 'confirm-email'))!;
    await client.post('/v1/auth/confirm-email', { userId, code });
    await client.login(input.email, PASSWORD);
    const cookie = client.cookies.get('refresh_token')!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        harness.fetch('/v1/auth/refresh', {
          method: 'POST',
          headers: { cookie: `refresh_token=${cookie}` },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(answers.map((a) => a.headers.getSetCookie()[0]!.split(';')[0]));
    expect(successors.size).toBe(1);
  });

  it('refuses a streamed body over 1 MiB with 413/1413 and closes that connection cleanly', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const url = new URL(`${harness.baseUrl}/v1/auth/register`);
      const refused = await new Promise<Answer>((resolve, reject) => {
        let answer: Answer | undefined;
        const req = request(
          url,
          { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
          (res) => {
            answer = { status: res.statusCode!, headers: res.headers, body: '' };
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (answer!.body += chunk));
            res.on('end', () => resolve(answer!));
          },
        );
        // The server may answer and close while the upload is still being written.
        req.on('error', (error) => (answer ? resolve(answer) : reject(error)));
        // Chunked, without Content-Length: the limit must count what arrives.
        req.write('{"firstname":"');
        const chunk = 'x'.repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 2 * 1024 * 1024 && !answer) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end('"}');
        };
        pump();
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body)).toEqual({
        code: 1413,
        message: 'Die Anfrage ist zu groß (höchstens 1 MiB).',
      });
      // The next request through the same keep-alive agent gets a fresh connection and works.
      const next = await new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request(`${harness.baseUrl}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(next).toEqual({ status: 200, reused: false });
    } finally {
      agent.destroy();
    }
  });

  it('answers a declared body over 1 MiB even to a client that sends it all before reading', async () => {
    const { port } = new URL(harness.baseUrl);
    const size = 3 * 1024 * 1024;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      // A reset after the whole answer arrived is harmless; one before it would lose the answer.
      socket.on('error', (error) =>
        received.includes('"code"') ? resolve(received) : reject(error),
      );
      socket.on('close', () => resolve(received));
      socket.write(
        'POST /v1/auth/login HTTP/1.1\r\nHost: localhost:3000\r\n' +
          `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      socket.end(Buffer.alloc(size, 0x20));
    });
    const [head, body] = raw.split('\r\n\r\n') as [string, string];
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    // The body is read and dropped, not cut off: the connection could carry the next request.
    expect(head.toLowerCase()).toContain('connection: keep-alive');
    expect(JSON.parse(body)).toMatchObject({ code: 1413 });
    expect((await harness.fetch('/healthz')).status).toBe(200);
  });

  it('lets fetch read the 413 of a 10 MB body, every time (it was an EPIPE, issue 23 §4)', async () => {
    const body = new Uint8Array(10 * 1024 * 1024).fill(0x20);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await harness.fetch('/v1/patients', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        code: 1413,
        message: 'The request is too large (at most 1 MiB).',
      });
    }
  });

  it('answers malformed JSON with 400/1400', async () => {
    const response = await harness.fetch('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.de", "password": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 1400 });
  });
});
