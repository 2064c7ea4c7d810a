/**
 * The return trip of a transport put out again (decision 042, "Erneut ausschreiben"). The patient
 * who never went still has to come back: a return trip no company ever took (open or expired) goes
 * with the copy — on call if it was on call, else at the old distance from the pickup. The old
 * one, if still open, is cancelled in the same transaction, so the marketplace never shows two
 * returns of one patient. A return a company took, or one the ward cancelled, stays as it is.
 */
import { message } from '../../../src/contract/messages';
import { cancelTransport } from './transport-commands';
import type { TransportRow } from './transport-record';
import type { TransportRequest } from './transport-service';

/** Statuses of a return trip no company ever had: it goes with the copy. */
const NEVER_TAKEN = new Set(['open', 'expired']);

export type CopiedReturn = { pickupAt: Date | null; onCall: boolean };

/** What the copy's return trip is, or null when it gets none. */
export async function returnToCopy(
  request: TransportRequest,
  old: TransportRow,
  pickupAt: Date,
): Promise<{ back: TransportRow; trip: CopiedReturn } | null> {
  if (!old.returnTransportId) return null;
  const back = await request.scope.transports.find(old.returnTransportId);
  if (!NEVER_TAKEN.has(back.status)) return null;
  const onCall = Boolean(old.roundTrip?.onCall) || back.pickupAt === null || !old.pickupAt;
  const offset = onCall ? 0 : back.pickupAt!.getTime() - old.pickupAt!.getTime();
  return {
    back,
    trip: { pickupAt: onCall ? null : new Date(pickupAt.getTime() + offset), onCall },
  };
}

/** Cancels the old return if it is still open (it now belongs to the copy). */
export async function retireOldReturn(
  request: TransportRequest,
  back: TransportRow,
): Promise<void> {
  if (back.status !== 'open') return;
  await cancelTransport(request, back.id, message('returnMovedToCopy', request.language));
}
