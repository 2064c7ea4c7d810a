import { queryOptions } from '@tanstack/react-query';
import { ERROR_CODES } from '@/contract/common';
import { transportApi } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { TRANSPORT_REFRESH_MS } from './list-transports';
import { transportKeys } from './transport-keys';

export const getTransport = (id: string) => call(transportApi.read, { params: { id } });

export const transportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: transportKeys.detail(id),
    queryFn: () => getTransport(id),
    refetchInterval: TRANSPORT_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    // A transport that is not there (or not ours) will not appear by asking again.
    retry: (failures, error) => !isApiError(error, ERROR_CODES.notFound) && failures < 3,
  });
