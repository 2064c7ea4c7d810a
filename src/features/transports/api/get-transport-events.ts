import { queryOptions } from '@tanstack/react-query';
import { transportApi } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import { TRANSPORT_REFRESH_MS } from './list-transports';
import { transportKeys } from './transport-keys';

/** The status history of a transport (append-only, oldest first). */
export const getTransportEvents = (id: string) => call(transportApi.events, { params: { id } });

export const transportEventsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: transportKeys.events(id),
    queryFn: () => getTransportEvents(id),
    refetchInterval: TRANSPORT_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
