import { MutationCache, QueryClient } from '@tanstack/react-query';
import { flushPersistence } from './lib/persisted-cache';

/** The one query client: persisted to IndexedDB (lib/query-persistence), shared by loaders. */
export const queryClient = new QueryClient({
  // What a save changed in the cache is on disk before the save counts as done: a reload right
  // after it must not bring back the old data.
  mutationCache: new MutationCache({ onSettled: () => flushPersistence() }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Kept for a day so the persisted cache still holds lists seen earlier when offline.
      gcTime: 24 * 60 * 60 * 1000,
    },
  },
});
