/** Hooks laying the user's queued writes over server data (see overlay.ts). */
import { useMemo } from 'react';
import type { Page } from '@/contract/common';
import { overlayPage, overlayRecord, type PageView } from './overlay';
import { useOutboxEntries } from './use-outbox';
import type { RecordWrites } from './write-kinds';

/** A server page (or none, offline) with the queued writes applied, and its total. */
export function useOverlaidPage<T extends { id: string }>(
  writes: RecordWrites<T>,
  page: Page<T> | undefined,
  view: PageView<T>,
) {
  const entries = useOutboxEntries();
  const { page: pageNumber, search, searchTexts } = view;
  const overlaid = useMemo(
    () => overlayPage(page, entries, writes, { page: pageNumber, search, searchTexts }),
    [page, entries, writes, pageNumber, search, searchTexts],
  );
  return { entries, ...overlaid };
}

/** One record with its queued writes applied, also one that so far exists only in the queue. */
export function useOverlaidRecord<T>(writes: RecordWrites<T>, id: string, record: T | undefined) {
  const entries = useOutboxEntries();
  const overlaid = useMemo(
    () => overlayRecord(record, id, entries, writes),
    [record, id, entries, writes],
  );
  return { entries, record: overlaid };
}
