/**
 * A record's detail query can start from a list the user has already seen: opening a patient
 * from the list works at once, and offline too, while the detail is fetched in the background.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '@/contract/common';

export function recordFromCachedLists<T extends { id: string }>(
  queryClient: QueryClient,
  listsKey: QueryKey,
  id: string,
): { record: T; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: listsKey })) {
    const record = (query.state.data as Page<T> | undefined)?.data.find((item) => item.id === id);
    if (record) return { record, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/**
 * The newest copy of a versioned record among its cached detail and the cached lists. A list
 * fetched after a write the service worker sent (or one sent just before a reload) holds the
 * record's new version while its detail, not on screen then, still holds the old one; an edit
 * made offline from that old copy would go out on the old version and meet a 409 against the
 * user's own change (offline chaos, seed 642502213).
 */
export function newestCachedRecord<T extends { id: string; version: number }>(
  queryClient: QueryClient,
  listsKey: QueryKey,
  id: string,
  detail: T | undefined,
): T | undefined {
  let newest = detail;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: listsKey })) {
    const record = (query.state.data as Page<T> | undefined)?.data.find((item) => item.id === id);
    if (record && (!newest || record.version > newest.version)) newest = record;
  }
  return newest;
}
