/**
 * Delays told with a reason (issue 29; decision 113): the crew reports a delay in two taps — why
 * and the new arrival — and the ward reads "Verspätung gemeldet: Verkehr · neue Ankunft ca. 14:50".
 * Nobody reports and the estimate passes the pickup time by more than LATE_AFTER_MINUTES: the
 * transport is marked late and the ward and the company's dispatchers are told once. A reason is
 * a code, never free text: nothing of the patient can slip into it.
 */
import * as v from 'valibot';
import { object, uuid } from './common';
import { endpoint } from './endpoint';
import { instant, optionalInstant } from './instant';
import { m } from './messages';
import { SHARING_STATUSES, type TransportStatus } from './transport-lifecycle';

export const DELAY_REASONS = [
  'traffic',
  'previous_job',
  'vehicle_problem',
  'patient_not_ready',
  'other',
] as const;
export type DelayReason = (typeof DELAY_REASONS)[number];

/**
 * When a delay can be reported: taken and not yet set off (the previous job runs long), on the
 * way to the pickup, and with the patient on the way to the destination.
 */
export const DELAY_STATUSES: readonly TransportStatus[] = ['assigned', 'en_route', 'in_transit'];

/** The estimate may pass the pickup time by this much before the transport counts as late. */
export const LATE_AFTER_MINUTES = 15;

/** The crew's quick choices for the new arrival, in minutes from now. */
export const DELAY_QUICK_MINUTES = [15, 30, 45] as const;

/** A new arrival at most this far ahead: a day's delay is a new order, not a delay. */
export const MAX_DELAY_HOURS = 12;

/** Which arrival a delay concerns: the pickup's until the patient is on board, then the destination's. */
export type DelayHeading = 'pickup' | 'destination';
export const delayHeadingOf = (status: TransportStatus): DelayHeading =>
  status === 'in_transit' ? 'destination' : 'pickup';

/**
 * `id` is chosen by the phone when the crew taps: a report queued offline and sent again is
 * stored once. `at` is the time of the tap (the server's time when absent).
 */
export const DelayInput = object({
  id: uuid,
  reason: v.picklist(DELAY_REASONS, m('choice')),
  newArrivalAt: instant,
  at: optionalInstant,
});
export type DelayInput = v.InferInput<typeof DelayInput>;

export type DelayReport = {
  id: string;
  reason: DelayReason;
  newArrivalAt: string;
  reportedAt: string;
  heading: DelayHeading;
};

type Id = { id: string };

export const delayApi = {
  /** The assigned company's crew or dispatcher; 201 with the stored report (also when repeated). */
  report: endpoint.post<DelayReport, Id, DelayInput>(({ id }) => `transports/${id}/delays`),
};

/**
 * Late without a word (decision 113): the estimated arrival at the pickup passes the agreed
 * pickup time by more than LATE_AFTER_MINUTES and no delay was reported for it.
 */
export function isUnreportedLate(arrival: {
  heading: DelayHeading | null;
  estimatedAt: string | null;
  pickupAt: string | null;
  delayReported: boolean;
}): boolean {
  if (arrival.heading !== 'pickup' || arrival.delayReported) return false;
  if (!arrival.estimatedAt || !arrival.pickupAt) return false;
  return (
    Date.parse(arrival.estimatedAt) - Date.parse(arrival.pickupAt) > LATE_AFTER_MINUTES * 60_000
  );
}

/**
 * Late before even setting off (decision 113): taken, not yet on its way, and the pickup time
 * passed more than LATE_AFTER_MINUTES ago with no delay reported — no vehicle can arrive before
 * now, so no estimate is needed to know it.
 */
export function isLateSettingOff(
  transport: { status: TransportStatus; pickupAt: string | null },
  delayReported: boolean,
  now: Date,
): boolean {
  if (transport.status !== 'assigned' || delayReported || !transport.pickupAt) return false;
  return now.getTime() - Date.parse(transport.pickupAt) > LATE_AFTER_MINUTES * 60_000;
}

/** How near its pickup a taken transport shows its arrival line: a delay is told before setting off. */
const ARRIVAL_SHOWN_BEFORE_MS = 3 * 3_600_000;

/**
 * Whether a list row or the transport's page asks for the arrival (and its delay): on the way,
 * or taken and due within ARRIVAL_SHOWN_BEFORE_MS — not every taken transport of the week.
 */
export function showsArrival(
  transport: { status: TransportStatus; pickupAt: string | null },
  now: Date,
): boolean {
  if (SHARING_STATUSES.includes(transport.status)) return true;
  if (transport.status !== 'assigned' || !transport.pickupAt) return false;
  return Date.parse(transport.pickupAt) - now.getTime() < ARRIVAL_SHOWN_BEFORE_MS;
}

/**
 * "Patient vorbereiten" is due (decision 114): the vehicle is estimated at the pickup within the
 * ward's `minutes` — on a fresh position only, never on a stale one.
 */
export function isPreparationDue(
  arrival: { state: string; heading: DelayHeading | null; estimatedAt: string | null },
  minutes: number,
  now: Date,
): boolean {
  if (arrival.state !== 'estimated' || arrival.heading !== 'pickup' || !arrival.estimatedAt) {
    return false;
  }
  return Date.parse(arrival.estimatedAt) - now.getTime() <= minutes * 60_000;
}
