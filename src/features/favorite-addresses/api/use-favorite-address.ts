/** A favorite address as the user sees it: the server's record with their queued changes. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteAddress } from '@/contract/favorite-address';
import { newestCachedRecord, recordFromCachedLists } from '@/lib/cached-record';
import { useOverlaidRecord } from '@/lib/offline-writes/use-overlay';
import { favoriteAddressKeys } from './favorite-address-keys';
import { favoriteAddressWrites } from './favorite-address-writes';
import { favoriteAddressQueryOptions } from './get-favorite-address';

export function useFavoriteAddress(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...favoriteAddressQueryOptions(id),
    initialData: () =>
      recordFromCachedLists<FavoriteAddress>(queryClient, favoriteAddressKeys.lists(), id)?.record,
    initialDataUpdatedAt: () =>
      recordFromCachedLists(queryClient, favoriteAddressKeys.lists(), id)?.updatedAt,
  });
  const newest = newestCachedRecord<FavoriteAddress>(
    queryClient,
    favoriteAddressKeys.lists(),
    id,
    query.data,
  );
  const { entries, record } = useOverlaidRecord<FavoriteAddress>(favoriteAddressWrites, id, newest);
  return { query, entries, address: record };
}
