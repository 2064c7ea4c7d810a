import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@/contract/messages';
import { notificationApi } from '@/contract/notification';
import { call } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** The bell shows the newest; the answer's `unread` counts all of them. */
export const BELL_PAGE_SIZE = 30;

/** The list as the server writes it for an account speaking `language` (the signed-in user's). */
export const notificationsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: notificationKeys.list(language),
    queryFn: () => call(notificationApi.list, { query: { per_page: BELL_PAGE_SIZE } }),
    // Realtime says when there is something new; no polling.
    staleTime: Infinity,
  });

export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(notificationApi.markAsRead, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}

export function useMarkAllAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(notificationApi.markAllAsRead, { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
