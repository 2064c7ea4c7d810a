import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@/contract/account-api';
import { call } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getSessions = () => call(accountApi.sessions);

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: getSessions });

/** Logs out one device (`{ id }`) or all of them (`{ all: true }`). */
export const logoutSessions = (which: { id: string } | { all: true }) =>
  call(accountApi.logout, { body: which });

export function useLogoutSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
