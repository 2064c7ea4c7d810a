/**
 * What the user decides about a write the server did not take: send it again (after a conflict:
 * on top of the server's version), replace it with corrected values, or discard it. Later writes
 * of the same record are rebased onto the version the resolved write leads to.
 */
import { deleteOutboxEntry, updateOutboxEntry } from '../local-outbox';
import type { QueuedEntry } from './use-outbox';
import type { QueuedEnvelope } from './types';

/** The writes after `entry` in its record, with versions counted on from `version`. */
async function rebaseFollowing(
  entries: QueuedEntry[],
  entry: QueuedEntry,
  version: number,
): Promise<void> {
  let next = version;
  for (const later of entries.filter((e) => e.scope === entry.scope && e.seq > entry.seq)) {
    const envelope = later.body;
    if (!envelope) continue;
    if (envelope.write.operation === 'update' && envelope.write.body) {
      await updateOutboxEntry(later.seq, {
        body: {
          ...envelope,
          write: { ...envelope.write, body: { ...envelope.write.body, version: next } },
        } satisfies QueuedEnvelope,
      });
    }
    next += 1;
  }
}

/**
 * Sends the user's write again with `body` (their values, possibly corrected). After a conflict
 * it goes on top of the server's current version. The same Idempotency-Key is kept: the refused
 * attempt left nothing on the server.
 */
export async function resendWrite(
  entries: QueuedEntry[],
  entry: QueuedEntry,
  body?: Record<string, unknown>,
): Promise<void> {
  const envelope = entry.body!;
  const { write } = envelope;
  const currentVersion =
    typeof envelope.current?.version === 'number' ? envelope.current.version : undefined;
  const nextBody = body ?? write.body;
  const versioned =
    write.operation === 'update' && nextBody
      ? { ...nextBody, version: currentVersion ?? nextBody.version }
      : nextBody;
  await updateOutboxEntry(entry.seq, {
    status: 'pending',
    lastError: undefined,
    body: { write: { ...write, body: versioned } } satisfies QueuedEnvelope,
  });
  if (write.operation === 'update' && typeof versioned?.version === 'number') {
    await rebaseFollowing(entries, entry, versioned.version + 1);
  }
}

/**
 * Drops the user's write (their explicit choice). After a conflict the server's version stays;
 * a discarded create takes the record's later writes with it, as they have nothing to change.
 */
export async function discardWrite(entries: QueuedEntry[], entry: QueuedEntry): Promise<void> {
  const envelope = entry.body;
  if (envelope?.write.operation === 'create') {
    for (const same of entries.filter((e) => e.scope === entry.scope))
      await deleteOutboxEntry(same.seq);
    return;
  }
  await deleteOutboxEntry(entry.seq);
  const currentVersion = envelope?.current?.version;
  if (typeof currentVersion === 'number') await rebaseFollowing(entries, entry, currentVersion);
}
