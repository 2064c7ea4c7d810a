/** The board's day, the hand-over to a vehicle and a vehicle's shift. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dispatchApi, type ShiftInput } from '@/contract/dispatch';
import { call } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

export const boardQueryOptions = (day: string) =>
  queryOptions({
    queryKey: dispatchKeys.board(day),
    queryFn: () => call(dispatchApi.board, { query: { day } }),
  });

/**
 * Hands a transport to a vehicle's crew (or back to the tray). The crew's phone hears of it from
 * the server's event like any hand-over; this board reloads its day, as do the other dispatchers'.
 */
export function useHandOver(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transportId, vehicleId }: { transportId: string; vehicleId: string | null }) =>
      call(dispatchApi.handOver, { params: { id: transportId }, body: { vehicleId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.board(day) }),
  });
}

export function useSaveShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShiftInput) => call(dispatchApi.shift, { body: input }),
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: dispatchKeys.board(input.day) }),
  });
}
