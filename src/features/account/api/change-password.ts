import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@/contract/auth';
import { http } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** Changing the password ends the other devices' sessions (PRODUCT.md §7). */
export const changePassword = (input: PasswordChangeInput) =>
  http.put<void>('account/password', input);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
