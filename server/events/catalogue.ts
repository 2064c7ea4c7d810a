/**
 * Every domain event type and its payload, defined once. Payloads carry ids and codes only:
 * never health data (PRODUCT.md §5), never a secret in clear — a handler reads what it needs
 * when it runs. Strict objects, so a stray field is refused at `emit` rather than stored.
 *
 * Adding an event: one line here, then `emit(tx, { type, payload })` where the change happens
 * and `on(type, name, handle)` in the handler list of server/event-handlers.ts.
 */
import * as v from 'valibot';

const id = v.pipe(v.string(), v.uuid());

export const EVENT_PAYLOADS = {
  /** An organisation and its admin registered; the admin's address awaits confirmation. */
  'account.registered': v.strictObject({ userId: id }),
  /** Someone registered with the address of an existing account (its owner is told). */
  'account.registration_attempted': v.strictObject({ userId: id }),
  /** Another confirmation link was asked for. */
  'account.confirmation_requested': v.strictObject({ userId: id }),
  /** A password recovery link was asked for. */
  'account.recovery_requested': v.strictObject({ userId: id }),
};

export type EventType = keyof typeof EVENT_PAYLOADS;
export type EventPayload<T extends EventType> = v.InferOutput<(typeof EVENT_PAYLOADS)[T]>;

/** What `emit` takes: a type and its payload. */
export type NewEvent<T extends EventType = EventType> = {
  [K in T]: { type: K; payload: EventPayload<K> };
}[T];

/** A committed event as handlers receive it. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { id: string; type: K; payload: EventPayload<K>; createdAt: Date };
}[T];

export const isEventType = (type: string): type is EventType => Object.hasOwn(EVENT_PAYLOADS, type);

/** Checks a payload against its type's schema; throws naming the type when it does not fit. */
export function checkedPayload<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  const result = v.safeParse(EVENT_PAYLOADS[type], payload);
  if (!result.success) {
    const fields = result.issues.map((issue) => v.getDotPath(issue) ?? '(payload)');
    throw new Error(`Invalid payload for event ${type}: ${fields.join(', ')}`);
  }
  return result.output as EventPayload<T>;
}
