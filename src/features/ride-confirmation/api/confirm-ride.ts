/**
 * The ride confirmation as a queued write (PRODUCT.md §8, decision 074): encrypted in the outbox
 * like a step, and of the transport's own record type, so it replays after the steps tapped
 * before it — the server takes it from status 4 on — exactly once, by its Idempotency-Key.
 */
import type { RideConfirmationInput } from '@/contract/ride-confirmation';
import { transportApi } from '@/contract/transport-api';
import type { Transport } from '@/contract/transport-answer';
import { saveWrite } from '@/lib/offline-writes/page-queue';
import { defineWrite } from '@/lib/offline-writes/write-kinds';
import { transportWrites } from '@/features/transports';
import { CONFIRMATION_KIND } from '../confirmation-kind';
import { confirmationKeys } from './confirmation-keys';

export const confirmRide = defineWrite<Transport, RideConfirmationInput>({
  kind: CONFIRMATION_KIND,
  recordType: transportWrites.recordType,
  effect: 'update',
  endpoint: transportApi.confirm,
  touches: [confirmationKeys.all],
  // Nothing of the transport's own fields changes.
  apply: (transport) => transport,
});

/** Queues the confirmation and sends it when it can; the outcome says which. */
export const saveRideConfirmation = (transportId: string, input: RideConfirmationInput) =>
  saveWrite(confirmRide(transportId, input));
