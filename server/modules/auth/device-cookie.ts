/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful
 * login leaves a signed, HttpOnly cookie naming the user and a random device nonce. A later
 * login to that account from this browser is throttled on its own (limits.ts), so guessing from
 * elsewhere never blocks the owner's right password here. A shared ward computer keeps the
 * entries of its last few users.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppContext, AppEnv } from '../../context';
import { hmac, randomToken } from '../../lib/secrets';

export const DEVICE_COOKIE = 'device';
const PATH = '/v1/auth';
const MAX_AGE_DAYS = 365;
const MAX_ENTRIES = 5;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ENTRY = new RegExp(`^(${UUID})\\.([A-Za-z0-9_-]{22,43})\\.([A-Za-z0-9_-]{43})$`);

type Entry = { userId: string; nonce: string };

const signature = (secret: string, entry: Entry) =>
  hmac(secret, `device:${entry.userId}.${entry.nonce}`);

function signedBy(secret: string, text: string): Entry | null {
  const match = ENTRY.exec(text);
  if (!match) return null;
  const entry = { userId: match[1]!, nonce: match[2]! };
  const expected = Buffer.from(signature(secret, entry));
  const given = Buffer.from(match[3]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? entry : null;
}

/** The valid entries of a cookie value; anything forged or malformed is ignored. */
function entriesOf(secret: string, value: string | undefined): Entry[] {
  if (!value || value.length > 1000) return [];
  return value
    .split('~')
    .map((text) => signedBy(secret, text))
    .filter((entry): entry is Entry => entry !== null);
}

/** This browser's device nonce for the user, when it signed in to that account before. */
export function knownDevice(secret: string, value: string | undefined, userId: string) {
  return entriesOf(secret, value).find((entry) => entry.userId === userId)?.nonce ?? null;
}

/** The cookie value after a successful login of `userId`: its entry first, a few others kept. */
export function rememberDevice(secret: string, value: string | undefined, userId: string): string {
  const entries = entriesOf(secret, value);
  const own = entries.find((entry) => entry.userId === userId) ?? {
    userId,
    nonce: randomToken().slice(0, 22),
  };
  return [own, ...entries.filter((entry) => entry.userId !== userId)]
    .slice(0, MAX_ENTRIES)
    .map((entry) => `${entry.userId}.${entry.nonce}.${signature(secret, entry)}`)
    .join('~');
}

export const readDeviceCookie = (c: Context<AppEnv>) => getCookie(c, DEVICE_COOKIE);

export function setDeviceCookie(ctx: AppContext, c: Context<AppEnv>, value: string): void {
  setCookie(c, DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Strict',
    path: PATH,
    secure: ctx.env.publicUrl.startsWith('https:'),
    maxAge: MAX_AGE_DAYS * 86_400,
  });
}
