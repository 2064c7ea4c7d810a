import { queryOptions } from '@tanstack/react-query';
import { transportApi } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import { transportKeys } from './transport-keys';

/**
 * Who of the organisation read the transport, newest first (admins only, decision 039). Asked
 * for when the admin opens it, not with every view of the transport.
 */
export const transportAccessQueryOptions = (id: string) =>
  queryOptions({
    queryKey: transportKeys.access(id),
    queryFn: () => call(transportApi.access, { params: { id } }),
  });
