/**
 * The app's one IndexedDB database (PRODUCT.md §8). Health data is only ever stored here
 * encrypted (lib/local-crypto); the key rows hold non-extractable CryptoKeys.
 *
 * Worker-safe: no DOM or localStorage, so the service worker can read the outbox and the
 * session mirror for a Background Sync replay.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Method } from '@/contract/endpoint';
import { LOCAL_DB_NAME } from './local-db-name';

export { LOCAL_DB_NAME };

/** An AES-GCM IV and its ciphertext (see lib/local-crypto). */
export type Encrypted = { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer };

export type UserKeyRow = { userId: string; key: CryptoKey; createdAt: number };

/** The persisted TanStack Query client of one user, encrypted as a whole (lib/query-storage). */
export type QueryCacheRow = Encrypted & { userId: string };

export type OutboxMethod = Method;
export type OutboxStatus = 'pending' | 'failed' | 'conflict';

/** A write made offline, replayed later in `seq` order (per `scope`). */
export type OutboxRow = {
  seq: number;
  /** Sent as the `Idempotency-Key` header, so a replay never creates a duplicate. */
  idempotencyKey: string;
  userId: string;
  method: OutboxMethod;
  /** API path below the origin, e.g. `/v1/patients/<id>`. */
  path: string;
  iv: Uint8Array<ArrayBuffer>;
  /** The encrypted JSON request body. */
  body: ArrayBuffer;
  /** Writes of one scope (e.g. `patient:<id>`) are replayed strictly in order. */
  scope: string;
  /** When the user made the change (status updates keep the time they were tapped). */
  createdAt: number;
  attempts: number;
  status: OutboxStatus;
  lastError?: string;
};

/** The signed-in user's token, mirrored for the service worker (it cannot read localStorage). */
export type AuthMirrorRow = {
  id: 'session';
  userId: string;
  accessToken: string;
  /** Unix seconds, as in the stored session. */
  expire: number;
};

export type LocalDb = Dexie & {
  keys: EntityTable<UserKeyRow, 'userId'>;
  queryCache: EntityTable<QueryCacheRow, 'userId'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  auth: EntityTable<AuthMirrorRow, 'id'>;
};

export const db = new Dexie(LOCAL_DB_NAME) as LocalDb;

db.version(1).stores({
  keys: 'userId',
  queryCache: 'userId',
  outbox: '++seq, &idempotencyKey, userId, [userId+scope], [userId+status]',
  auth: 'id',
});

/** The part of the stored session (local storage key `user`) the mirror needs. */
export type MirroredSession = { access_token: string; expire: number; user: { id: string } };

/** Keeps the worker's copy of the session in step with the page's; `null` on logout. */
export async function mirrorSession(session: MirroredSession | null): Promise<void> {
  if (!session) {
    await db.auth.delete('session');
    return;
  }
  await db.auth.put({
    id: 'session',
    userId: session.user.id,
    accessToken: session.access_token,
    expire: session.expire,
  });
}

export async function readMirroredSession(): Promise<AuthMirrorRow | undefined> {
  return db.auth.get('session');
}
