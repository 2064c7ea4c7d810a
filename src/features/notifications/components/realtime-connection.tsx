import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationEvent } from '@/contract/notification';
import {
  marketplaceChannel,
  organizationChannel,
  REALTIME_EVENTS,
  userChannel,
} from '@/contract/realtime';
import { toast } from '@/components/ui/toast';
import { openRealtime } from '@/lib/realtime';
import { useCurrentUser } from '@/lib/session';
import { notificationKeys } from '../api/notification-keys';
import { clientConfigQueryOptions } from '../api/settings';

/** Queries of other features that realtime events make stale, by the first part of their key. */
const TRANSPORT_QUERIES = ['transports'];
const MARKETPLACE_QUERIES = ['marketplace'];

/**
 * The signed-in user's realtime connection (seed §4, §7): opens with the signed-in layout,
 * closes with it (logout). A `notification` reloads the bell's list and shows a toast (contrast,
 * 10 s); `transport.updated` and `marketplace.updated` make the affected lists stale; after a
 * reconnect everything they show is fetched again, as events may have been missed.
 */
export function RealtimeConnection() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { data: config } = useQuery(clientConfigQueryOptions());
  const isCompany = user.organization.type.value === 'T';

  useEffect(() => {
    if (!config) return;
    const refresh = (prefixes: string[]) =>
      queryClient.invalidateQueries({
        predicate: (query) => prefixes.includes(String(query.queryKey[0])),
      });
    return openRealtime(config, {
      channels: [
        userChannel(user.id),
        organizationChannel(user.organization.id),
        ...(isCompany ? [marketplaceChannel(user.organization.id)] : []),
      ],
      onEvent: (_channel, event, data) => {
        if (event === REALTIME_EVENTS.notification) {
          const notification = data as NotificationEvent;
          void refresh([...notificationKeys.all]);
          toast.show({ title: notification.title, message: notification.message });
        } else if (event === REALTIME_EVENTS.transportUpdated) {
          void refresh(TRANSPORT_QUERIES);
        } else if (event === REALTIME_EVENTS.marketplaceUpdated) {
          void refresh(MARKETPLACE_QUERIES);
        }
      },
      onReconnected: () =>
        void refresh([...notificationKeys.all, ...TRANSPORT_QUERIES, ...MARKETPLACE_QUERIES]),
    });
  }, [config, queryClient, user.id, user.organization.id, isCompany]);
  return null;
}
