import { queryOptions } from '@tanstack/react-query';
import { transportApi } from '@/contract/transport-api';
import { UNDERWAY_STATUSES } from '@/contract/transport-lifecycle';
import { call } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** The company's accepted transports that are not done yet: to hand to a crew, to follow. */
export const SCHEDULED_STATUSES = ['assigned', ...UNDERWAY_STATUSES].join(',');

export const scheduledTransportsQueryOptions = () =>
  queryOptions({
    queryKey: marketplaceKeys.scheduled(),
    queryFn: () =>
      call(transportApi.list, {
        query: { status: SCHEDULED_STATUSES, sort: 'pickupAt', per_page: 100 },
      }),
    refetchInterval: 30_000,
  });
