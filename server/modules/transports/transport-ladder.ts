/**
 * What the system does to an open transport nobody takes (PRODUCT.md §4; decision 042): the
 * escalation ladder's steps before the pickup, then `open → expired` once it has passed. Both
 * are actions of the lifecycle table (`escalate`, `expire`, by the system): the statuses they
 * start from and the status after come from it, as for every other command, and each step is a
 * history row and an event written in one transaction with it. The job that runs them is
 * jobs/escalation-ladder.ts; it opens the system repository, as no caller's scope covers every
 * organisation.
 */
import { ESCALATION_STEPS, type EscalationStep } from '../../../src/contract/escalation';
import { decide, LIFECYCLE, type Relation } from '../../../src/contract/transport-lifecycle';
import type { SystemRepository } from '../../db/system-repository';
import { emit } from '../../events/emit';
import {
  lockEscalating,
  lockExpiring,
  writeEscalationStep,
  writeSystemStatus,
} from './transport-ladder-store';
import { appendTransportEvent } from './transport-store';

const BATCH = 100;
const SYSTEM: ReadonlySet<Relation> = new Set(['system']);

/** One batch of expiries, each with its history row; the number expired. */
function expireBatch({ handle }: SystemRepository, now: Date): Promise<number> {
  return handle.transaction(async (tx) => {
    const due = await lockExpiring(tx, LIFECYCLE.expire.from, now, BATCH);
    for (const { id, status } of due) {
      const decision = decide('expire', status, SYSTEM);
      // The lock asked for the statuses the table allows: a refusal here is a bug, not a race.
      if (!decision.allowed || !decision.to) throw new Error(`expire refused from ${status}`);
      await writeSystemStatus(tx, id, decision.to, now);
      await appendTransportEvent(tx, {
        transportId: id,
        action: 'expire',
        fromStatus: status,
        toStatus: decision.to,
        userId: null,
        actorOrganizationId: null,
        at: now,
        recordedAt: now,
      });
      await emit(tx, { type: 'transport.expired', payload: { transportId: id } });
    }
    return due.length;
  });
}

/** Expires everything due at `now`, batch after batch; the number expired. */
export async function expireTransports(system: SystemRepository, now: Date): Promise<number> {
  let expired = 0;
  for (let count = BATCH; count === BATCH; expired += count) count = await expireBatch(system, now);
  return expired;
}

/** One batch of one step; the number of transports that took it. */
function stepBatch({ handle }: SystemRepository, step: EscalationStep, now: Date) {
  return handle.transaction(async (tx) => {
    const due = await lockEscalating(tx, LIFECYCLE.escalate.from, step, now, BATCH);
    for (const { id, status } of due) {
      if (!decide('escalate', status, SYSTEM).allowed) {
        throw new Error(`escalate refused from ${status}`);
      }
      await writeEscalationStep(tx, id, step);
      await appendTransportEvent(tx, {
        transportId: id,
        action: 'escalate',
        fromStatus: status,
        toStatus: null,
        userId: null,
        actorOrganizationId: null,
        escalationStep: step,
        at: now,
        recordedAt: now,
      });
      await emit(tx, { type: 'transport.escalated', payload: { transportId: id, step } });
    }
    return due.length;
  });
}

/**
 * Takes every step due at `now`, lower steps first: a transport ordered inside both windows
 * climbs both at once, in order, each with its own entry and event.
 */
export async function escalateTransports(
  system: SystemRepository,
  now: Date,
): Promise<Record<EscalationStep, number>> {
  const taken = { 1: 0, 2: 0 };
  for (const step of ESCALATION_STEPS) {
    for (let count = BATCH; count === BATCH; taken[step] += count) {
      count = await stepBatch(system, step, now);
    }
  }
  return taken;
}
