/**
 * What the user sees before the server has it: records as the queued writes will make them.
 * Lists and forms show the cached server data with the user's pending writes laid over it, each
 * record marked with its state; the feature's write kinds say what each write changes.
 */
import type { Page } from '@/contract/common';
import type { QueuedEntry } from './queued-entries';
import type { WriteEffect } from './queued-write';
import type { RecordWrites, WriteKind } from './write-kinds';

export type PendingMark = {
  /** A record created offline stays "new" through later edits; a delete shows as such. */
  effect: WriteEffect;
  /** The state of the latest queued write of the record: waiting, or needing the user. */
  status: 'pending' | 'conflict' | 'failed';
};

export type WithPending<T> = T & { pending?: PendingMark };

type Identified = { id: string };

/** The entries of one record type, grouped by record in queue order. */
function entriesByRecord(entries: QueuedEntry[], recordType: string): Map<string, QueuedEntry[]> {
  const byRecord = new Map<string, QueuedEntry[]>();
  for (const entry of entries) {
    const write = entry.body?.write;
    if (!write || write.recordType !== recordType) continue;
    byRecord.set(write.recordId, [...(byRecord.get(write.recordId) ?? []), entry]);
  }
  return byRecord;
}

const startsWithCreate = (list: QueuedEntry[]) => list[0]!.body!.write.effect === 'create';

function apply<T>(
  base: T | undefined,
  entries: QueuedEntry[],
  writes: RecordWrites<T>,
): WithPending<T> | undefined {
  let record = base;
  let mark: PendingMark | undefined;
  for (const entry of entries) {
    const { write } = entry.body!;
    // A kind this version of the app does not know changes nothing it could show.
    const kind: WriteKind<T> | undefined = writes.kinds.find((k) => k.kind === write.kind);
    if (kind) record = kind.apply(record, write.body);
    mark = {
      effect: mark?.effect === 'create' && write.effect !== 'delete' ? 'create' : write.effect,
      status: entry.status,
    };
  }
  return record ? { ...record, pending: mark } : undefined;
}

/** True when every word of `search` occurs in one of the texts (case-insensitive). */
export function matchesWords(
  texts: (string | null | undefined)[],
  search: string | undefined,
): boolean {
  if (!search) return true;
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

export type PageView<T> = {
  page: number;
  search?: string;
  /** The texts the server's search looks at, to tell whether a record created offline matches. */
  searchTexts: (record: T) => (string | null | undefined)[];
};

/**
 * A server page (or none: offline and never loaded) with the pending writes applied. Records
 * created offline that match the search come first on the first page. The total counts them
 * and leaves out records being deleted (issue 10); it is unknown without a server page.
 */
export function overlayPage<T extends Identified>(
  page: Page<T> | undefined,
  entries: QueuedEntry[],
  writes: RecordWrites<T>,
  view: PageView<T>,
): { records: WithPending<T>[]; total: number | undefined; more: boolean } {
  const byRecord = entriesByRecord(entries, writes.recordType);
  const rows = page?.data ?? [];
  const shown = new Set(rows.map((record) => record.id));
  const created = [...byRecord.entries()]
    .filter(([id, list]) => !shown.has(id) && startsWithCreate(list))
    .map(([, list]) => apply(undefined, list, writes))
    .filter((record): record is WithPending<T> => !!record)
    .filter((record) => matchesWords(view.searchTexts(record), view.search));
  // Created and deleted again before it was sent: shown (with its mark), never counted.
  const createdKept = created.filter((record) => record.pending?.effect !== 'delete').length;
  const updated = rows.map((record): WithPending<T> => {
    const list = byRecord.get(record.id);
    return list ? apply(record, list, writes)! : record;
  });
  const deletedHere = updated.filter((record) => record.pending?.effect === 'delete').length;
  // Without a search every stored record counts in the total, also those on other pages.
  const deletedElsewhere = view.search
    ? 0
    : [...byRecord.entries()].filter(
        ([id, list]) =>
          !shown.has(id) &&
          !startsWithCreate(list) &&
          list.some((entry) => entry.body!.write.effect === 'delete'),
      ).length;
  return {
    records: [...(view.page === 1 ? created : []), ...updated],
    total: page ? page.total_rows + createdKept - deletedHere - deletedElsewhere : undefined,
    /** More match than the server counted (decision 061): the total is a lower bound. */
    more: page?.more_rows === true,
  };
}

/** One record with its pending writes applied, also one that exists only in the queue. */
export function overlayRecord<T>(
  record: T | undefined,
  id: string,
  entries: QueuedEntry[],
  writes: RecordWrites<T>,
): WithPending<T> | undefined {
  const list = entriesByRecord(entries, writes.recordType).get(id);
  // Nothing queued: the record as the server has it, without a mark.
  return list ? apply(record, list, writes) : (record as WithPending<T> | undefined);
}

/** The queued entries of one record (to resolve a conflict or refusal). */
export function entriesOfRecord(
  entries: QueuedEntry[],
  recordType: string,
  id: string,
): QueuedEntry[] {
  return entriesByRecord(entries, recordType).get(id) ?? [];
}
