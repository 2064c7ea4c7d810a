import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUpdateInput, SessionUser } from '@/contract/auth';
import { http } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';
import { accountKeys } from './account-keys';

export const updateAccount = (input: AccountUpdateInput) => http.put<SessionUser>('account', input);

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
