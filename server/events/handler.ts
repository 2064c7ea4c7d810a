import type { DomainEvent, EventType } from './catalogue';

/**
 * Something that runs after an event was committed — a mail, later a notification, a realtime
 * message, a push, an audit entry. It runs at least once per event and must be idempotent by
 * event id: a retry after a crash or a timeout must not do the thing twice (or do it harmlessly
 * twice, like a mail carrying the same link). It should give up when `signal` aborts.
 */
export type EventHandler = {
  /** Stable and unique: deliveries are recorded under it. Renaming one re-runs nothing. */
  name: string;
  types: readonly EventType[];
  handle(event: DomainEvent, signal: AbortSignal): Promise<void>;
};

/** `on('account.registered', 'mail.confirm-email', async (event) => …)` */
export function on<T extends EventType>(
  types: T | readonly T[],
  name: string,
  handle: (event: DomainEvent<T>, signal: AbortSignal) => Promise<void>,
): EventHandler {
  return {
    name,
    types: typeof types === 'string' ? [types] : types,
    handle: handle as EventHandler['handle'],
  };
}
