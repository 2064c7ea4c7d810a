import { queryOptions } from '@tanstack/react-query';
import { ERROR_CODES } from '@/contract/common';
import { favoriteAddressApi } from '@/contract/favorite-address';
import { call } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { favoriteAddressKeys } from './favorite-address-keys';

export const getFavoriteAddress = (id: string) => call(favoriteAddressApi.read, { params: { id } });

export const favoriteAddressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: favoriteAddressKeys.detail(id),
    queryFn: () => getFavoriteAddress(id),
    retry: (failures, error) => !isApiError(error, ERROR_CODES.notFound) && failures < 3,
  });
