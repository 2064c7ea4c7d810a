/**
 * What the user sees before the server has it: records as the queued writes will make them.
 * Lists and forms show the cached server data with the user's pending creates, updates and
 * deletes laid over it, each marked with its state.
 */
import type { QueuedEntry } from './use-outbox';
import type { QueuedResource, WriteOperation } from './types';

export type PendingMark = {
  operation: WriteOperation;
  /** The state of the latest queued write of the record: waiting, or needing the user. */
  status: 'pending' | 'conflict' | 'failed';
};

export type WithPending<T> = T & { pending?: PendingMark };

type Versioned = { id: string; version: number };

/** Builds a record from a queued request body, on top of what was known before (if anything). */
export type RecordFromBody<T> = (body: Record<string, unknown>, base: T | undefined) => T;

/** The entries of one resource, grouped by record in queue order. */
function entriesByRecord(
  entries: QueuedEntry[],
  resource: QueuedResource,
): Map<string, QueuedEntry[]> {
  const byRecord = new Map<string, QueuedEntry[]>();
  for (const entry of entries) {
    const write = entry.body?.write;
    if (!write || write.resource !== resource) continue;
    byRecord.set(write.recordId, [...(byRecord.get(write.recordId) ?? []), entry]);
  }
  return byRecord;
}

function apply<T extends Versioned>(
  base: T | undefined,
  entries: QueuedEntry[],
  fromBody: RecordFromBody<T>,
): WithPending<T> | undefined {
  let record: T | undefined = base;
  let mark: PendingMark | undefined;
  for (const entry of entries) {
    const write = entry.body!.write;
    if (write.operation === 'delete') {
      mark = { operation: 'delete', status: entry.status };
      continue;
    }
    const body = write.body ?? {};
    const next = fromBody(body, record);
    // A create starts at version 1; an update raises the version it was made from by one.
    const version =
      write.operation === 'create' ? 1 : Number(body.version ?? record?.version ?? 0) + 1;
    record = { ...next, version };
    mark = {
      operation: mark?.operation === 'create' ? 'create' : write.operation,
      status: entry.status,
    };
  }
  return record ? { ...record, pending: mark } : undefined;
}

/** A page of server records with the pending writes applied; pending creates come first. */
export function overlayList<T extends Versioned>(
  records: T[],
  entries: QueuedEntry[],
  resource: QueuedResource,
  fromBody: RecordFromBody<T>,
  includeCreates: (record: T) => boolean = () => true,
): WithPending<T>[] {
  const byRecord = entriesByRecord(entries, resource);
  const shown = new Set(records.map((record) => record.id));
  const created = [...byRecord.entries()]
    .filter(([id, list]) => !shown.has(id) && list[0]!.body!.write.operation === 'create')
    .map(([, list]) => apply(undefined, list, fromBody)!)
    .filter((record) => includeCreates(record));
  const updated = records.map((record) => {
    const list = byRecord.get(record.id);
    return list ? apply(record, list, fromBody)! : record;
  });
  return [...created, ...updated];
}

/** One record with its pending writes applied, also one that exists only in the queue. */
export function overlayRecord<T extends Versioned>(
  record: T | undefined,
  id: string,
  entries: QueuedEntry[],
  resource: QueuedResource,
  fromBody: RecordFromBody<T>,
): WithPending<T> | undefined {
  const list = entriesByRecord(entries, resource).get(id);
  return list ? apply(record, list, fromBody) : record;
}

/** The queued entries of one record (to resolve a conflict or refusal). */
export function entriesOfRecord(
  entries: QueuedEntry[],
  resource: QueuedResource,
  id: string,
): QueuedEntry[] {
  return entriesByRecord(entries, resource).get(id) ?? [];
}
