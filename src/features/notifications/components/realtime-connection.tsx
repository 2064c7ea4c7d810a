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

/**
 * Queries of other features that realtime events make stale, by the first part of their key: the
 * transports' lists and views, and the crew's "Heute" — a list of the same transports, which must
 * follow a ward's edit or a colleague's step on the crew's other phone at once (issue 25).
 */
const TRANSPORT_QUERIES = ['transports', 'crew', 'dispatch'];
const MARKETPLACE_QUERIES = ['marketplace'];

/**
 * The signed-in user's realtime connection (seed §4, §7): opens with the signed-in layout,
 * closes with it (logout). A `notification` reloads the bell's list and shows a toast (contrast,
 * 10 s); `transport.updated`, `series.updated`, `shifts.updated` and `marketplace.updated` make
 * the affected lists and views stale. Each time a channel is subscribed — on opening and after a reconnect — what it
 * tells of is fetched again (decision 052): what the page shows may be older than the
 * subscription, e.g. a cache restored from disk that the last events before a reload never
 * reached.
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
    const toldBy = new Map<string, string[]>([
      [userChannel(user.id), [...notificationKeys.all]],
      [organizationChannel(user.organization.id), TRANSPORT_QUERIES],
      ...(isCompany
        ? [[marketplaceChannel(user.organization.id), MARKETPLACE_QUERIES] as const]
        : []),
    ]);
    return openRealtime(config, {
      channels: [...toldBy.keys()],
      onEvent: (_channel, event, data) => {
        if (event === REALTIME_EVENTS.notification) {
          const notification = data as NotificationEvent;
          void refresh([...notificationKeys.all]);
          toast.show({ title: notification.title, message: notification.message });
        } else if (
          event === REALTIME_EVENTS.transportUpdated ||
          event === REALTIME_EVENTS.seriesUpdated ||
          event === REALTIME_EVENTS.shiftsUpdated
        ) {
          // A series' view sits under the transports' key root (get-series.ts), beside the lists;
          // the crew's vehicle of the day under 'crew', the board under 'dispatch' (decision 129).
          void refresh(TRANSPORT_QUERIES);
        } else if (event === REALTIME_EVENTS.marketplaceUpdated) {
          void refresh(MARKETPLACE_QUERIES);
        }
      },
      onListening: (channel) => void refresh(toldBy.get(channel) ?? []),
    });
  }, [config, queryClient, user.id, user.organization.id, isCompany]);
  return null;
}
