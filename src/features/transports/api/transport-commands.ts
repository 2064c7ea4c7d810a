/**
 * The lifecycle's commands a viewer sends from the transport view (accept, return, cancel,
 * release, a crew step): online, with an Idempotency-Key, and the answer put in the cache at once.
 * The crew's offline steps are queued writes of the crew feature, not these.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusInput } from '@/contract/transport';
import { transportApi } from '@/contract/transport-api';
import type { ReturnedTransport, Transport } from '@/contract/transport-answer';
import { call } from '@/lib/api-client';
import { forgetTransport } from './forget-transport';
import { transportKeys } from './transport-keys';

export type TransportCommand =
  | { action: 'accept' }
  | { action: 'return' | 'cancel'; reason: string }
  | { action: 'release'; returnAt: string }
  | { action: 'status'; step: StatusInput };

export function sendTransportCommand(
  id: string,
  command: TransportCommand,
): Promise<Transport | ReturnedTransport> {
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

/**
 * `leave` is called when the answer carries no patient (the transport was given back) and the
 * viewer did not order it: the page goes elsewhere before the record leaves the cache.
 */
export function useTransportCommand(
  transport: Pick<Transport, 'id' | 'organization'>,
  { ownOrganizationId, leave }: { ownOrganizationId: string; leave: () => Promise<void> },
) {
  const { id } = transport;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: TransportCommand) => sendTransportCommand(id, command),
    onSuccess: async (answer) => {
      if ('patient' in answer) queryClient.setQueryData(transportKeys.detail(id), answer);
      else {
        if (transport.organization.id !== ownOrganizationId) await leave();
        await forgetTransport(queryClient, id);
      }
      await queryClient.invalidateQueries({ queryKey: transportKeys.all });
    },
  });
}
