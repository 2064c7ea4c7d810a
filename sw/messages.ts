/** Messages between the page and the worker; imported by both, so it stays free of imports. */

/** Sent by the page (lib/service-worker `applyUpdate`) when the user chose to update. */
export const SKIP_WAITING = 'SKIP_WAITING';

export type WorkerMessage = { type: typeof SKIP_WAITING };
