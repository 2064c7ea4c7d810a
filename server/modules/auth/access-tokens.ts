/**
 * Short-lived access tokens: JWT HS256 carrying the user and the session (device). The session
 * is checked on every request, so logging a device out takes effect at once.
 */
import { sign, verify } from 'hono/jwt';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export type AccessClaims = { sub: string; sid: string };

export async function issueAccessToken(
  secret: string,
  claims: AccessClaims,
  now: Date,
): Promise<{ token: string; expire: number }> {
  const expire = Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_SECONDS;
  // The client treats the token as valid while now <= expire (seed §4); JWT's `exp` is
  // exclusive, hence the extra second.
  const token = await sign(
    { sub: claims.sub, sid: claims.sid, iat: Math.floor(now.getTime() / 1000), exp: expire + 1 },
    secret,
    'HS256',
  );
  return { token, expire };
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

/**
 * The secret as a WebCrypto key, imported once (given the raw string, hono/jwt imports it on every
 * request, which cost more than the HMAC itself), and the tokens whose signature it verified: a
 * client sends the same token with every request for 15 minutes, and the same string carries the
 * same valid signature. Both are dropped when the secret changes.
 */
let verifier:
  | { secret: string; key: Promise<CryptoKey>; verified: Map<string, Record<string, unknown>> }
  | undefined;
const MAX_VERIFIED_TOKENS = 10_000;

async function verifiedPayload(secret: string, token: string): Promise<Record<string, unknown>> {
  if (verifier?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    const usage: KeyUsage[] = ['verify'];
    const key = crypto.subtle.importKey(
      'raw',
      raw,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      usage,
    );
    verifier = { secret, key, verified: new Map() };
  }
  const { key, verified } = verifier;
  const known = verified.get(token);
  if (known) return known;
  const payload = await verify(token, await key, {
    alg: 'HS256',
    exp: false,
    iat: false,
    nbf: false,
  });
  if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
  verified.set(token, payload);
  return payload;
}

/**
 * Checks signature and expiry. Expiry is compared with the server's clock (`now`), which tests
 * can move; `allowExpired` accepts a well-signed old token (used to find the session at logout).
 */
export async function checkAccessToken(
  secret: string,
  token: string,
  now: Date,
  options: { allowExpired?: boolean } = {},
): Promise<AccessCheck> {
  let payload: Record<string, unknown>;
  try {
    payload = await verifiedPayload(secret, token);
  } catch {
    return { ok: false, expired: false };
  }
  const { sub, sid, exp } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') {
    return { ok: false, expired: false };
  }
  if (exp <= Math.floor(now.getTime() / 1000) && !options.allowExpired) {
    return { ok: false, expired: true };
  }
  return { ok: true, claims: { sub, sid } };
}
