/**
 * The persister of the query cache (lib/query-persistence): TanStack's async-storage persister
 * — it throttles, serialises and retries — over Dexie's `queryCache` table, one row per user,
 * encrypted with the user's key.
 *
 * What the library cannot know is added here. Snapshots are numbered when TanStack hands them
 * over, and a write never replaces a newer snapshot: a save made now (`saveNow`, past the
 * throttle) cannot be overwritten by an older throttled one that was already under way. And once
 * closed (logout, another user, a wipe in another tab) nothing more is written.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  removeOldestQuery,
  type AsyncStorage,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { db } from './local-db';
import { decryptText, encryptText } from './local-crypto';

export type EncryptedPersister = Persister & {
  /** Saves a snapshot past the throttle; resolves once it (or a newer one) is on disk. */
  saveNow: (client: PersistedClient) => Promise<void>;
  /** Refuses further writes; resolves once a write under way has ended. */
  close: () => Promise<void>;
};

/** The ciphertext is bound to its user's row: moved to another user's place it fails to open. */
const contextOf = (userId: string) => `queryCache:${userId}`;

export function encryptedPersister(options: {
  userId: string;
  key: CryptoKey;
  throttleMs: number;
}): EncryptedPersister {
  const { userId, key } = options;
  let writes: Promise<void> = Promise.resolve();
  let closed = false;
  let handedOver = 0;
  let written = 0;
  let serializing = 0;
  const numberOf = new WeakMap<PersistedClient, number>();

  const write = (value: string, snapshot: number): Promise<void> => {
    const run = writes.then(async () => {
      if (closed || snapshot <= written) return;
      const { iv, data } = await encryptText(key, value, contextOf(userId));
      if (closed || snapshot <= written) return;
      await db.queryCache.put({ userId, iv, data });
      written = snapshot;
    });
    // A failed write is the persister's to retry; the next one still runs.
    writes = run.catch(() => {});
    return run;
  };

  const storage: AsyncStorage<string> = {
    // A row that does not open rejects; the persister then discards it.
    getItem: async () => {
      const row = await db.queryCache.get(userId);
      return row ? decryptText(key, row, contextOf(userId)) : null;
    },
    // The persister serialises right before it stores: `serializing` names that snapshot.
    setItem: (_key, value) => write(value, serializing),
    removeItem: async () => {
      await writes;
      await db.queryCache.delete(userId);
    },
  };

  const throttled = createAsyncStoragePersister({
    storage,
    key: userId,
    throttleTime: options.throttleMs,
    serialize: (client) => {
      serializing = numberOf.get(client) ?? 0;
      return JSON.stringify(client);
    },
    // Too much to store: drop the oldest query and try again (still the same snapshot).
    retry: (props) => {
      const smaller = removeOldestQuery(props);
      if (smaller) numberOf.set(smaller, numberOf.get(props.persistedClient) ?? 0);
      return smaller;
    },
  });

  return {
    persistClient: (client) => {
      numberOf.set(client, ++handedOver);
      return throttled.persistClient(client);
    },
    restoreClient: throttled.restoreClient,
    removeClient: throttled.removeClient,
    saveNow: (client) => write(JSON.stringify(client), ++handedOver),
    close: async () => {
      closed = true;
      await writes;
    },
  };
}

/** Leaves only this user's persisted cache on the device. */
export async function deleteOtherUsersCaches(userId: string): Promise<void> {
  await db.queryCache.where('userId').notEqual(userId).delete();
}
