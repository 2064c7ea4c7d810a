import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { scorecardApi, type ScorecardQuery } from '@/contract/scorecard';
import { call } from '@/lib/api-client';
import { scorecardKeys } from './scorecard-keys';

export const scorecardQueryOptions = (query: ScorecardQuery) =>
  queryOptions({
    queryKey: scorecardKeys.card(query),
    queryFn: () => call(scorecardApi.read, { query }),
    // Another period or company keeps the charts on screen (dimmed) until the new figures are in.
    placeholderData: keepPreviousData,
  });
