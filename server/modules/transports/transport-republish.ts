/**
 * "Erneut ausschreiben" (issue 11; decision 042): the orderer puts an expired transport on the
 * marketplace once more, as a new open transport at a new time, linked to the old one. The copy
 * is the order as it was (patient as ordered, needs, places, payer), with its return trip when no
 * company ever took that (transport-republish-return.ts).
 */
import { sql } from 'drizzle-orm';
import type { Transport } from '../../../src/contract/transport-answer';
import { templateOf } from '../../../src/contract/order';
import { decide } from '../../../src/contract/transport-lifecycle';
import { nextTransportSequence } from './transport-store';
import { transitionNotAllowed } from '../../errors';
import { emit } from '../../events/emit';
import { todayInGermany } from '../../../src/contract/dates';
import { transportNumber } from '../../../src/contract/transport-answer';
import { createdOrThrow } from '../master-data';
import { record, refuseUnless } from './transport-steps';
import { presentTransport, relationsOf } from './transport-record';
import { retireOldReturn, returnToCopy } from './transport-republish-return';
import type { TransportRequest } from './transport-service';

export function republishTransport(
  request: TransportRequest,
  id: string,
  input: { pickupAt: string; appointmentAt?: string },
): Promise<Transport> {
  const { scope, language, now } = request;
  const caller = scope.caller;
  return scope.transaction(async (tx) => {
    await tx.transports.find(id);
    // Two taps at once take turns here; the second then sees the first one's copy (409).
    await tx.handle.execute(sql`select pg_advisory_xact_lock(hashtext(${`republish:${id}`}))`);
    const old = await tx.transports.find(id);
    refuseUnless(decide('republish', old.status, relationsOf(old, caller)));
    if (old.republishedAsId) throw transitionNotAllowed();
    const inner = { ...request, scope: tx };
    const pickupAt = new Date(input.pickupAt);
    const withReturn = await returnToCopy(inner, old, pickupAt);
    const year = Number(todayInGermany(now).slice(0, 4));
    const number = async () => transportNumber(year, await nextTransportSequence(tx.handle, year));
    const order = {
      status: 'open',
      teamId: old.teamId,
      patientId: old.patientId,
      patient: old.patient,
      ...templateOf(old),
      seriesId: null,
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
      statusAt: now,
    } as const;
    const trip = withReturn && {
      returnAt: withReturn.trip.pickupAt?.toISOString() ?? null,
      onCall: withReturn.trip.onCall,
    };
    const outcome = await tx.transports.insert({
      ...order,
      number: await number(),
      pickupAt,
      appointmentAt: input.appointmentAt ? new Date(input.appointmentAt) : null,
      roundTrip: trip,
      republishedFromId: old.id,
      publishedAt: now,
    });
    const copy = createdOrThrow(outcome, (row) => presentTransport(row, caller), language);
    await record(tx, copy, { action: 'create', from: null, to: 'open', at: now, now });
    await record(tx, old, { action: 'republish', from: old.status, to: null, at: now, now });
    await emit(tx, { type: 'transport.created', payload: { transportId: copy.id } });
    if (withReturn) {
      await retireOldReturn(inner, withReturn.back);
      const back = await tx.transports.insert({
        ...order,
        number: await number(),
        start: old.destination,
        destination: old.start,
        pickupAt: withReturn.trip.pickupAt,
        appointmentAt: null,
        outboundTransportId: copy.id,
        // An on-call return reaches the marketplace once the ward releases it.
        publishedAt: withReturn.trip.onCall ? null : now,
      });
      if (!('created' in back)) throw new Error('return transport not created');
      await record(tx, back.created, { action: 'create', from: null, to: 'open', at: now, now });
      await emit(tx, {
        type: 'transport.created',
        payload: {
          transportId: back.created.id,
          ...(withReturn.trip.onCall ? { onCall: true as const } : {}),
        },
      });
      await tx.transports.update(copy.id, { returnTransportId: back.created.id });
    }
    return presentTransport(await tx.transports.find(copy.id), caller);
  });
}
