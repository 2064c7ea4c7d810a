import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@/contract/common';
import { endpoint } from '@/contract/endpoint';
import type { Named } from '@/contract/transport-answer';
import { call } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** The company's teams (crews), `GET /v1/teams`; only their id and name matter here. */
const teamApi = { list: endpoint.get<Page<Named>>('teams') };

export const crewsQueryOptions = () =>
  queryOptions({
    queryKey: marketplaceKeys.crews(),
    queryFn: () => call(teamApi.list, { query: { per_page: 100, sort: 'name' } }),
    staleTime: 5 * 60_000,
  });
