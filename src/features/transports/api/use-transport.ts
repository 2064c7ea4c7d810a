/** A transport as the user sees it: the server's record with their queued order laid over it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transport } from '@/contract/transport-answer';
import { recordFromCachedLists } from '@/lib/cached-record';
import { useOverlaidRecord } from '@/lib/offline-writes/use-overlay';
import { transportQueryOptions } from './get-transport';
import { transportKeys } from './transport-keys';
import { transportWrites } from './transport-writes';

export function useTransport(id: string) {
  const queryClient = useQueryClient();
  const cached = () => recordFromCachedLists<Transport>(queryClient, transportKeys.lists(), id);
  const query = useQuery({
    ...transportQueryOptions(id),
    initialData: () => cached()?.record,
    initialDataUpdatedAt: () => cached()?.updatedAt,
  });
  const { entries, record } = useOverlaidRecord<Transport>(transportWrites, id, query.data);
  return { query, entries, transport: record };
}
