import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@/contract/account-api';
import type { AccountUpdateInput } from '@/contract/auth';
import { call } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';
import { accountKeys } from './account-keys';

export const updateAccount = (input: AccountUpdateInput) =>
  call(accountApi.update, { body: input });

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.me(), user);
      updateSessionUser(user);
    },
  });
}
