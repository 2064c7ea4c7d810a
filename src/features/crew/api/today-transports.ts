import { queryOptions } from '@tanstack/react-query';
import { transportApi } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/**
 * The company's transports of one day in pickup order. One list per day (not per crew): the
 * phone keeps it for the road, and the crew chosen on the device only filters what it shows.
 */
export const todayTransportsQueryOptions = (day: string) =>
  queryOptions({
    queryKey: crewKeys.today(day),
    queryFn: () =>
      call(transportApi.list, { query: { from: day, to: day, sort: 'pickupAt', per_page: 100 } }),
    // Dispatch hands out and the ward cancels during the day.
    refetchInterval: 60_000,
  });
