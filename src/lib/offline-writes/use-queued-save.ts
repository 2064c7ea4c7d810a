import { onlineManager, useMutation } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../api-error';
import { db } from '../local-db';
import { queuedWriteKey, WriteConflict } from './mutations';
import { queueWrite } from './page-queue';
import type { QueuedResource, QueuedWrite } from './types';

export type SaveResult =
  | { state: 'saved'; body: unknown }
  /** Safely queued; it goes out when the network allows. */
  | { state: 'queued' }
  /** Someone else changed the record; the user decides (the write waits in the queue). */
  | { state: 'conflict' };

/**
 * Saving from a form: the write is queued first (so it survives a closed tab), then sent.
 * A refusal the user can fix in the form (422 and the like) throws and leaves the queue, because
 * the values are still in the form; everything else is kept.
 */
export function useQueuedSave(resource: QueuedResource) {
  // The form waits for one attempt; the queue and the replay take care of later ones.
  const mutation = useMutation<unknown, Error, QueuedWrite>({
    mutationKey: queuedWriteKey(resource),
    retry: false,
  });
  return async (write: QueuedWrite): Promise<SaveResult> => {
    await queueWrite(write);
    if (!onlineManager.isOnline()) {
      mutation.mutate(write);
      return { state: 'queued' };
    }
    try {
      return { state: 'saved', body: await mutation.mutateAsync(write) };
    } catch (error) {
      if (error instanceof NetworkError) return { state: 'queued' };
      if (error instanceof WriteConflict) return { state: 'conflict' };
      if (error instanceof ApiError) {
        await db.outbox.where('idempotencyKey').equals(write.idempotencyKey).delete();
      }
      throw error;
    }
  };
}
