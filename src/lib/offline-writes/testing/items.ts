/**
 * Test support: a small versioned resource ("items") with the write kinds a feature would
 * declare — create, update, delete, and a command (a status step with the time it was tapped) —
 * and outbox entries made from writes, as the queue stores them.
 */
import { endpoint } from '@/contract/endpoint';
import type { QueuedEntry } from '../queued-entries';
import type { QueuedWrite } from '../queued-write';
import { defineWrite, resourceWrites, type RecordWrites } from '../write-kinds';

export type Item = {
  id: string;
  name: string;
  status?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export const itemApi = {
  create: endpoint.post<Item, void, { id: string; name: string }>('items'),
  update: endpoint.put<Item, { id: string }, { id: string; name: string; version: number }>(
    ({ id }) => `items/${id}`,
  ),
  delete: endpoint.delete<void, { id: string }>(({ id }) => `items/${id}`),
  step: endpoint.post<Item, { id: string }, { status: string; at: string }>(
    ({ id }) => `items/${id}/status`,
  ),
};

export const itemWrites = resourceWrites({
  recordType: 'items',
  endpoints: itemApi,
  fields: (data: { name: string }) => ({ name: data.name }),
  touches: [['items']],
});

/** A command: the step a crew taps, carrying the time of the tap. */
export const itemStep = defineWrite<Item, { status: string; at: string }>({
  kind: 'items.step',
  recordType: 'items',
  effect: 'update',
  endpoint: itemApi.step,
  touches: [['items']],
  apply: (item, step) => item && { ...item, status: step.status },
});

export const itemKinds: RecordWrites<Item> = {
  recordType: 'items',
  kinds: [...itemWrites.kinds, itemStep],
};

let seq = 0;

export function entryOf(
  write: QueuedWrite,
  status: QueuedEntry['status'] = 'pending',
): QueuedEntry {
  seq += 1;
  return {
    seq,
    idempotencyKey: write.idempotencyKey,
    userId: 'u',
    method: write.method,
    path: `/v1/${write.path}`,
    scope: `${write.recordType}:${write.recordId}`,
    createdAt: seq,
    attempts: 0,
    status,
    body: { write },
  };
}
