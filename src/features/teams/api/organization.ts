/** The caller's own organisation: read by everyone, changed by admins. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationApi, type OrganizationUpdate } from '@/contract/organization';
import { call } from '@/lib/api-client';
import { setupKeys } from './setup-keys';

export const organizationQueryOptions = () =>
  queryOptions({ queryKey: setupKeys.organization, queryFn: () => call(organizationApi.read) });

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationUpdate) => call(organizationApi.update, { body: input }),
    onSuccess: (organization) => queryClient.setQueryData(setupKeys.organization, organization),
  });
}
