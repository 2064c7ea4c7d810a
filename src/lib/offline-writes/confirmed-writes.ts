/**
 * A write the server confirmed, put into the cached data it touches before it leaves the queue:
 * lists and records show the server's answer at once (no flash of the old data while they are
 * fetched again), and a reload right after — also offline — shows it too.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { Page } from '@/contract/common';
import type { QueuedWrite } from './queued-write';

type Identified = { id: string };

const isIdentified = (value: unknown, id: string): value is Identified =>
  typeof value === 'object' && value !== null && (value as Partial<Identified>).id === id;

const isPage = (value: unknown): value is Page<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Partial<Page<unknown>>).data) &&
  typeof (value as Partial<Page<unknown>>).total_rows === 'number';

export function applyConfirmedWrite(
  queryClient: QueryClient,
  write: QueuedWrite,
  answer: unknown,
): void {
  const id = write.recordId;
  const record = isIdentified(answer, id) ? answer : undefined;
  for (const queryKey of write.touches) {
    for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
      const data = query.state.data;
      if (isPage(data) && data.data.some((item) => isIdentified(item, id))) {
        if (write.effect === 'delete') {
          queryClient.setQueryData<Page<unknown>>(query.queryKey, {
            data: data.data.filter((item) => !isIdentified(item, id)),
            total_rows: data.total_rows - 1,
          });
        } else if (record) {
          queryClient.setQueryData<Page<unknown>>(query.queryKey, {
            ...data,
            data: data.data.map((item) => (isIdentified(item, id) ? record : item)),
          });
        }
      } else if (isIdentified(data, id)) {
        if (write.effect === 'delete')
          queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        else if (record) queryClient.setQueryData(query.queryKey, record);
      }
    }
  }
}

/** Invalidates each query key the writes touched once; `refetchType` says which fetch again now. */
async function invalidateTouched(
  queryClient: QueryClient,
  writes: QueuedWrite[],
  refetchType: 'active' | 'none',
): Promise<void> {
  const keys = new Map(writes.flatMap((w) => w.touches).map((key) => [JSON.stringify(key), key]));
  await Promise.all(
    [...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType })),
  );
}

/**
 * Marks what a confirmed write touched as outdated without fetching it yet, so that what is saved
 * to disk before the write leaves the queue says so: a reload before the refetch lands then asks
 * again. Saved as "fresh", the list from before a create came back without the created record —
 * which the emptied queue no longer showed either (patients story, beside a loaded machine).
 */
export const markTouchedOutdated = (queryClient: QueryClient, write: QueuedWrite) =>
  invalidateTouched(queryClient, [write], 'none');

/**
 * Marks what the writes touched as outdated: shown queries fetch again, the rest on next use.
 * Resolves once the shown ones have their answers, so what is saved to disk next holds them: a
 * reload right after a replay otherwise restored the list from before it (a created patient
 * missing), fresh by its age and not asked again for half a minute (decision 052).
 */
export const refreshTouched = (queryClient: QueryClient, writes: QueuedWrite[]) =>
  invalidateTouched(queryClient, writes, 'active');
