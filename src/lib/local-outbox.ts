/**
 * The offline write queue (PRODUCT.md §8): entries with encrypted bodies in `seq` order.
 * Nothing here drops an entry on its own: only `deleteOutboxEntry` removes one, and the replay
 * (later work) calls it after the server confirmed the write. Worker-safe.
 */
import { db, type OutboxMethod, type OutboxRow, type OutboxStatus } from './local-db';
import { decryptJson, encryptJson, getOrCreateUserKey } from './local-crypto';

export type NewOutboxEntry = {
  userId: string;
  method: OutboxMethod;
  path: string;
  body: unknown;
  scope: string;
  /** Defaults to a fresh UUID; pass the key of the original attempt when there was one. */
  idempotencyKey?: string;
  /** Defaults to now; the moment the user made the change. */
  createdAt?: number;
};

/** A queued entry with its body decrypted. `unreadable` entries are kept and shown, never dropped. */
export type OutboxEntry<TBody = unknown> = Omit<OutboxRow, 'iv' | 'body'> & {
  body: TBody | undefined;
  unreadable?: true;
};

export type OutboxEntryChanges = Partial<Pick<OutboxRow, 'status' | 'attempts' | 'lastError'>> & {
  /** A new body is encrypted again with a fresh IV. */
  body?: unknown;
};

/** The body's ciphertext is bound to its entry: it cannot be moved to another entry or user. */
const bodyContext = (userId: string, idempotencyKey: string) =>
  `outbox:${userId}:${idempotencyKey}`;

/**
 * Queues a write. Adding an idempotency key that is already queued returns the queued entry
 * instead of a second one.
 */
export async function addOutboxEntry(entry: NewOutboxEntry): Promise<OutboxEntry> {
  const idempotencyKey = entry.idempotencyKey ?? crypto.randomUUID();
  const key = await getOrCreateUserKey(entry.userId);
  const { iv, data } = await encryptJson(
    key,
    entry.body,
    bodyContext(entry.userId, idempotencyKey),
  );
  const row: Omit<OutboxRow, 'seq'> = {
    idempotencyKey,
    userId: entry.userId,
    method: entry.method,
    path: entry.path,
    iv,
    body: data,
    scope: entry.scope,
    createdAt: entry.createdAt ?? Date.now(),
    attempts: 0,
    status: 'pending',
  };
  const stored = await db.transaction('rw', db.outbox, async () => {
    const existing = await db.outbox.where('idempotencyKey').equals(idempotencyKey).first();
    if (existing) return existing;
    const seq = await db.outbox.add(row);
    return { ...row, seq };
  });
  return decryptRow(key, stored);
}

/** The user's queued entries, oldest first; optionally one scope or one status only. */
export async function listOutboxEntries(
  userId: string,
  filter: { scope?: string; status?: OutboxStatus } = {},
): Promise<OutboxEntry[]> {
  const rows =
    filter.scope !== undefined
      ? await db.outbox.where('[userId+scope]').equals([userId, filter.scope]).toArray()
      : filter.status !== undefined
        ? await db.outbox.where('[userId+status]').equals([userId, filter.status]).toArray()
        : await db.outbox.where('userId').equals(userId).toArray();
  const matching = rows
    .filter((row) => filter.status === undefined || row.status === filter.status)
    .sort((a, b) => a.seq - b.seq);
  if (matching.length === 0) return [];
  const key = await getOrCreateUserKey(userId);
  return Promise.all(matching.map((row) => decryptRow(key, row)));
}

export async function countOutboxEntries(userId: string): Promise<number> {
  return db.outbox.where('userId').equals(userId).count();
}

/** Records a replay attempt's outcome (or a new body). Throws when the entry is gone. */
export async function updateOutboxEntry(seq: number, changes: OutboxEntryChanges): Promise<void> {
  const { body, ...rest } = changes;
  const row = await db.outbox.get(seq);
  if (!row) throw new Error(`Outbox entry ${seq} does not exist`);
  const update: Partial<OutboxRow> = { ...rest };
  if ('body' in changes) {
    const key = await getOrCreateUserKey(row.userId);
    const { iv, data } = await encryptJson(key, body, bodyContext(row.userId, row.idempotencyKey));
    update.iv = iv;
    update.body = data;
  }
  // A whole-row put: IndexedDB copies the binary body itself. Dexie's update() copies the row
  // with its own cloning, which turns an ArrayBuffer from another realm into a plain object.
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(seq);
    if (current) await db.outbox.put({ ...current, ...update });
  });
}

/** Removes an entry, for the replay once the server confirmed it or the user discarded it. */
export async function deleteOutboxEntry(seq: number): Promise<void> {
  await db.outbox.delete(seq);
}

async function decryptRow(key: CryptoKey, row: OutboxRow): Promise<OutboxEntry> {
  const { iv, body, ...rest } = row;
  try {
    const plain = await decryptJson(
      key,
      { iv, data: body },
      bodyContext(row.userId, row.idempotencyKey),
    );
    return { ...rest, body: plain };
  } catch {
    return { ...rest, body: undefined, unreadable: true };
  }
}
