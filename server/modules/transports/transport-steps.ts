/**
 * One step of a transport's lifecycle, the same way for every command: the pure table decides
 * (src/contract/transport-lifecycle.ts), a conditional UPDATE applies it only if the status is
 * still the one decided upon, and the history row is written in the same transaction.
 */
import { eq } from 'drizzle-orm';
import {
  decide,
  type Decision,
  type TransportAction,
  type TransportStatus,
} from '../../../src/contract/transport-lifecycle';
import type { transports } from '../../db/schema';
import type { DataScope } from '../../db/scope';
import { appendTransportEvent } from './transport-store';
import { forbidden, transitionNotAllowed } from '../../errors';
import { relationsOf, type TransportRow } from './transport-record';

/** 403/1403 when the viewer may never take the step, 409/1410 when not from this status. */
export function refuseUnless(decision: Decision): asserts decision is Decision & { allowed: true } {
  if (decision.allowed) return;
  throw decision.refusal === 'forbidden' ? forbidden() : transitionNotAllowed();
}

type Entry = {
  action: TransportAction | 'create';
  from: TransportStatus | null;
  to: TransportStatus | null;
  /** The time on the device (the server's time when the device gave none). */
  at: Date;
  now: Date;
  reason?: string | null;
  km?: number | null;
  waitingMinutes?: number | null;
};

/** Appends to the history, as the caller of `scope`. */
export function record(scope: DataScope, row: { id: string }, entry: Entry) {
  return appendTransportEvent(scope.handle, {
    transportId: row.id,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    userId: scope.caller.userId,
    actorOrganizationId: scope.caller.organizationId,
    at: entry.at,
    recordedAt: entry.now,
    reason: entry.reason ?? null,
    km: entry.km ?? null,
    waitingMinutes: entry.waitingMinutes ?? null,
  });
}

export type StepValues = Partial<Omit<typeof transports.$inferInsert, 'id' | 'organizationId'>>;

/**
 * Takes `action` on a transport the caller sees in full: decided from the status read, written
 * only if that status still holds (a concurrent step makes this one a 409, never a double step).
 * `check` may refuse with a field error once the row is known.
 */
export async function step(
  scope: DataScope,
  id: string,
  action: TransportAction,
  values: StepValues,
  now: Date,
  check?: (row: TransportRow) => void | Promise<void>,
): Promise<{ before: TransportRow; after: TransportRow }> {
  const before = await scope.transports.find(id);
  const decision = decide(action, before.status, relationsOf(before, scope.caller));
  refuseUnless(decision);
  await check?.(before);
  const after = await scope.transports.updateIf(
    id,
    (t) => eq(t.status, before.status),
    { ...values, status: decision.to ?? before.status },
    now,
  );
  if (!after) throw transitionNotAllowed();
  return { before, after };
}
