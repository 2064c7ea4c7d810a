/**
 * The ward's reminder before a series' approval runs out (decision 097): no date is made after
 * the approval's last day, so 14 days before it the ward is told once to enter a new one.
 */
import { addDays, todayInGermany } from '../../../src/contract/dates';
import type { SystemRepository } from '../../db/system-repository';
import { emit } from '../../events/emit';
import { markApprovalsToRemind } from './series-store';

export const APPROVAL_REMINDER_DAYS = 14;

/** Marks and announces every approval running out within 14 days; answers how many. */
export async function remindExpiringApprovals(
  { handle }: SystemRepository,
  now: Date,
): Promise<number> {
  const today = todayInGermany(now);
  return handle.transaction(async (tx) => {
    const due = await markApprovalsToRemind(tx, today, addDays(today, APPROVAL_REMINDER_DAYS));
    for (const series of due) {
      await emit(tx, {
        type: 'series.approval_expiring',
        payload: { seriesId: series.id, validUntil: series.validUntil },
      });
    }
    return due.length;
  });
}
