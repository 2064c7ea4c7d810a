import { queryOptions } from '@tanstack/react-query';
import { dispatchApi } from '@/contract/dispatch';
import { call } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/**
 * Who drives which vehicle on a calendar day (decisions 119, 129), the day the board plans and the
 * hand-over reads: the phone names its car and its early or late shift from it.
 * Kept in the persisted cache like the day's jobs, so offline it shows what it last heard; a
 * dispatcher's change arrives at once (`shifts.updated` on the company's channel), and the
 * channel's subscription after a reconnect asks again for what it missed.
 */
export const dayShiftsQueryOptions = (day: string) =>
  queryOptions({
    queryKey: crewKeys.shifts(day),
    queryFn: () => call(dispatchApi.shifts, { query: { day } }),
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
