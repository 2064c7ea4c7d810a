import { queryOptions } from '@tanstack/react-query';
import { transportApi, type TransportListParams } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import { transportKeys } from './transport-keys';

/** Until the realtime socket lands, planned transports refresh on focus and every 30 s. */
export const TRANSPORT_REFRESH_MS = 30_000;

export const listTransports = (params: TransportListParams) =>
  call(transportApi.list, { query: params });

export const transportsListQueryOptions = (params: TransportListParams) =>
  queryOptions({
    queryKey: transportKeys.list(params),
    queryFn: () => listTransports(params),
    refetchInterval: TRANSPORT_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
