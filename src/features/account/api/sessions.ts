import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceSession } from '@/contract/auth';
import type { Page } from '@/contract/common';
import { http } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getSessions = () => http.get<Page<DeviceSession>>('account/sessions');

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: getSessions });

/** Logs out one device (`{ id }`) or all of them (`{ all: true }`). */
export const logoutSessions = (which: { id: string } | { all: true }) =>
  http.post<void>('account/logout', which);

export function useLogoutSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
