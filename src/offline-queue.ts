/**
 * Wires the offline queue into the app before the persisted cache is restored: the mutation
 * defaults of every queued resource (so restored paused saves can resume) and the replay, which
 * refreshes the lists of resources whose queued writes the server confirmed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { registerQueuedWriteDefaults } from './lib/offline-writes/mutations';
import { startOutboxReplay } from './lib/offline-writes/page-queue';
import type { QueuedResource } from './lib/offline-writes/types';

const RESOURCES: QueuedResource[] = ['patients', 'favorite-addresses'];

export function registerQueuedWrites(queryClient: QueryClient): void {
  for (const resource of RESOURCES) registerQueuedWriteDefaults(queryClient, resource);
}

export function startQueueReplay(queryClient: QueryClient): () => void {
  return startOutboxReplay((resources) => {
    for (const resource of resources) void queryClient.invalidateQueries({ queryKey: [resource] });
  });
}
