/** The organisation's users: the whole list, one user, writes and invitations. */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { userApi, type UserInput, type UserUpdate } from '@/contract/user';
import { call } from '@/lib/api-client';
import { setupKeys } from './setup-keys';
import { useSetupInvalidation } from './teams';

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.users,
    queryFn: () => call(userApi.list, { query: { per_page: 100 } }),
    // Invitations are accepted elsewhere: the admin sees "aktiv" the next time they look.
    staleTime: 0,
  });

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: setupKeys.user(id),
    queryFn: () => call(userApi.read, { params: { id } }),
  });

export function useCreateUser() {
  const invalidate = useSetupInvalidation();
  return useMutation({
    mutationFn: (input: UserInput) => call(userApi.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser(id: string) {
  const invalidate = useSetupInvalidation();
  return useMutation({
    mutationFn: (input: UserUpdate) => call(userApi.update, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useSetupInvalidation();
  return useMutation({
    mutationFn: (id: string) => call(userApi.delete, { params: { id } }),
    onSuccess: invalidate,
  });
}

export const useResendInvitation = () =>
  useMutation({ mutationFn: (id: string) => call(userApi.resendInvitation, { params: { id } }) });
