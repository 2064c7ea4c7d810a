import { QueryClient } from '@tanstack/react-query';

/** The one query client: persisted to IndexedDB (lib/persister) and shared by router loaders. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Kept for a day so the persisted cache still holds lists seen earlier when offline.
      gcTime: 24 * 60 * 60 * 1000,
    },
  },
});
