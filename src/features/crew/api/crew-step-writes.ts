/**
 * The crew's status step as a queued command (decision 016, 026): tapped on the road, kept with
 * the time of the tap (`at`), sent in order with the transport's other writes, exactly once.
 */
import type { StatusInput } from '@/contract/transport';
import { transportApi } from '@/contract/transport-api';
import type { Transport } from '@/contract/transport-answer';
import { defineWrite, type RecordWrites } from '@/lib/offline-writes/write-kinds';
import { crewKeys } from './crew-keys';

/** The transport feature's queries (its key factory's root); a step changes what they show. */
const TRANSPORT_QUERIES = ['transports'] as const;

export const crewStep = defineWrite<Transport, StatusInput>({
  kind: 'transports.status',
  // The transport's own record type: a step replays in order with edits of the same transport.
  recordType: 'transports',
  effect: 'update',
  endpoint: transportApi.status,
  touches: [crewKeys.all, TRANSPORT_QUERIES, ['marketplace']],
  apply: (transport, step) =>
    transport && {
      ...transport,
      status: step.status,
      ...(step.status === 'completed'
        ? { km: step.km ?? null, waitingMinutes: step.waitingMinutes ?? null }
        : {}),
    },
});

/** How the crew's screen lays queued steps over the transports it shows. */
export const crewStepWrites: RecordWrites<Transport> = {
  recordType: 'transports',
  kinds: [crewStep],
};
