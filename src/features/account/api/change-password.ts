import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@/contract/account-api';
import type { PasswordChangeInput } from '@/contract/auth';
import { call } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** Changing the password ends the other devices' sessions (PRODUCT.md §7). */
export const changePassword = (input: PasswordChangeInput) =>
  call(accountApi.changePassword, { body: input });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
