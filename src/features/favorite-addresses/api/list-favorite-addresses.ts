import { queryOptions } from '@tanstack/react-query';
import { favoriteAddressApi } from '@/contract/favorite-address';
import { call } from '@/lib/api-client';
import type { ListSearch } from '@/lib/list-search';
import { favoriteAddressKeys } from './favorite-address-keys';

export const listFavoriteAddresses = (params: ListSearch) =>
  call(favoriteAddressApi.list, { query: params });

export const favoriteAddressesListQueryOptions = (params: ListSearch) =>
  queryOptions({
    queryKey: favoriteAddressKeys.list(params),
    queryFn: () => listFavoriteAddresses(params),
  });
