import { randomUUID } from 'node:crypto';
import { sign } from 'hono/jwt';
import { issueAccessToken } from '../../server/modules/auth/access-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const UNAUTHENTICATED = { code: 0, message: 'Bitte melden Sie sich an.' };

const account = (
  client: Awaited<ReturnType<typeof signedInUser>>['client'],
  token?: string | null,
) => client.get('/v1/account', { token });

describe('access token', () => {
  it('lets a request with a valid token through', async () => {
    const { client, userId } = await signedInUser(harness);
    const response = await account(client);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(userId);
  });

  it('accepts the scheme in any case', async () => {
    const { client } = await signedInUser(harness);
    const response = await client.get('/v1/account', {
      token: null,
      headers: { authorization: `bearer ${client.token}` },
    });
    expect(response.status).toBe(200);
  });

  it('is valid while now <= expire, and 401/1003 after', async () => {
    const { client, answer } = await signedInUser(harness);
    harness.clock.set(new Date(answer.expire * 1000 + 500));
    expect((await account(client)).status).toBe(200);

    harness.clock.set(new Date((answer.expire + 1) * 1000 + 100));
    const expired = await account(client);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 1003, message: 'Das Zugangstoken ist abgelaufen.' });
    harness.clock.set(new Date());
  });

  it('expires 15 minutes after login', async () => {
    const { client } = await signedInUser(harness);
    harness.clock.advance(15 * 60 + 2);
    expect((await account(client)).body.code).toBe(1003);
    harness.clock.set(new Date());
  });

  it('answers 401/0 to a missing, garbage or foreign-signed token', async () => {
    const { client, userId } = await signedInUser(harness);
    const [header, payload] = client.token!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
      sid: string;
      exp: number;
    };
    const foreign = await sign({ sub: userId, sid: claims.sid, exp: claims.exp }, 'not-our-secret');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(
      JSON.stringify({ ...claims, sub: randomUUID() }),
    ).toString('base64url')}.${client.token!.split('.')[2]}`;

    const headers: (string | undefined)[] = [
      undefined,
      'Bearer',
      'Bearer ',
      'Bearer garbage',
      'Bearer a.b.c',
      `Basic ${Buffer.from('user:pass').toString('base64')}`,
      `Token ${client.token}`,
      `Bearer ${client.token} extra`,
      `Bearer ${foreign}`,
      `Bearer ${none}`,
      `Bearer ${tampered}`,
      `Bearer ${'x'.repeat(10_000)}`,
    ];
    for (const authorization of headers) {
      const response = await client.get('/v1/account', {
        token: null,
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.status, authorization?.slice(0, 40)).toBe(401);
      expect(response.body, authorization?.slice(0, 40)).toEqual(UNAUTHENTICATED);
    }
  });

  it('refuses a correctly signed token that names another user than its session', async () => {
    const alice = await signedInUser(harness);
    const bob = await signedInUser(harness);
    const { token } = await issueAccessToken(
      harness.ctx.keys.accessTokenSecret,
      { sub: bob.userId, sid: sessionOf(alice.client.token!) },
      harness.clock.now(),
    );
    const response = await alice.client.get('/v1/account', { token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });

  it('answers 401/0 to the token of a logged-out session', async () => {
    const { client } = await signedInUser(harness);
    const token = client.token!;
    expect((await client.post('/v1/auth/logout')).status).toBe(204);
    const response = await client.get('/v1/account', { token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });

  it('answers in English with Accept-Language: en', async () => {
    const { client } = await signedInUser(harness);
    client.language = 'en';
    expect((await client.get('/v1/account', { token: 'x' })).body).toEqual({
      code: 0,
      message: 'Please sign in.',
    });
    harness.clock.advance(16 * 60);
    expect((await account(client)).body).toEqual({
      code: 1003,
      message: 'The access token has expired.',
    });
    harness.clock.set(new Date());
  });
});

function sessionOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string })
    .sid;
}
