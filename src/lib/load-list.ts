/**
 * A list route's loader (CONVENTIONS 1: `ensureQueryData` in the loader, `useSuspenseQuery` in
 * the page), made to work offline as well. Cached data shows at once and is refreshed in the
 * background when stale — unless the user's own confirmed write outdated it (it is invalidated):
 * then, online, the fresh list is awaited, so the page never flashes the list without the record
 * just saved. Offline nothing is awaited: the page shows what this device has.
 */
import {
  onlineManager,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

export async function loadList<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<void> {
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.data !== undefined && !state.isInvalidated) {
    void queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
    return;
  }
  if (!onlineManager.isOnline()) return;
  // Never rejects: a failure stays in the query's state, where the page shows it.
  await queryClient.prefetchQuery(options);
}
