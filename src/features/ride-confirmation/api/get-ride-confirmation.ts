import { queryOptions } from '@tanstack/react-query';
import { transportApi } from '@/contract/transport-api';
import { call } from '@/lib/api-client';
import { confirmationKeys } from './confirmation-keys';

/**
 * The ride's confirmation as the viewer may see it (the ward: the signature). Kept in memory
 * only: a signature and a Transportschein need not wait on the device for a later offline read.
 */
export const rideConfirmationQueryOptions = (transportId: string) =>
  queryOptions({
    queryKey: confirmationKeys.of(transportId),
    queryFn: () => call(transportApi.confirmation, { params: { id: transportId } }),
    meta: { persist: false },
  });
