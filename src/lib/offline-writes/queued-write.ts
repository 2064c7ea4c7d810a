/**
 * A write that goes through the offline queue (PRODUCT.md §8), and what became of it.
 * Worker-safe, and free of any feature: each feature declares its own writes (write-kinds.ts),
 * and a queued write carries everything needed to send it and to refresh what it changed.
 */
import type { ErrorBody } from '@/contract/common';
import type { Method } from '@/contract/endpoint';

/** What a write does to its record, for the marks in lists and the replay's rules. */
export type WriteEffect = 'create' | 'update' | 'delete';

export type QueuedWrite = {
  /** The feature's name for this kind of write, e.g. `patients.update` or `transports.status`. */
  kind: string;
  /** The kind of record it changes (`patients`); its writes are laid over that feature's data. */
  recordType: string;
  recordId: string;
  effect: WriteEffect;
  method: Method;
  /** API path below `/v1/`, e.g. `patients/<id>`. */
  path: string;
  body?: Record<string, unknown>;
  /** Made when the user saved or tapped; every replay of this write sends it. */
  idempotencyKey: string;
  /** Query keys (prefixes) whose data the write changes, refreshed once it went through. */
  touches: readonly (readonly unknown[])[];
};

/**
 * What became of a write — the one answer the replay gives, the outbox keeps (for the states
 * that wait for the user) and a save reports.
 */
export type WriteOutcome =
  /** The server has it; `body` is its answer (unknown when another tab or the worker sent it). */
  | { state: 'saved'; body: unknown }
  /** Still queued; it goes out by itself. */
  | { state: 'queued'; reason: QueuedReason }
  /** Someone else changed the record (409): the user decides; `current` is the stored record. */
  | { state: 'conflict'; current: Record<string, unknown> }
  /** The server refused the write (a 4xx other than a version conflict), saying why. */
  | { state: 'refused'; status: number; error: ErrorBody };

export type QueuedReason =
  /** No connection. */
  | 'offline'
  /** The server answered with an error or not in time; retried with growing pauses. */
  | 'server'
  /** An earlier write of the same record waits (for the network or for the user). */
  | 'held-back'
  /** No valid session: sent after the next sign-in of the same user. */
  | 'signed-out';

/** The outcomes that stay in the queue until the user decides. */
export type WaitingForUser = Extract<WriteOutcome, { state: 'conflict' | 'refused' }>;

/** The encrypted body of an outbox entry. */
export type QueuedEnvelope = { write: QueuedWrite; outcome?: WaitingForUser };

/** Writes of one record replay strictly in the order they were made. */
export const scopeOf = (write: Pick<QueuedWrite, 'recordType' | 'recordId'>) =>
  `${write.recordType}:${write.recordId}`;
