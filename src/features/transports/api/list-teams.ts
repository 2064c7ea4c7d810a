/**
 * The organisation's teams for the team filter and the order's department. The teams area
 * (issue 7) owns `/v1/teams`; until it answers, the filter and the field stay hidden.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@/contract/common';
import { endpoint } from '@/contract/endpoint';
import type { Named } from '@/contract/transport-answer';
import { call } from '@/lib/api-client';

const teamsList = endpoint.get<Page<Named>>('teams');

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: ['teams', 'list', { per_page: 100 }] as const,
    queryFn: () => call(teamsList, { query: { per_page: 100, sort: 'name' } }),
    staleTime: 5 * 60_000,
    retry: false,
  });
