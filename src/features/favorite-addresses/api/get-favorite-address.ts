import { queryOptions } from '@tanstack/react-query';
import { ERROR_CODES } from '@/contract/common';
import type { FavoriteAddress } from '@/contract/favorite-address';
import { http } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { favoriteAddressKeys } from './favorite-address-keys';

export const getFavoriteAddress = (id: string) =>
  http.get<FavoriteAddress>(`favorite-addresses/${id}`);

export const favoriteAddressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: favoriteAddressKeys.detail(id),
    queryFn: () => getFavoriteAddress(id),
    retry: (failures, error) => !isApiError(error, ERROR_CODES.notFound) && failures < 3,
  });
