/**
 * Delays told with a reason (issue 29; decision 113): the assigned company's crew or dispatcher
 * reports why and the new arrival; the ordering organisation reads it beside the arrival time and
 * is told, with the company's dispatchers. The report's id is the phone's, so a report queued
 * offline and sent twice is stored and told once. Wards and homes: 403, as every company-only
 * route; another company: the 404 of a transport it cannot see.
 */
import {
  DELAY_STATUSES,
  MAX_DELAY_HOURS,
  delayHeadingOf,
  type DelayInput,
  type DelayReport,
} from '../../../src/contract/delay';
import { message } from '../../../src/contract/messages';
import type * as v from 'valibot';
import { conflict, forbidden, invalid, transitionNotAllowed } from '../../errors';
import { emit } from '../../events/emit';
import type { TransportRequest } from '../transports';
import { presentDelay, storeDelay } from './delay-store';

/** Device clocks differ from the server's by a little; a report this far ahead is still "now". */
const CLOCK_SKEW_MS = 60_000;

export async function reportDelay(
  { scope, now, language }: TransportRequest,
  id: string,
  input: v.InferOutput<typeof DelayInput>,
): Promise<{ created: boolean; report: DelayReport }> {
  if (scope.caller.organizationType !== 'T') throw forbidden();
  const transport = await scope.transports.find(id);
  if (transport.assignedCompanyId !== scope.caller.organizationId) throw forbidden();
  if (!DELAY_STATUSES.includes(transport.status)) throw transitionNotAllowed();
  const reportedAt = input.at ? new Date(input.at) : now;
  if (reportedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw invalid({ at: [message('stepInFuture', language)] });
  }
  const newArrivalAt = new Date(input.newArrivalAt);
  // From the tap on: a report sent late from a dead spot is still judged by when it was made.
  const latest = reportedAt.getTime() + MAX_DELAY_HOURS * 3_600_000;
  if (newArrivalAt < reportedAt || newArrivalAt.getTime() > latest) {
    throw invalid({ newArrivalAt: [message('delayArrival', language)] });
  }
  return scope.transaction(async (tx) => {
    const stored = await storeDelay(tx.handle, {
      id: input.id,
      transportId: id,
      organizationId: scope.caller.organizationId,
      reportedBy: scope.caller.userId,
      reason: input.reason,
      heading: delayHeadingOf(transport.status),
      newArrivalAt,
      reportedAt,
    });
    // The phone chose an id another transport's report already has: not this report's to repeat.
    if (!stored) throw conflict({ id: input.id });
    if (stored.created) {
      await emit(tx.handle, {
        type: 'transport.delay_reported',
        payload: {
          transportId: id,
          reason: input.reason,
          newArrivalAt: newArrivalAt.toISOString(),
          byUserId: scope.caller.userId,
        },
      });
    }
    return { created: stored.created, report: presentDelay(stored.report) };
  });
}
