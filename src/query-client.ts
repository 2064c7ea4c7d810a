import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './lib/api-error';
import { flushPersistence } from './lib/persisted-cache';

/** Answers that stay so when asked again: retried, "nicht gefunden" came after seven seconds. */
const FINAL_STATUSES = new Set([400, 403, 404, 410, 422]);

/**
 * A read is asked again (three times, backing off) unless its answer stays so. A 401 is asked
 * again: the session's refresh may have failed on a network just back, and the next attempt is
 * what finds the session ended (or renewed).
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  return !(error instanceof ApiError && FINAL_STATUSES.has(error.status));
}

/** The one query client: persisted to IndexedDB (lib/query-persistence), shared by loaders. */
export const queryClient = new QueryClient({
  // What a save changed in the cache is on disk before the save counts as done: a reload right
  // after it must not bring back the old data.
  mutationCache: new MutationCache({ onSettled: () => flushPersistence() }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: shouldRetryRead,
      // Kept for a day so the persisted cache still holds lists seen earlier when offline.
      gcTime: 24 * 60 * 60 * 1000,
    },
  },
});
