/**
 * Every domain event type and its payload, defined once. Payloads carry ids and codes only:
 * never health data (PRODUCT.md §5), never a secret in clear — a handler reads what it needs
 * when it runs. Strict objects, so a stray field is refused at `emit` rather than stored.
 *
 * Adding an event: one line here, then `emit(tx, { type, payload })` where the change happens
 * and `on(type, name, handle)` in the handler list of server/event-handlers.ts.
 */
import * as v from 'valibot';
import { DELAY_REASONS } from '../../src/contract/delay';
import { ESCALATION_STEPS } from '../../src/contract/escalation';
import { WEEKDAYS } from '../../src/contract/recurrence';
import { TRANSPORT_CLASSES } from '../../src/contract/transport-class';
import { TRANSPORT_STATUSES } from '../../src/contract/transport-lifecycle';

const id = v.pipe(v.string(), v.uuid());
const status = v.picklist(TRANSPORT_STATUSES);
/** A calendar date in Germany, YYYY-MM-DD. */
const isoDate = v.pipe(v.string(), v.isoDate());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A time of day in Germany, HH:MM. */
const time = v.pipe(v.string(), v.regex(/^\d\d:\d\d$/));
/** Present only as `true`: the notification comes from a series event instead (decision 050). */
const toldBySeries = v.optional(v.literal(true));
/**
 * The user who made the change: they saw it happen on their screen and are not notified of it;
 * their colleagues are. Optional only for events written before it was carried.
 */
const byUserId = v.optional(id);

export const EVENT_PAYLOADS = {
  /** An organisation and its admin registered; the admin's address awaits confirmation. */
  'account.registered': v.strictObject({ userId: id }),
  /** Someone registered with the address of an existing account (its owner is told). */
  'account.registration_attempted': v.strictObject({ userId: id }),
  /** Another confirmation link was asked for. */
  'account.confirmation_requested': v.strictObject({ userId: id }),
  /** A password recovery link was asked for. */
  'account.recovery_requested': v.strictObject({ userId: id }),
  /** An admin created the user (or asked to send the invitation again). */
  'user.invited': v.strictObject({ userId: id }),

  // The transport's life (PRODUCT.md §4, §5). Handlers (notifications, realtime, push, mail) read
  // the transport when they run and decide per recipient what they may see of it.
  /**
   * A ward ordered a transport; it is on the marketplace unless it is an on-call return.
   * `toldBySeries`: a date made with its series' order — the series' own event `series.published`
   * tells people of it, once for all its dates (decision 050); lists still refresh per date.
   * `onCall`: an on-call return, off the market until the ward releases it — `transport.released`
   * announces it then, once (issue 27).
   */
  'transport.created': v.strictObject({
    transportId: id,
    toldBySeries,
    onCall: v.optional(v.literal(true)),
  }),
  /**
   * The ward changed an order (before or after a company took it). `toldBySeries`: moved with
   * "this and all following" of its series — `series.changed` tells of it, once (decision 050).
   */
  'transport.updated': v.strictObject({ transportId: id, toldBySeries, byUserId }),
  /** An on-call return got its time and is now on the marketplace. */
  'transport.released': v.strictObject({ transportId: id }),
  /**
   * A transport company took the transport. `toldBySeries`: taken with its whole series —
   * `series.accepted` tells the ward, once for all the dates (decision 050).
   */
  'transport.accepted': v.strictObject({ transportId: id, companyId: id, toldBySeries }),
  /** The company gave it back to the marketplace (with a reason). */
  'transport.returned': v.strictObject({ transportId: id, companyId: id }),
  /** The company handed it to one of its crews (or took it back: teamId null). */
  'transport.assigned': v.strictObject({ transportId: id, teamId: v.nullable(id) }),
  /**
   * The crew's phone reported a new position (issue 29): only the ordering organisation's and the
   * assigned company's views refresh; never notified, and the position is not in it.
   */
  'transport.position_reported': v.strictObject({ transportId: id }),
  /**
   * The crew reported a delay (decision 113): why (a code) and the new arrival, so a notification
   * delivered after a later report still tells this one's. Nothing of the patient or position.
   */
  'transport.delay_reported': v.strictObject({
    transportId: id,
    reason: v.picklist(DELAY_REASONS),
    newArrivalAt: v.pipe(v.string(), v.isoTimestamp()),
    byUserId,
  }),
  /**
   * The estimate passed the pickup time by more than 15 minutes and nobody reported a delay
   * (decision 113): told once.
   */
  'transport.late': v.strictObject({ transportId: id }),
  /**
   * The vehicle is estimated at the pickup within the ward's set minutes (decision 114): the
   * ward prepares the patient; told once, with the estimate it was told with.
   */
  'transport.prepare_patient': v.strictObject({
    transportId: id,
    estimatedAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  /** A crew step or completion. */
  'transport.status_changed': v.strictObject({ transportId: id, from: status, to: status }),
  /**
   * Cancelled by the ward (with a reason). `toldBySeries`: dropped by a change of its series or
   * cancelled with the rest of it — `series.changed` / `series.cancelled` tell of it, once.
   */
  'transport.cancelled': v.strictObject({ transportId: id, toldBySeries, byUserId }),
  /**
   * Nobody took it and the pickup time is near: the escalation ladder took `step` (decision 042;
   * it absorbed PRODUCT.md §5's earlier warning `transport.expiring`).
   */
  'transport.escalated': v.strictObject({ transportId: id, step: v.picklist(ESCALATION_STEPS) }),
  /** Nobody took it before the pickup time. */
  'transport.expired': v.strictObject({ transportId: id }),

  // Series transports (decision 041): what happens to a series as a whole, told once for all its
  // dates (decision 050). Each date raises its own transport events as well.
  /** A ward ordered a series: it is on the marketplace as a whole. */
  'series.published': v.strictObject({ seriesId: id }),
  /** A transport company took the whole series: every open date and every later one. */
  'series.accepted': v.strictObject({ seriesId: id, companyId: id }),
  /**
   * The ward changed the series from `fromDate` on ("this and all following"): its dates moved,
   * dropped or were added; `newDates` is how many dates the change made.
   */
  'series.changed': v.strictObject({
    seriesId: id,
    fromDate: isoDate,
    newDates: count,
    byUserId,
    /**
     * The rhythm from `fromDate` on, as the change made it: a notification delivered after a
     * later change still tells this one's. Optional only for events written before it was carried.
     */
    rule: v.optional(
      v.strictObject({
        weekdays: v.array(v.picklist(WEEKDAYS)),
        intervalWeeks: count,
        pickupTime: time,
        // What else a company plans by; optional as they came later than the rule itself.
        appointmentTime: v.optional(v.nullable(time)),
        returnTime: v.optional(v.nullable(time)),
        until: v.optional(v.nullable(isoDate)),
      }),
    ),
    /**
     * What else of the order the change made new (decision 041): the places it moved, whether the
     * patient's needs changed (never which: health data), and the vehicle when it changed.
     * Optional for events written before they were carried.
     */
    placesChanged: v.optional(v.array(v.picklist(['start', 'destination']))),
    needsChanged: v.optional(v.boolean()),
    transportClass: v.optional(v.picklist(TRANSPORT_CLASSES)),
  }),
  /**
   * The ward cancelled the series from `fromDate` on: `dates` dates the series tells of were
   * cancelled with it — open ones and the series company's, not those another company took alone
   * (each of those is told as its own transport).
   */
  'series.cancelled': v.strictObject({
    seriesId: id,
    fromDate: isoDate,
    dates: count,
    byUserId,
  }),

  /**
   * The Kasse's approval of an active series runs out on `validUntil`, 14 days or less from now
   * (decision 097): the ward is reminded once per approval, as no date is made after it.
   */
  'series.approval_expiring': v.strictObject({ seriesId: id, validUntil: isoDate }),

  // The dispatch board (issue 30).
  /**
   * Who drives a vehicle on `day` changed — the crew of the day or an early/late shift (decisions
   * 119, 129): the company's phones and boards read the day's shifts again (decision 129), even
   * where no job moved. Ids and the day only: the company's, so the handler reads nothing.
   */
  'vehicle.shift_changed': v.strictObject({ companyId: id, vehicleId: id, day: isoDate }),

  // Billing (PRODUCT.md §6; decision 031).
  /** A monthly document was issued (statement or invoice) by the month-end job. */
  'invoice.issued': v.strictObject({ invoiceId: id }),
  /** The issuer marked a document paid. */
  'invoice.paid': v.strictObject({ invoiceId: id }),
  /** The issuer cancelled a document; `creditNoteId` cancels it. */
  'invoice.cancelled': v.strictObject({ invoiceId: id, creditNoteId: id }),
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
