/**
 * The lifecycle's commands (PRODUCT.md §4, §7): accept, return, the crew's steps, cancel, the
 * release of an on-call return trip and the handing to a crew. Each is one transaction: the
 * step (transport-steps.ts), its history row and its domain event.
 */
import { sql } from 'drizzle-orm';
import type { BaseIssue } from 'valibot';
import { releaseFindings } from '../../../src/contract/transport';
import type { ReturnedTransport, Transport } from '../../../src/contract/transport-answer';
import {
  decide,
  type CrewStep,
  type TransportStatus,
} from '../../../src/contract/transport-lifecycle';
import { message } from '../../../src/contract/messages';
import { storeTransportPrice } from '../billing';
import { acceptedBy, wasOnMarketplace } from './transport-store';
import {
  acceptedByColleague,
  forbidden,
  invalid,
  notFound,
  transitionNotAllowed,
} from '../../errors';
import { emit } from '../../events/emit';
import { presentTransport, relationsOf } from './transport-record';
import type { TransportRequest } from './transport-service';
import { isTransitionRefusal, stepRefused } from './step-refusal';
import { record, refuseUnless, step } from './transport-steps';

/** Device clocks differ from the server's by a little; a step this far ahead is still "now". */
export const CLOCK_SKEW_MS = 60_000;

function companiesOnly({ scope }: TransportRequest) {
  if (scope.caller.organizationType !== 'T') throw forbidden();
}

/**
 * First accept wins: the UPDATE's condition is the marketplace's own (open, released, in the
 * company's area), so of two companies at once one matches and the other, after waiting for the
 * row lock, matches nothing and gets 409/1410.
 */
export function acceptTransport(request: TransportRequest, id: string): Promise<Transport> {
  companiesOnly(request);
  const { scope, now } = request;
  const company = scope.caller.organizationId;
  return scope.transaction(async (tx) => {
    const taken = await tx.marketplace.updateIf(
      id,
      () => sql`true`,
      {
        status: 'assigned',
        assignedCompanyId: company,
        crewTeamId: null,
        vehicleId: null,
        statusAt: now,
      },
      now,
    );
    if (!taken) {
      const visible = await tx.transports.find(id).catch(() => undefined);
      if (visible?.assignedCompanyId === company) {
        const colleague = await acceptedBy(tx.handle, id);
        if (colleague && colleague.id !== scope.caller.userId) throw acceptedByColleague(colleague);
      }
      if (visible) {
        const relations = relationsOf(visible, tx.caller).add('marketplace');
        refuseUnless(decide('accept', visible.status, relations));
      }
      if (await wasOnMarketplace(tx.handle, id, company)) throw transitionNotAllowed();
      throw notFound();
    }
    const row = await tx.transports.find(id);
    await record(tx, row, { action: 'accept', from: 'open', to: 'assigned', at: now, now });
    await emit(tx, {
      type: 'transport.accepted',
      payload: { transportId: id, companyId: company },
    });
    return presentTransport(row, tx.caller);
  });
}

/**
 * The company gives the transport back to the marketplace, saying why. The answer names the
 * transport without its patient: from now on the company sees it as a marketplace item at most.
 */
export function returnTransport(
  request: TransportRequest,
  id: string,
  reason: string,
): Promise<ReturnedTransport> {
  companiesOnly(request);
  const { scope, now } = request;
  return scope.transaction(async (tx) => {
    const { before, after } = await step(
      tx,
      id,
      'return',
      {
        assignedCompanyId: null,
        crewTeamId: null,
        vehicleId: null,
        publishedAt: now,
        statusAt: now,
      },
      now,
    );
    await record(tx, after, {
      action: 'return',
      from: before.status,
      to: 'open',
      at: now,
      now,
      reason,
    });
    await emit(tx, {
      type: 'transport.returned',
      payload: { transportId: id, companyId: tx.caller.organizationId },
    });
    return { id: after.id, number: after.number, status: after.status, version: after.version };
  });
}

export type StatusStep = {
  status: CrewStep;
  at?: string;
  km?: number | null;
  waitingMinutes?: number | null;
};

/**
 * A crew step with the time it was tapped on the device: maybe earlier than now (offline), never
 * in the future, never before the step before it. Completion records km and waiting minutes.
 */
export function changeStatus(
  request: TransportRequest,
  id: string,
  input: StatusStep,
): Promise<Transport> {
  companiesOnly(request);
  const { scope, now, language } = request;
  const at = input.at ? new Date(input.at) : now;
  const completion =
    input.status === 'completed' ? { km: input.km, waitingMinutes: input.waitingMinutes } : {};
  return scope.transaction(async (tx) => {
    const { before, after } = await step(
      tx,
      id,
      input.status,
      { statusAt: at, ...completion },
      now,
      (row) => {
        if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
          throw invalid({ at: [message('stepInFuture', language)] });
        }
        if (at < row.statusAt) throw invalid({ at: [message('stepBeforePrevious', language)] });
      },
    ).catch(async (error: unknown) => {
      // The other phone was first (or the transport moved on): say where it stands now, read
      // after the step that won was committed.
      if (!isTransitionRefusal(error)) throw error;
      throw stepRefused(input.status, presentTransport(await tx.transports.find(id), tx.caller));
    });
    await record(tx, after, {
      action: input.status,
      from: before.status,
      to: after.status,
      at,
      now,
      ...completion,
    });
    // Priced with the completion's km and waiting, by the company's list of the trip's day.
    if (after.status === 'completed') await storeTransportPrice(tx.handle, after, 'trip', now);
    await emit(tx, {
      type: 'transport.status_changed',
      payload: { transportId: id, from: before.status, to: after.status },
    });
    return presentTransport(after, tx.caller);
  });
}

/** Cancelled from these, a transport is a Fehlfahrt: the crew was on its way or there. */
const CREW_UNDER_WAY = new Set<TransportStatus>(['en_route', 'at_pickup']);

/**
 * The orderer calls it off, saying why (the company is told by the notifications — or, for a
 * date cancelled with its series, by the series' own event: `toldBySeries`, decision 050).
 */
export function cancelTransport(
  { scope, now }: TransportRequest,
  id: string,
  reason: string,
  { toldBySeries = false }: { toldBySeries?: boolean } = {},
): Promise<Transport> {
  return scope.transaction(async (tx) => {
    const { before, after } = await step(tx, id, 'cancel', { statusAt: now }, now);
    await record(tx, after, {
      action: 'cancel',
      from: before.status,
      to: 'cancelled',
      at: now,
      now,
      reason,
    });
    // The crew had set off: the company bills a Fehlfahrt (decision 030).
    if (CREW_UNDER_WAY.has(before.status)) {
      await storeTransportPrice(tx.handle, after, 'no_show', now);
    }
    await emit(tx, {
      type: 'transport.cancelled',
      payload: {
        transportId: id,
        byUserId: tx.caller.userId,
        ...(toldBySeries ? { toldBySeries: true } : {}),
      },
    });
    return presentTransport(after, tx.caller);
  });
}

/**
 * An on-call return trip gets its time and, if it is open, goes to the marketplace. Only a return
 * trip without a time can be released (409/1410 otherwise); the time lies ahead and after the
 * outbound trip.
 */
export function releaseReturn(
  { scope, now, language }: TransportRequest,
  id: string,
  returnAt: string,
): Promise<Transport> {
  const pickupAt = new Date(returnAt);
  return scope.transaction(async (tx) => {
    const current = await tx.transports.find(id);
    if (!current.outboundTransportId || current.pickupAt !== null) {
      refuseUnless(decide('release', current.status, relationsOf(current, tx.caller)));
      throw transitionNotAllowed();
    }
    const outbound = await tx.transports.find(current.outboundTransportId).catch(() => undefined);
    const outboundAt = outbound?.appointmentAt ?? outbound?.pickupAt;
    const { after } = await step(
      tx,
      id,
      'release',
      { pickupAt, publishedAt: current.status === 'open' ? now : null },
      now,
      () => {
        const [finding] = releaseFindings(returnAt, now, outboundAt);
        if (finding)
          throw invalid({ returnAt: [finding.message({ lang: language } as BaseIssue<unknown>)] });
      },
    );
    await record(tx, after, { action: 'release', from: after.status, to: null, at: now, now });
    await emit(tx, { type: 'transport.released', payload: { transportId: id } });
    return presentTransport(after, tx.caller);
  });
}

/**
 * The assigned company hands the transport to one of its teams (a crew), or takes it back; the
 * board hands it to a vehicle's crew (transport-vehicle.ts).
 */
export function assignCrew(
  request: TransportRequest,
  id: string,
  teamId: string | null,
): Promise<Transport> {
  companiesOnly(request);
  const { scope, now, language } = request;
  return scope.transaction(async (tx) => {
    const { before, after } = await step(
      tx,
      id,
      'assignCrew',
      // Handed to a crew by name: the board finds its vehicle from the crew's shift.
      { crewTeamId: teamId, vehicleId: null },
      now,
      async () => {
        // A team of the caller's organisation, which the step has just found to be the assigned one.
        if (teamId) {
          await tx.teams.find(teamId).catch(() => {
            throw invalid({ teamId: [message('unknownTeam', language)] });
          });
        }
      },
    );
    await record(tx, after, { action: 'assignCrew', from: before.status, to: null, at: now, now });
    await emit(tx, { type: 'transport.assigned', payload: { transportId: id, teamId } });
    return presentTransport(after, tx.caller);
  });
}
