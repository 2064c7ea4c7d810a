import type { QueuedEntry } from '@/lib/offline-writes/queued-entries';

/** The queued write's kind (api/confirm-ride.ts), known to the card without the write itself. */
export const CONFIRMATION_KIND = 'transports.confirmation';

/** The confirmations of one transport still on this device, oldest first. */
export const queuedConfirmations = (recordEntries: readonly QueuedEntry[]) =>
  recordEntries.filter((entry) => entry.body?.write.kind === CONFIRMATION_KIND);
