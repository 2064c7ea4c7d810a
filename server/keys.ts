/**
 * Secrets generated on first start and kept in the database, so every instance behind a load
 * balancer signs and checks tokens alike (PRODUCT.md §1). VAPID keys from the environment win.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from './db/client';
import { serverKeys } from './db/schema';
import type { Env } from './env';

export type ServerKeys = {
  /** HMAC key of the access tokens (JWT HS256). */
  accessTokenSecret: string;
  /** HMAC key deriving a refresh token's successor (see modules/auth/refresh-tokens.ts). */
  refreshSecret: string;
  /** HMAC key deriving a mailed link's code from its event id (modules/auth/email-codes.ts). */
  linkCodeSecret: string;
  /** HMAC key signing the device cookies of login throttling (modules/auth/device-cookie.ts). */
  deviceCookieSecret: string;
  vapid: { publicKey: string; privateKey: string };
  /** The embedded realtime server's app key and secret (Pusher protocol). */
  realtime: { appId: string; key: string; secret: string };
};

async function loadOrCreate<T>(db: Db, name: string, create: () => T): Promise<T> {
  const candidate = create();
  // Insert-if-absent then read: two instances starting together end up with the same value.
  await db.insert(serverKeys).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  return row!.value as T;
}

const secret = () => randomBytes(32).toString('base64url');

export async function loadServerKeys(db: Db, env: Env): Promise<ServerKeys> {
  return {
    accessTokenSecret: await loadOrCreate(db, 'access_token_secret', secret),
    refreshSecret: await loadOrCreate(db, 'refresh_secret', secret),
    linkCodeSecret: await loadOrCreate(db, 'link_code_secret', secret),
    deviceCookieSecret: await loadOrCreate(db, 'device_cookie_secret', secret),
    vapid: env.vapid ?? (await loadOrCreate(db, 'vapid', () => webpush.generateVAPIDKeys())),
    realtime: await loadOrCreate(db, 'realtime', () => ({
      appId: 'krankentransport',
      key: randomBytes(10).toString('hex'),
      secret: secret(),
    })),
  };
}
