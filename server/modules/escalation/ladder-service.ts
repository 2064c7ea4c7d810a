/**
 * The caller's escalation ladder (decision 042): read by the organisation's users, saved by its
 * admins. Never saved, it is the contract's defaults; its row's id is the organisation's, so two
 * first saves at once cannot make two ladders.
 */
import { asc } from 'drizzle-orm';
import {
  DEFAULT_LADDER,
  type EscalationLadder,
  type EscalationLadderData,
} from '../../../src/contract/escalation';
import type { DataScope } from '../../db/scope';

export async function readLadder(scope: DataScope): Promise<EscalationLadder> {
  // The scope shows at most the caller's own ladder.
  const { rows } = await scope.escalationLadders.list({
    orderBy: (t) => [asc(t.id)],
    page: 1,
    perPage: 1,
  });
  const row = rows[0];
  if (!row) return { ...DEFAULT_LADDER, updatedAt: null };
  return {
    widenHoursBefore: row.widenHoursBefore,
    urgentHoursBefore: row.urgentHoursBefore,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Steps already taken stay taken; the new hours apply from the job's next run on (a transport
 * now inside a window climbs then).
 */
export function saveLadder(
  scope: DataScope,
  input: EscalationLadderData,
  now: Date,
): Promise<EscalationLadder> {
  const id = scope.caller.organizationId;
  const values = { ...input, updatedBy: scope.caller.userId, updatedAt: now };
  return scope.transaction(async (tx) => {
    const outcome = await tx.escalationLadders.insert({ id, ...values });
    if (!('created' in outcome)) await tx.escalationLadders.update(id, values);
    return readLadder(tx);
  });
}
