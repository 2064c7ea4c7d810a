/**
 * The signed-in user's organisation (`GET /v1/organization`): read by every member, changed by
 * admins on the settings overview. One query for each screen that needs it: the settings, the
 * order form's "our own address", the marketplace's hint on a missing service area.
 */
import { queryOptions } from '@tanstack/react-query';
import { organizationApi } from '@/contract/organization';
import { call } from './api-client';

export const ownOrganizationKey = ['organization'] as const;

export const ownOrganizationQueryOptions = () =>
  queryOptions({
    queryKey: ownOrganizationKey,
    queryFn: () => call(organizationApi.read),
    // Changed rarely, and by an admin on the page that writes the answer into this cache.
    staleTime: 10 * 60_000,
  });
