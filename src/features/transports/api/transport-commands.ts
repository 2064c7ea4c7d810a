/**
 * The lifecycle's commands a viewer sends from the transport view (accept, return, cancel,
 * release, a crew step): online, with an Idempotency-Key, and the answer put in the cache at once.
 * The crew's offline steps are queued writes of the crew feature, not these.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusInput } from '@/contract/transport';
import { transportApi } from '@/contract/transport-api';
import type { Transport } from '@/contract/transport-answer';
import { call } from '@/lib/api-client';
import { transportKeys } from './transport-keys';

export type TransportCommand =
  | { action: 'accept' }
  | { action: 'return' | 'cancel'; reason: string }
  | { action: 'release'; returnAt: string }
  | { action: 'status'; step: StatusInput };

export function sendTransportCommand(id: string, command: TransportCommand): Promise<Transport> {
  const options = { params: { id }, headers: { 'Idempotency-Key': crypto.randomUUID() } };
  switch (command.action) {
    case 'accept':
      return call(transportApi.accept, { ...options, body: {} });
    case 'return':
    case 'cancel':
      return call(transportApi[command.action], { ...options, body: { reason: command.reason } });
    case 'release':
      return call(transportApi.release, { ...options, body: { returnAt: command.returnAt } });
    case 'status':
      return call(transportApi.status, { ...options, body: command.step });
  }
}

export function useTransportCommand(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: TransportCommand) => sendTransportCommand(id, command),
    onSuccess: async (transport) => {
      queryClient.setQueryData(transportKeys.detail(id), transport);
      await queryClient.invalidateQueries({ queryKey: transportKeys.all });
    },
  });
}
