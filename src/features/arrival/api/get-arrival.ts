import { queryOptions } from '@tanstack/react-query';
import { arrivalApi } from '@/contract/arrival';
import { call } from '@/lib/api-client';

/**
 * The arrival time of a transport on its way. Under the transports' key root, so the realtime
 * `transport.updated` after each reported position refreshes it; asked again each minute too, so
 * an aging position turns "stale" without news. Kept in memory only: an old estimate read
 * offline would be a wrong one.
 */
export const arrivalQueryOptions = (transportId: string) =>
  queryOptions({
    queryKey: ['transports', 'arrival', transportId] as const,
    queryFn: () => call(arrivalApi.arrival, { params: { id: transportId } }),
    refetchInterval: 60_000,
    meta: { persist: false },
  });
