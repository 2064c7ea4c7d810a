/** Favorite addresses as the user sees them: server data with their queued changes laid over. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { recordFromCachedLists } from '@/lib/cached-record';
import type { FavoriteAddress } from '@/contract/favorite-address';
import { useOverlaidPage, useOverlaidRecord } from '@/lib/offline-writes/use-overlay';
import { favoriteAddressKeys } from './favorite-address-keys';
import type { ListSearch } from '@/lib/list-search';
import { favoriteAddressFromBody } from './favorite-address-writes';
import { favoriteAddressQueryOptions } from './get-favorite-address';
import { favoriteAddressesListQueryOptions } from './list-favorite-addresses';

const searchTexts = (address: FavoriteAddress) => [
  address.name,
  address.street,
  address.city,
  address.zipCode,
];

export function useFavoriteAddressesPage(params: ListSearch) {
  const query = useQuery(favoriteAddressesListQueryOptions(params));
  const { entries, records, totalRows } = useOverlaidPage(
    'favorite-addresses',
    query,
    favoriteAddressFromBody,
    {
      page: params.page,
      search: params.search,
      searchTexts,
    },
  );
  return { query, entries, addresses: records, totalRows };
}

export function useFavoriteAddress(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...favoriteAddressQueryOptions(id),
    initialData: () =>
      recordFromCachedLists<FavoriteAddress>(queryClient, favoriteAddressKeys.lists(), id)?.record,
    initialDataUpdatedAt: () =>
      recordFromCachedLists(queryClient, favoriteAddressKeys.lists(), id)?.updatedAt,
  });
  const { entries, record } = useOverlaidRecord(
    'favorite-addresses',
    id,
    query,
    favoriteAddressFromBody,
  );
  return { query, entries, address: record };
}
