import { queryOptions } from '@tanstack/react-query';
import { transportApi } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import type { Shift } from '../crew-shift';
import { crewKeys } from './crew-keys';

/**
 * The company's transports of the shift's two calendar days in pickup order (crew-shift.ts picks
 * the shift's jobs out of them). One list per shift (not per crew): the phone keeps it for the
 * road, and the crew chosen on the device only filters what it shows.
 */
export const todayTransportsQueryOptions = (shift: Pick<Shift, 'day' | 'nextDay'>) =>
  queryOptions({
    queryKey: crewKeys.today(shift.day),
    queryFn: () =>
      call(transportApi.list, {
        query: { from: shift.day, to: shift.nextDay, sort: 'pickupAt', per_page: 100 },
      }),
    // Dispatch hands out and the ward cancels during the shift: besides the socket's events
    // (realtime-connection.tsx), asked again whenever the phone is looked at again — back in the
    // foreground, back online, the page opened or reloaded (a cache restored from disk is a
    // picture of before the reload, not the current state) — and once a minute.
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    refetchOnMount: 'always',
  });
