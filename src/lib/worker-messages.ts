/**
 * What the page and the service worker (sw/) say to each other. Imported by both, so it stays
 * free of imports.
 */

/** Sent by the page (lib/service-worker `applyUpdate`) when the user chose to update. */
export const SKIP_WAITING = 'SKIP_WAITING';

export type WorkerMessage = { type: typeof SKIP_WAITING };

/** The Background Sync tag under which the worker replays the offline queue. */
export const OUTBOX_SYNC_TAG = 'outbox';

/**
 * Posted by the worker to open pages after it sent queued writes: each write with the server's
 * answer, so the page's cache holds the record as the server now has it (its version included)
 * before anything is fetched again. `write` is a `QueuedWrite` (lib/offline-writes), kept
 * structural here so this file stays free of imports.
 */
export type OutboxReplayedMessage = {
  type: 'outbox-replayed';
  saved: { write: { touches: readonly (readonly unknown[])[] }; answer: unknown }[];
};
