import { sign } from 'hono/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, checkAccessToken, issueAccessToken } from './access-tokens';

const SECRET = 'test-secret-of-sufficient-length';
const claims = { sub: 'user-1', sid: 'session-1' };
const at = (seconds: number, ms = 0) => new Date(seconds * 1000 + ms);
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

describe('issueAccessToken', () => {
  it('expires fifteen minutes after issue, in unix seconds', async () => {
    const { expire } = await issueAccessToken(SECRET, claims, at(1_700_000_000, 999));
    expect(ACCESS_TOKEN_SECONDS).toBe(900);
    expect(expire).toBe(1_700_000_900);
  });

  it('names the moment of issue and the end of the last valid second', async () => {
    const { token } = await issueAccessToken(SECRET, claims, at(1_700_000_000, 999));
    expect(payloadOf(token)).toEqual({
      sub: 'user-1',
      sid: 'session-1',
      iat: 1_700_000_000,
      exp: 1_700_000_901,
    });
  });

  it('carries the user and the session', async () => {
    const now = at(1_700_000_000);
    const { token } = await issueAccessToken(SECRET, claims, now);
    expect(await checkAccessToken(SECRET, token, now)).toEqual({ ok: true, claims });
  });
});

describe('checkAccessToken', () => {
  it('is valid while now <= expire (in seconds) and expired after', async () => {
    const { token, expire } = await issueAccessToken(SECRET, claims, at(1_700_000_000));
    expect((await checkAccessToken(SECRET, token, at(expire - 1))).ok).toBe(true);
    expect((await checkAccessToken(SECRET, token, at(expire))).ok).toBe(true);
    expect((await checkAccessToken(SECRET, token, at(expire, 999))).ok).toBe(true);
    expect(await checkAccessToken(SECRET, token, at(expire + 1))).toEqual({
      ok: false,
      expired: true,
    });
  });

  it('accepts an expired token when asked to (logout)', async () => {
    const { token, expire } = await issueAccessToken(SECRET, claims, at(1_700_000_000));
    expect(
      await checkAccessToken(SECRET, token, at(expire + 86_400), { allowExpired: true }),
    ).toEqual({ ok: true, claims });
  });

  it('refuses another signature, garbage and tokens without the claims', async () => {
    const now = at(1_700_000_000);
    const exp = 1_700_000_900;
    const tokens = [
      (await issueAccessToken('another-secret', claims, now)).token,
      'garbage',
      '',
      'a.b.c',
      await sign({ sub: 'user-1', exp }, SECRET),
      await sign({ sid: 'session-1', exp }, SECRET),
      await sign({ sub: 'user-1', sid: 'session-1' }, SECRET),
      await sign({ sub: 1, sid: 'session-1', exp }, SECRET),
      await sign({ ...claims, exp }, SECRET, 'HS512'),
    ];
    for (const token of tokens) {
      expect(await checkAccessToken(SECRET, token, now), token).toEqual({
        ok: false,
        expired: false,
      });
      expect(
        await checkAccessToken(SECRET, token, now, { allowExpired: true }),
        token,
      ).toMatchObject({ ok: false });
    }
  });

  it('refuses an unsigned token (alg none)', async () => {
    const { token } = await issueAccessToken(SECRET, claims, at(1_700_000_000));
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await checkAccessToken(SECRET, unsigned, at(1_700_000_000))).ok).toBe(false);
  });

  it('verifies a token again under another secret, however often it passed before', async () => {
    const now = at(1_700_000_000);
    const { token } = await issueAccessToken(SECRET, claims, now);
    expect((await checkAccessToken(SECRET, token, now)).ok).toBe(true);
    expect((await checkAccessToken(SECRET, token, now)).ok).toBe(true);
    expect(await checkAccessToken('the-next-secret', token, now)).toEqual({
      ok: false,
      expired: false,
    });
    expect((await checkAccessToken(SECRET, token, now)).ok).toBe(true);
  });

  it("trusts the server's clock alone: a token issued at a later time is valid at that time", async () => {
    // Years ahead of the wall clock, as a test clock or a server clock ahead of the client may be.
    const later = at(4_000_000_000);
    const { token } = await issueAccessToken(SECRET, claims, later);
    expect(await checkAccessToken(SECRET, token, later)).toEqual({ ok: true, claims });
  });
});

describe('the verified-token memory (decision 015)', () => {
  const SECRET_HERE = 'secret-of-the-memory-tests-0123';

  it('imports the secret once and checks a signature once per token', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const now = at(1_700_000_000);
    const first = (await issueAccessToken(SECRET_HERE, claims, now)).token;
    const second = (await issueAccessToken(SECRET_HERE, { sub: 'user-2', sid: 's-2' }, now)).token;
    const before = { imports: importKey.mock.calls.length, verifies: verify.mock.calls.length };
    for (let round = 0; round < 3; round++) {
      expect((await checkAccessToken(SECRET_HERE, first, now)).ok).toBe(true);
      expect((await checkAccessToken(SECRET_HERE, second, now)).ok).toBe(true);
    }
    expect(verify.mock.calls.length - before.verifies).toBe(2);
    expect(importKey.mock.calls.length - before.imports).toBeLessThanOrEqual(1);
    expect((await checkAccessToken(SECRET_HERE, first, now)).ok).toBe(true);
    expect(importKey.mock.calls.length - before.imports).toBeLessThanOrEqual(1);
  });
});
