/** The company's fleet: the whole list (a fleet has dozens of vehicles), and its writes. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@/contract/team';
import { vehicleApi, type VehicleInput, type VehicleUpdate } from '@/contract/vehicle';
import { call } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

export const vehiclesQueryOptions = () =>
  queryOptions({
    queryKey: dispatchKeys.vehicles(),
    queryFn: () => call(vehicleApi.list, { query: { per_page: 100 } }),
  });

/** A change of the fleet changes the board too: both are under `dispatch`. */
function useFleetInvalidation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all });
}

export function useSaveVehicle(id?: string) {
  const invalidate = useFleetInvalidation();
  return useMutation({
    mutationFn: (input: VehicleInput & { version?: number }) =>
      id
        ? call(vehicleApi.update, { params: { id }, body: input as VehicleUpdate })
        : call(vehicleApi.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteVehicle() {
  const invalidate = useFleetInvalidation();
  return useMutation({
    mutationFn: (id: string) => call(vehicleApi.delete, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** The company's crews, to choose a vehicle's usual crew or a shift's crew from. */
export const crewsQueryOptions = () =>
  queryOptions({
    queryKey: [...dispatchKeys.all, 'crews'] as const,
    queryFn: async () =>
      (await call(teamApi.list, { query: { per_page: 100 } })).data.filter((team) => team.crew),
  });
