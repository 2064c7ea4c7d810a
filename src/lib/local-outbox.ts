/**
 * The offline write queue (PRODUCT.md §8): entries with encrypted bodies in `seq` order. The one
 * module that reads and writes the `outbox` table. Nothing here drops an entry on its own: only
 * `deleteOutboxEntry` removes one, called once the server confirmed the write or the user chose
 * to discard it — and `discardOtherUsersChanges`, when another person signs in here and is told
 * so. Worker-safe.
 */
import { liveQuery } from 'dexie';
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
    const queued = await db.outbox.where('idempotencyKey').equals(idempotencyKey).first();
    return queued ?? db.outbox.add(row);
  });
  if (typeof stored !== 'number') return decryptRow(key, stored);
  // What was just encrypted is known: no need to decrypt it again.
  const { iv: _iv, body: _body, ...meta } = row;
  return { ...meta, seq: stored, body: entry.body };
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
  return decryptRows(
    userId,
    rows.filter((row) => filter.status === undefined || row.status === filter.status),
  );
}

/**
 * Calls `onChange` with the user's entries now and after every change to the outbox — made by
 * this tab, another tab or the service worker. Returns the function that stops watching.
 */
export function watchOutboxEntries(
  userId: string,
  onChange: (entries: OutboxEntry[]) => void,
): () => void {
  let latest = 0;
  // The live query only says that something changed; the rows are then read afresh, as Dexie's
  // live results are copies made by its own cloning, which does not keep binary bodies intact.
  const subscription = liveQuery(() =>
    db.outbox.where('userId').equals(userId).toArray(),
  ).subscribe({
    next: () => {
      const call = ++latest;
      void listOutboxEntries(userId).then((entries) => {
        // A slower decryption of an older state never replaces a newer one.
        if (call === latest) onChange(entries);
      });
    },
    error: (error: unknown) => console.error('Reading the offline queue failed', error),
  });
  return () => subscription.unsubscribe();
}

/** Whether a write with this key still waits in the queue. */
export async function isQueued(idempotencyKey: string): Promise<boolean> {
  return (await db.outbox.where('idempotencyKey').equals(idempotencyKey).count()) > 0;
}

/** Removes the write with this key (a refusal the user corrects where they are). */
export async function deleteOutboxEntryByKey(idempotencyKey: string): Promise<void> {
  await db.outbox.where('idempotencyKey').equals(idempotencyKey).delete();
}

async function decryptRows(userId: string, rows: OutboxRow[]): Promise<OutboxEntry[]> {
  if (rows.length === 0) return [];
  const key = await getOrCreateUserKey(userId);
  const sorted = [...rows].sort((a, b) => a.seq - b.seq);
  return Promise.all(sorted.map((row) => decryptRow(key, row)));
}

export async function countOutboxEntries(userId: string): Promise<number> {
  return db.outbox.where('userId').equals(userId).count();
}

/**
 * Records a replay attempt's outcome (or a new body). Returns false when the entry is gone
 * meanwhile (sent by another tab, discarded, or wiped on logout): there is nothing to record.
 */
export async function updateOutboxEntry(
  seq: number,
  changes: OutboxEntryChanges,
): Promise<boolean> {
  const { body, ...rest } = changes;
  const row = await db.outbox.get(seq);
  if (!row) return false;
  const update: Partial<OutboxRow> = { ...rest };
  if ('body' in changes) {
    const key = await getOrCreateUserKey(row.userId);
    const { iv, data } = await encryptJson(key, body, bodyContext(row.userId, row.idempotencyKey));
    update.iv = iv;
    update.body = data;
  }
  // A whole-row put: IndexedDB copies the binary body itself. Dexie's update() copies the row
  // with its own cloning, which turns an ArrayBuffer from another realm into a plain object.
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(seq);
    if (current) await db.outbox.put({ ...current, ...update });
    return !!current;
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

/**
 * Removes every other user's queued changes and key, for a sign-in (decision 045): a session the
 * server ended kept its user's changes for their return, and now someone else signed in here. They
 * are never sent under this session nor shown to it; the login form says how many went.
 */
export async function discardOtherUsersChanges(userId: string): Promise<number> {
  return db.transaction('rw', db.outbox, db.keys, async () => {
    const discarded = await db.outbox.where('userId').notEqual(userId).delete();
    await db.keys.where('userId').notEqual(userId).delete();
    return discarded;
  });
}
