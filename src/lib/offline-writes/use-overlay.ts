/** Hooks laying the user's queued writes over what a query holds (see overlay.ts). */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Page } from '@/contract/common';
import { overlayList, overlayRecord, type RecordFromBody } from './overlay';
import type { QueuedResource } from './types';
import { useOutboxEntries } from './use-outbox';

type Versioned = { id: string; version: number };

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

/**
 * A server page with the queued writes applied. Records created offline are shown on the first
 * page when they match the search.
 */
export function useOverlaidPage<T extends Versioned>(
  resource: QueuedResource,
  query: UseQueryResult<Page<T>>,
  fromBody: RecordFromBody<T>,
  view: {
    page: number;
    search?: string;
    searchTexts: (record: T) => (string | null | undefined)[];
  },
) {
  const entries = useOutboxEntries();
  const { page, search, searchTexts } = view;
  const records = useMemo(
    () =>
      overlayList(query.data?.data ?? [], entries, resource, fromBody, (record) =>
        page === 1 ? matchesWords(searchTexts(record), search) : false,
      ),
    [query.data, entries, resource, fromBody, page, search, searchTexts],
  );
  return { entries, records, totalRows: query.data?.total_rows ?? 0 };
}

/** One record with its queued writes applied, also one that so far exists only in the queue. */
export function useOverlaidRecord<T extends Versioned>(
  resource: QueuedResource,
  id: string,
  query: UseQueryResult<T>,
  fromBody: RecordFromBody<T>,
) {
  const entries = useOutboxEntries();
  const record = useMemo(
    () => overlayRecord(query.data, id, entries, resource, fromBody),
    [query.data, id, entries, resource, fromBody],
  );
  return { entries, record };
}
