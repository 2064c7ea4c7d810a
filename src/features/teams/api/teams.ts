/** The organisation's teams: the whole list (organisations have dozens, not thousands), one team, writes. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi, type TeamInput, type TeamUpdate } from '@/contract/team';
import { call } from '@/lib/api-client';
import { setupKeys } from './setup-keys';

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.teams,
    queryFn: () => call(teamApi.list, { query: { per_page: 100 } }),
  });

export const teamQueryOptions = (id: string) =>
  queryOptions({
    queryKey: setupKeys.team(id),
    queryFn: () => call(teamApi.read, { params: { id } }),
  });

/** Teams and users show each other (members, teams of a user): a change refreshes both. */
export function useSetupInvalidation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: setupKeys.teams }),
      queryClient.invalidateQueries({ queryKey: setupKeys.users }),
    ]);
}

export function useSaveTeam(id?: string) {
  const invalidate = useSetupInvalidation();
  return useMutation({
    mutationFn: (input: TeamInput & { version?: number }) =>
      id
        ? call(teamApi.update, { params: { id }, body: input as TeamUpdate })
        : call(teamApi.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteTeam() {
  const invalidate = useSetupInvalidation();
  return useMutation({
    mutationFn: (id: string) => call(teamApi.delete, { params: { id } }),
    onSuccess: invalidate,
  });
}
