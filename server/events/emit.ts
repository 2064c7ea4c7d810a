/**
 * Writes a domain event into the outbox, inside the caller's transaction: it is committed with
 * the change that caused it, or not at all. The NOTIFY goes out on commit and wakes the
 * dispatcher of every instance; a missed signal is caught up by their periodic sweep.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { DataScope } from '../db/scope';
import { notify } from '../db/listen';
import { domainEvents } from '../db/schema';
import { checkedPayload, type NewEvent } from './catalogue';

export const EVENTS_CHANNEL = 'domain_events';

/**
 * Where an event is written: a request's data scope (its transaction, so a module need not reach
 * for the scope's raw handle, decision 090) or a handle of the system's (jobs, auth).
 */
export type Outbox = Db | DataScope;

/** Answers the event's id (e.g. to derive a mailed code from it). */
export async function emit(outbox: Outbox, event: NewEvent): Promise<string> {
  const tx = 'caller' in outbox ? outbox.handle : outbox;
  const id = randomUUID();
  const payload = checkedPayload(event.type, event.payload);
  await tx.insert(domainEvents).values({ id, type: event.type, payload });
  await notify(tx, EVENTS_CHANNEL, event.type);
  return id;
}
