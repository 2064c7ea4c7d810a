import { queryOptions } from '@tanstack/react-query';
import { ERROR_CODES } from '@/contract/common';
import { seriesApi } from '@/contract/transport-series-api';
import { call } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { TRANSPORT_REFRESH_MS, transportKeys } from '@/features/transports';

/** A series with its dates (decision 041), under the transports' key root: their edits refresh it. */
export const seriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...transportKeys.all, 'series', id] as const,
    queryFn: () => call(seriesApi.read, { params: { id } }),
    // As a transport's view: asked again every half minute besides realtime. A reload shows the
    // stored answer at once and asks again once the organisation's channel is subscribed
    // (decision 052), so no `refetchOnMount: 'always'` of its own.
    refetchInterval: TRANSPORT_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    retry: (failures, error) => !isApiError(error, ERROR_CODES.notFound) && failures < 3,
  });
