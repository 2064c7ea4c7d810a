/**
 * Queued writes as TanStack mutations (CONVENTIONS 3): the mutation defaults are registered
 * before the persisted cache is restored, so a save that was paused offline — even in a tab that
 * was closed since — resumes with `resumePausedMutations()` after the restore. The mutation only
 * triggers the replay; the durable copy of the write is the outbox entry queued before it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../api-error';
import { db } from '../local-db';
import { listOutboxEntries } from '../local-outbox';
import { getSession } from '../session';
import { replayNow } from './page-queue';
import type { QueuedEnvelope, QueuedResource, QueuedWrite } from './types';

export const queuedWriteKey = (resource: QueuedResource) => [resource, 'queued-write'] as const;

/** The server kept another version of the record: the user decides (see resolve.ts). */
export class WriteConflict extends Error {
  constructor(readonly current: Record<string, unknown>) {
    super('conflict');
    this.name = 'WriteConflict';
  }
}

/** Sends the queue and tells what became of `write`: its server answer, or why it waits. */
export async function settleWrite(write: QueuedWrite): Promise<unknown> {
  const report = await replayNow();
  const done = report?.done.find((d) => d.write.idempotencyKey === write.idempotencyKey);
  if (done) return done.body;
  const row = await db.outbox.where('idempotencyKey').equals(write.idempotencyKey).first();
  if (!row) return undefined; // the worker or another tab sent it
  const session = getSession();
  const entry = session
    ? (await listOutboxEntries(session.user.id, { scope: row.scope })).find(
        (e) => e.seq === row.seq,
      )
    : undefined;
  const envelope = entry?.body as QueuedEnvelope | undefined;
  if (row.status === 'conflict' && envelope?.current) throw new WriteConflict(envelope.current);
  if (row.status === 'failed' && envelope?.error) {
    const { status, ...body } = envelope.error;
    throw new ApiError(status, body);
  }
  throw new NetworkError(row.lastError ?? 'queued');
}

export function registerQueuedWriteDefaults(
  queryClient: QueryClient,
  resource: QueuedResource,
): void {
  queryClient.setMutationDefaults(queuedWriteKey(resource), {
    mutationFn: (write: QueuedWrite) => settleWrite(write),
    // A write still queued for lack of network stays queued; the replay carries it later.
    retry: (failures, error) => error instanceof NetworkError && failures < 3,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [resource] }),
  });
}
