/** The organisation's escalation ladder (decision 042): read by its users, saved by its admins. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { escalationApi, type EscalationLadderInput } from '@/contract/escalation';
import { call } from '@/lib/api-client';

export const escalationKeys = {
  all: ['escalation'] as const,
  ladder: () => [...escalationKeys.all, 'ladder'] as const,
};

export const escalationLadderQueryOptions = () =>
  queryOptions({ queryKey: escalationKeys.ladder(), queryFn: () => call(escalationApi.read) });

export function useSaveEscalationLadder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EscalationLadderInput) => call(escalationApi.save, { body: input }),
    onSuccess: (ladder) => queryClient.setQueryData(escalationKeys.ladder(), ladder),
  });
}
