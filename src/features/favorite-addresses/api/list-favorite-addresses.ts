import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@/contract/common';
import type { FavoriteAddress } from '@/contract/favorite-address';
import { http } from '@/lib/api-client';
import { favoriteAddressKeys } from './favorite-address-keys';
import type { ListSearch } from '@/lib/list-search';

export const listFavoriteAddresses = (params: ListSearch) =>
  http.get<Page<FavoriteAddress>>('favorite-addresses', {
    page: params.page,
    per_page: params.per_page,
    search: params.search,
    sort: params.sort,
  });

export const favoriteAddressesListQueryOptions = (params: ListSearch) =>
  queryOptions({
    queryKey: favoriteAddressKeys.list(params),
    queryFn: () => listFavoriteAddresses(params),
    placeholderData: keepPreviousData,
  });
