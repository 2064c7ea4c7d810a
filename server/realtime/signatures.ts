/**
 * The HMAC-SHA256 signatures of the Pusher protocol: the authorisation of a private channel
 * subscription (`key:hex(hmac(secret, "socket_id:channel"))`) and of an HTTP API request
 * (`hmac(secret, "METHOD\npath\nsorted query")`, its body named by `body_md5`).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type AppCredentials = { appId: string; key: string; secret: string };

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The `auth` of a subscription to `channel` by the socket `socketId`. */
export function channelAuth(app: AppCredentials, socketId: string, channel: string): string {
  return `${app.key}:${hmac(app.secret, `${socketId}:${channel}`)}`;
}

export function checkChannelAuth(
  app: AppCredentials,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  return typeof auth === 'string' && sameText(auth, channelAuth(app, socketId, channel));
}

/** Requests older or newer than this are refused (replays, as Pusher does). */
const MAX_CLOCK_SKEW_S = 600;

/**
 * Checks a signed HTTP API request as the `pusher` SDK sends it. Every query parameter except
 * `auth_signature` is signed, sorted by name, `name=value` joined by `&`.
 */
export function checkApiSignature(
  app: AppCredentials,
  request: { method: string; path: string; query: Record<string, string>; body: string },
  nowMs: number,
): boolean {
  const { auth_signature: signature, ...signed } = request.query;
  if (!signature || signed.auth_key !== app.key || signed.auth_version !== '1.0') return false;
  const timestamp = Number(signed.auth_timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(nowMs / 1000 - timestamp) > MAX_CLOCK_SKEW_S) {
    return false;
  }
  if (request.body.length > 0) {
    const md5 = createHash('md5').update(request.body).digest('hex');
    if (signed.body_md5 !== md5) return false;
  }
  const query = Object.keys(signed)
    .sort()
    .map((name) => `${name}=${signed[name]}`)
    .join('&');
  return sameText(signature, hmac(app.secret, `${request.method}\n${request.path}\n${query}`));
}
