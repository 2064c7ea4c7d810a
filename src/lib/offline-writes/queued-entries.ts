/**
 * The outbox's entries read as queued writes (worker-safe). Entries queued by the app's first
 * version, before writes had kinds, are read in today's shape, so an update never strands a
 * change that was waiting (PRODUCT.md §8).
 */
import type { ErrorBody } from '@/contract/common';
import type { Method } from '@/contract/endpoint';
import { listOutboxEntries, watchOutboxEntries, type OutboxEntry } from '../local-outbox';
import type { QueuedEnvelope, WriteEffect } from './queued-write';

export type QueuedEntry = Omit<OutboxEntry, 'body'> & { body: QueuedEnvelope | undefined };

export async function listQueuedEntries(userId: string): Promise<QueuedEntry[]> {
  return (await listOutboxEntries(userId)).map(queuedEntry);
}

/** The user's queued writes now and after every change (see local-outbox `watchOutboxEntries`). */
export function watchQueuedEntries(
  userId: string,
  onChange: (entries: QueuedEntry[]) => void,
): () => void {
  return watchOutboxEntries(userId, (entries) => onChange(entries.map(queuedEntry)));
}

function queuedEntry(entry: OutboxEntry): QueuedEntry {
  return { ...entry, body: readEnvelope(entry.body) };
}

/** The first version's envelope: a resource's create, update or delete. */
type FirstEnvelope = {
  write: {
    resource: string;
    operation: WriteEffect;
    recordId: string;
    method: Method;
    path: string;
    body?: Record<string, unknown>;
    idempotencyKey: string;
  };
  current?: Record<string, unknown>;
  error?: ErrorBody & { status: number };
};

function readEnvelope(body: unknown): QueuedEnvelope | undefined {
  const envelope = body as Partial<QueuedEnvelope & FirstEnvelope> | undefined;
  if (!envelope?.write) return undefined;
  if ('kind' in envelope.write) return envelope as QueuedEnvelope;
  const { write, current, error } = envelope as FirstEnvelope;
  const { resource, operation, ...request } = write;
  return {
    write: {
      ...request,
      kind: `${resource}.${operation}`,
      recordType: resource,
      effect: operation,
      touches: [[resource]],
    },
    outcome: current
      ? { state: 'conflict', current }
      : error
        ? { state: 'refused', status: error.status, error }
        : undefined,
  };
}
