import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transportApi } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** Hands an accepted transport to one of the company's crews (`null` takes it back). */
export function useAssignCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, teamId }: { id: string; teamId: string | null }) =>
      call(transportApi.crew, { params: { id }, body: { teamId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.scheduled() }),
  });
}
