/**
 * The history of demo transports (the transport view's timeline), as the API would have written
 * it: the order, the company's accept, the hand-over to a crew, the crew's steps at times around
 * the pickup (never after now), the cancellation with its reason, or the expiry. Without it an
 * accepted or completed demo transport showed "Noch keine Einträge".
 */
import type { TransportStatus } from '../../src/contract/transport-lifecycle';
import type { Db } from '../db/client';
import type { transports } from '../db/schema';
import { transportEvents } from '../db/schema';

type Row = typeof transports.$inferInsert;
type EventRow = typeof transportEvents.$inferInsert;
/** Who acts for the ordering organisation and for the company. */
export type Actor = { userId: string; organizationId: string };

const MINUTE = 60_000;
const STEPS = ['en_route', 'at_pickup', 'in_transit', 'at_destination', 'completed'] as const;
/** Minutes from the pickup at which a crew typically taps each step. */
const STEP_OFFSETS = [-20, 0, 10, 40, 55];
const CANCEL_REASONS = ['Patient wurde verlegt', 'Termin abgesagt', 'Entlassung verschoben'];
/** Minutes a crew reaches the patient after the plan: mostly on time, now and then late. */
const LATENESS = [-3, 0, 0, 2, 4, 6, 9, 12, 18, 35];

/** The same lateness for a transport on every run (the demo is re-runnable). */
const latenessOf = (number: string) =>
  LATENESS[[...number].reduce((sum, char) => sum + char.charCodeAt(0), 0) % LATENESS.length]!;

export function historyOf(
  row: Row,
  actors: { orderer: Actor; company: Actor },
  now: Date,
): EventRow[] {
  const created = row.createdAt!.getTime();
  const pickup = row.pickupAt?.getTime() ?? now.getTime();
  const status = row.status as TransportStatus;
  const events: EventRow[] = [];
  const add = (event: Omit<EventRow, 'transportId' | 'recordedAt'>) =>
    events.push({ ...event, transportId: row.id!, recordedAt: event.at });
  const by = (actor: Actor) => ({
    userId: actor.userId,
    actorOrganizationId: actor.organizationId,
  });
  add({
    action: 'create',
    fromStatus: null,
    toStatus: 'open',
    at: new Date(created),
    ...by(actors.orderer),
  });
  if (status === 'cancelled') {
    const at = Math.max(created + 30 * MINUTE, Math.min(pickup - 2 * 60 * MINUTE, now.getTime()));
    add({
      action: 'cancel',
      fromStatus: 'open',
      toStatus: 'cancelled',
      at: new Date(at),
      reason: CANCEL_REASONS[row.number!.length % CANCEL_REASONS.length],
      ...by(actors.orderer),
    });
    return events;
  }
  if (status === 'expired') {
    add({ action: 'expire', fromStatus: 'open', toStatus: 'expired', at: new Date(pickup) });
    return events;
  }
  if (!row.assignedCompanyId) return events;
  add({
    action: 'accept',
    fromStatus: 'open',
    toStatus: 'assigned',
    at: new Date(created + 60 * MINUTE),
    ...by(actors.company),
  });
  if (row.crewTeamId) {
    add({
      action: 'assignCrew',
      fromStatus: 'assigned',
      toStatus: null,
      at: new Date(created + 90 * MINUTE),
      ...by(actors.company),
    });
  }
  const done = STEPS.indexOf(status as (typeof STEPS)[number]) + 1;
  let previous: TransportStatus = 'assigned';
  let last = created + 90 * MINUTE;
  const late = latenessOf(row.number!);
  for (let index = 0; index < done; index++) {
    const step = STEPS[index]!;
    // Never after now, and each after the one before; from "am Abholort" on, as late as the crew.
    const planned = pickup + (STEP_OFFSETS[index]! + (index > 0 ? late : 0)) * MINUTE;
    const at = Math.max(last + MINUTE, Math.min(planned, now.getTime() - (done - index) * MINUTE));
    add({
      action: step,
      fromStatus: previous,
      toStatus: step,
      at: new Date(at),
      ...(step === 'completed' ? { km: row.km, waitingMinutes: row.waitingMinutes } : {}),
      ...by(actors.company),
    });
    previous = step;
    last = at;
  }
  return events;
}

/** Inserts the history of `rows` in chunks. */
export async function insertHistory(
  db: Db,
  rows: Row[],
  actors: { orderer: Actor; company: Actor },
  now: Date,
): Promise<void> {
  const events = rows.flatMap((row) => historyOf(row, actors, now));
  for (let start = 0; start < events.length; start += 500) {
    await db.insert(transportEvents).values(events.slice(start, start + 500));
  }
}
