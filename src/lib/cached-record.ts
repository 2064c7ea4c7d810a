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
