/**
 * The loader of a transport's pages: online, the record (and its history) is fetched before the
 * page shows; offline, or for an order still waiting in this device's queue, the page renders
 * from the cache and the queue instead of waiting for an answer that cannot come.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { transportEventsQueryOptions } from './get-transport-events';
import { transportQueryOptions } from './get-transport';

export async function loadTransport(
  queryClient: QueryClient,
  id: string,
  withEvents = false,
): Promise<void> {
  if (!onlineManager.isOnline()) return;
  // prefetchQuery never rejects: a 404 stays in the query's state, where the page shows it.
  await Promise.all([
    queryClient.prefetchQuery(transportQueryOptions(id)),
    withEvents ? queryClient.prefetchQuery(transportEventsQueryOptions(id)) : undefined,
  ]);
}
