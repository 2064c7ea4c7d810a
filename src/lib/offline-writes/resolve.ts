/**
 * What the user decides about a write the server did not take: send it again (after a conflict:
 * on top of the server's version), or discard it. Later writes of the same record that carry a
 * version are rebased onto the version the resolved write leads to.
 */
import { deleteOutboxEntry, updateOutboxEntry } from '../local-outbox';
import type { QueuedEntry } from './queued-entries';
import type { QueuedEnvelope } from './queued-write';

const versionOf = (body: Record<string, unknown> | undefined) =>
  typeof body?.version === 'number' ? body.version : undefined;

/** The stored record a conflicting write met, if it met one. */
const currentOf = (entry: QueuedEntry) =>
  entry.body?.outcome?.state === 'conflict' ? entry.body.outcome.current : undefined;

/** The writes after `entry` in its record, with versions counted on from `version`. */
async function rebaseFollowing(
  entries: QueuedEntry[],
  entry: QueuedEntry,
  version: number,
): Promise<void> {
  let next = version;
  for (const later of entries.filter((e) => e.scope === entry.scope && e.seq > entry.seq)) {
    const write = later.body?.write;
    if (!write) continue;
    if (versionOf(write.body) !== undefined) {
      await updateOutboxEntry(later.seq, {
        body: {
          ...later.body,
          write: { ...write, body: { ...write.body, version: next } },
        } satisfies QueuedEnvelope,
      });
    }
    next += 1;
  }
}

/**
 * Sends the user's write again. After a conflict it goes on top of the server's current version.
 * The same Idempotency-Key is kept: the refused attempt left nothing on the server.
 */
export async function resendWrite(entries: QueuedEntry[], entry: QueuedEntry): Promise<void> {
  const { write } = entry.body!;
  const currentVersion = versionOf(currentOf(entry));
  const body =
    write.body && versionOf(write.body) !== undefined && currentVersion !== undefined
      ? { ...write.body, version: currentVersion }
      : write.body;
  await updateOutboxEntry(entry.seq, {
    status: 'pending',
    lastError: undefined,
    body: { write: { ...write, body } } satisfies QueuedEnvelope,
  });
  const version = versionOf(body);
  if (version !== undefined) await rebaseFollowing(entries, entry, version + 1);
}

/**
 * Drops the user's write (their explicit choice). After a conflict the server's version stays;
 * a discarded create takes the record's later writes with it, as they have nothing to change.
 */
export async function discardWrite(entries: QueuedEntry[], entry: QueuedEntry): Promise<void> {
  if (entry.body?.write.effect === 'create') {
    for (const same of entries.filter((e) => e.scope === entry.scope))
      await deleteOutboxEntry(same.seq);
    return;
  }
  await deleteOutboxEntry(entry.seq);
  const currentVersion = versionOf(currentOf(entry));
  if (currentVersion !== undefined) await rebaseFollowing(entries, entry, currentVersion);
}
