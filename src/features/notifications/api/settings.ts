import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationApi, type NotificationSettings } from '@/contract/notification';
import type { ClientConfig } from '@/contract/realtime';
import { api, call, send } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: () => call(notificationApi.settings),
  });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      call(notificationApi.saveSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
  });
}

/** `GET /v1/config`: realtime connection and the Web Push key; fixed for a server's life. */
export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.config(),
    queryFn: () => send(api.get('config').json<ClientConfig>()),
    staleTime: Infinity,
  });
