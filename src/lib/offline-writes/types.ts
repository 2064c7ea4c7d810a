/**
 * A write made in the app that goes through the offline queue (PRODUCT.md §8). Worker-safe.
 *
 * The queued body is an envelope: the request body plus what the UI needs to show the change
 * before the server has it, and — after a failed replay — the server's answer. All of it is
 * encrypted at rest with the user's key (lib/local-outbox).
 */
import type { ErrorBody } from '@/contract/common';
import type { OutboxMethod } from '../local-db';

/** The resources whose writes are queued; each has its list and record overlay. */
export type QueuedResource = 'patients' | 'favorite-addresses';

export type WriteOperation = 'create' | 'update' | 'delete';

export type QueuedWrite = {
  resource: QueuedResource;
  operation: WriteOperation;
  recordId: string;
  method: OutboxMethod;
  /** API path below `/v1/`, e.g. `patients/<id>`. */
  path: string;
  body?: Record<string, unknown>;
  /** Generated when the user saved; every replay of this write sends it. */
  idempotencyKey: string;
};

export type QueuedEnvelope = {
  write: QueuedWrite;
  /** The stored record the server answered with on a version conflict (409). */
  current?: Record<string, unknown>;
  /** The server's error answer when it refused the write (4xx other than 409). */
  error?: ErrorBody & { status: number };
};

/** What a replay attempt of one write came to. */
export type WriteOutcome =
  | { kind: 'done'; status: number; body: unknown }
  | { kind: 'conflict'; current: Record<string, unknown> }
  | { kind: 'refused'; status: number; error: ErrorBody }
  | { kind: 'unauthorized' }
  /** Offline, timed out or a server error: try again later. */
  | { kind: 'retry'; reason: string };

/** Writes of one record replay strictly in order. */
export const scopeOf = (write: Pick<QueuedWrite, 'resource' | 'recordId'>) =>
  `${write.resource}:${write.recordId}`;

/** The Background Sync tag under which the service worker replays the queue. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Posted by the worker to open pages after it replayed writes. */
export type OutboxReplayedMessage = { type: 'outbox-replayed'; resources: QueuedResource[] };
