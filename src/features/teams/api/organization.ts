/** Changing the caller's own organisation (admins); reading it is `ownOrganizationQueryOptions`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationApi, type OrganizationUpdate } from '@/contract/organization';
import { call } from '@/lib/api-client';
import { ownOrganizationKey } from '@/lib/own-organization';

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationUpdate) => call(organizationApi.update, { body: input }),
    onSuccess: (organization) => queryClient.setQueryData(ownOrganizationKey, organization),
  });
}
