/**
 * What this phone's crew last acknowledged of each job (change-marks.ts), kept as a query of its
 * own that is never fetched: the persisted cache holds it encrypted on disk like the jobs
 * themselves (PRODUCT.md §8) and a logout wipes it with them. Outside the `crew` key root, so the
 * socket's refreshes of the crew's day leave it alone.
 */
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { seenOf, type MarkedJob, type SeenJob } from './change-marks';

type SeenJobs = Record<string, SeenJob>;
type Job = MarkedJob & { id: string };

const SEEN_KEY = ['crew-seen'] as const;

export function useSeenJobs(jobs: readonly Job[]) {
  const queryClient = useQueryClient();
  const { data: seen = {} } = useQuery<SeenJobs>({
    queryKey: SEEN_KEY,
    queryFn: skipToken,
    staleTime: Infinity,
  });

  // Jobs first seen now are remembered as they are; a crew given to a job later is remembered
  // too (taking it away from that crew is then a change). Jobs no longer listed are let go.
  useEffect(() => {
    const previous = queryClient.getQueryData<SeenJobs>(SEEN_KEY) ?? {};
    const next: SeenJobs = {};
    for (const job of jobs) {
      const known = previous[job.id];
      next[job.id] =
        known && known.crewId === null && job.crew
          ? { ...known, crewId: job.crew.id }
          : (known ?? seenOf(job));
    }
    if (JSON.stringify(next) !== JSON.stringify(previous)) {
      queryClient.setQueryData<SeenJobs>(SEEN_KEY, next);
    }
  }, [jobs, queryClient]);

  const acknowledge = useCallback(
    (job: Job) =>
      queryClient.setQueryData<SeenJobs>(SEEN_KEY, (previous = {}) => ({
        ...previous,
        [job.id]: seenOf(job),
      })),
    [queryClient],
  );
  return { seen, acknowledge };
}
