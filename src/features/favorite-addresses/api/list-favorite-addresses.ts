import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@/contract/common';
import type { FavoriteAddress } from '@/contract/favorite-address';
import { http } from '@/lib/api-client';
import { favoriteAddressKeys, type FavoriteAddressListParams } from './favorite-address-keys';

export const listFavoriteAddresses = (params: FavoriteAddressListParams) =>
  http.get<Page<FavoriteAddress>>('favorite-addresses', {
    page: params.page,
    per_page: params.perPage,
    search: params.search,
    sort: params.sort,
  });

export const favoriteAddressesListQueryOptions = (params: FavoriteAddressListParams) =>
  queryOptions({
    queryKey: favoriteAddressKeys.list(params),
    queryFn: () => listFavoriteAddresses(params),
    placeholderData: keepPreviousData,
  });
