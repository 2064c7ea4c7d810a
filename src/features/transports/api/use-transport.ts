/** A transport as the user sees it: the server's record with their queued order laid over it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ERROR_CODES } from '@/contract/common';
import type { Transport } from '@/contract/transport-answer';
import { isApiError } from '@/lib/api-error';
import { recordFromCachedLists } from '@/lib/cached-record';
import { useOverlaidRecord } from '@/lib/offline-writes/use-overlay';
import { forgetTransport } from './forget-transport';
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
  // A 404 on asking again (a colleague gave it back, the ward cancelled it for another company)
  // means this user may no longer see it: the old record must not stay on screen (issue 27).
  const gone = isApiError(query.error, ERROR_CODES.notFound) && query.data !== undefined;
  useEffect(() => {
    if (gone) void forgetTransport(queryClient, id);
  }, [gone, queryClient, id]);
  const { entries, record } = useOverlaidRecord<Transport>(transportWrites, id, query.data);
  return { query, entries, transport: gone ? undefined : record };
}
