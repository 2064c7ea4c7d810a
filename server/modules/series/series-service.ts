/**
 * Series transports (issue 11; decision 041): order one, read it with its dates, change it from
 * a date on ("this and all following"), cancel the rest. Each date is an ordinary transport;
 * changing or cancelling one of them alone is the transport's own edit or cancel.
 */
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Page } from '../../../src/contract/common';
import { todayInGermany } from '../../../src/contract/dates';
import { message, type Language } from '../../../src/contract/messages';
import { berlinInstant, occurrences, ruleText } from '../../../src/contract/recurrence';
import type { Transport } from '../../../src/contract/transport-answer';
import type { SeriesOrderData } from '../../../src/contract/transport-series';
import type { TransportSeries } from '../../../src/contract/transport-series-answer';
import type { DataScope } from '../../db/scope';
import { conflict, forbidden, namedInBody } from '../../errors';
import { checkBodyId, createdOrThrow } from '../master-data';
import {
  cancelTransport,
  presentTransport,
  snapshotOf,
  updateTransport,
  type TransportRequest,
} from '../transports';
import { createDueTransports } from './series-dates';
import { presentSeries, seriesOrderOf, type SeriesRow } from './series-record';

/** The transports of the series the caller sees, in date order. */
async function transportsOf(scope: DataScope, seriesId: string): Promise<Transport[]> {
  const { rows } = await scope.transports.list({
    where: (t) => eq(t.seriesId, seriesId),
    orderBy: (t) => [t.pickupAt, t.id],
    page: 1,
    perPage: 1000,
  });
  return rows.map((row) => presentTransport(row, scope.caller));
}

async function answer(scope: DataScope, row: SeriesRow): Promise<TransportSeries> {
  return presentSeries(row, await transportsOf(scope, row.id), scope.caller);
}

const seriesValues = (input: SeriesOrderData) => ({
  order: seriesOrderOf(input),
  recurrence: input.recurrence,
  rule: ruleText(input.recurrence),
  returnTrip: input.returnTrip
    ? {
        time: input.returnTrip.onCall ? null : (input.returnTrip.time ?? null),
        onCall: input.returnTrip.onCall,
      }
    : null,
  teamId: input.teamId ?? null,
});

async function checkReferences(scope: DataScope, input: SeriesOrderData, language: Language) {
  const patient = await namedInBody(
    () => scope.patients.find(input.patientId),
    'patientId',
    message('unknownPatient', language),
  );
  if (input.teamId) {
    await namedInBody(
      () => scope.teams.find(input.teamId!),
      'teamId',
      message('unknownTeam', language),
    );
  }
  return patient;
}

/**
 * A ward's series goes to the marketplace as a whole (and each created date on its own); a
 * company's own series is its own. The transports of the first two weeks are created at once.
 */
export function createSeries(
  { scope, language, now }: TransportRequest,
  input: SeriesOrderData,
): Promise<TransportSeries> {
  const caller = scope.caller;
  return scope.transaction(async (tx) => {
    const patient = await checkReferences(tx, input, language);
    const company = caller.organizationType === 'T';
    const outcome = await tx.transportSeries.insert({
      ...(input.id ? { id: input.id } : {}),
      ...seriesValues(input),
      status: 'active',
      patientId: patient.id,
      patient: snapshotOf(patient),
      assignedCompanyId: company ? caller.organizationId : null,
      publishedAt: company ? null : now,
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
    });
    const row = createdOrThrow(outcome, (r) => presentSeries(r, [], caller), language);
    await createDueTransports(tx, row, now);
    return answer(tx, await tx.transportSeries.find(row.id));
  });
}

export async function readSeries({ scope }: TransportRequest, id: string) {
  return answer(scope, await scope.transportSeries.find(id));
}

/** The series the caller ordered or took, newest first (without their dates). */
export async function listSeries(
  { scope }: TransportRequest,
  page: number,
  perPage: number,
): Promise<Page<TransportSeries>> {
  const { rows, total } = await scope.transportSeries.list({
    orderBy: (t) => [desc(t.createdAt), t.id],
    page,
    perPage,
  });
  return { data: rows.map((row) => presentSeries(row, [], scope.caller)), total_rows: total };
}

/** Statuses in which a date still follows its series: nobody has set off for it yet. */
const NOT_UNDER_WAY = ['open', 'assigned'] as const;

function orderersOnly(scope: DataScope, row: SeriesRow) {
  if (row.organizationId !== scope.caller.organizationId) throw forbidden();
}

/**
 * "This and all following", like a calendar: from `recurrence.startDate` on, the series has the
 * new order and rule. Dates from then on that no crew has set off for follow: moved to the new
 * time and order if the new rule has them (an edit after assignment, so the company is told),
 * cancelled if it does not; dates it newly has are created. Earlier dates stay as they were.
 */
export function updateSeriesFollowing(
  request: TransportRequest,
  id: string,
  input: SeriesOrderData & { version: number },
): Promise<TransportSeries> {
  const { scope, language, now } = request;
  checkBodyId(input.id, id, language);
  return scope.transaction(async (tx) => {
    const current = await tx.transportSeries.find(id);
    orderersOnly(tx, current);
    if (current.status !== 'active') throw conflict(await answer(tx, current));
    const patient = await checkReferences(tx, input, language);
    const outcome = await tx.transportSeries.updateVersioned(
      { id, version: input.version },
      {
        ...seriesValues(input),
        ...(patient.id !== current.patientId
          ? { patientId: patient.id, patient: snapshotOf(patient) }
          : {}),
        // Created anew from the change on.
        createdUntil: null,
      },
      now,
    );
    if ('stale' in outcome) throw conflict(await answer(tx, outcome.stale));
    const from = input.recurrence.startDate;
    const planned = new Map(
      occurrences(input.recurrence)
        .filter((item) => !item.skipped)
        .map((item) => [item.date, item]),
    );
    const following = await datesNotUnderWay(tx, id, from);
    const inner = { ...request, scope: tx };
    const { recurrence, returnTrip, ...order } = input;
    const dropped = message('seriesDateDropped', language);
    for (const transport of following.rows) {
      const date = planned.get(transport.seriesDate!);
      const back = transport.returnTransportId
        ? await tx.transports.find(transport.returnTransportId)
        : undefined;
      const backFollows = back && (NOT_UNDER_WAY as readonly string[]).includes(back.status);
      if (!date) {
        await cancelTransport(inner, transport.id, dropped);
        if (backFollows) await cancelTransport(inner, back.id, dropped);
        continue;
      }
      await updateTransport(inner, transport.id, {
        ...order,
        id: undefined,
        pickupAt: date.pickupAt,
        appointmentAt: recurrence.appointmentTime
          ? berlinInstant(date.date, recurrence.appointmentTime)
          : undefined,
        version: transport.version,
      });
      // A fixed return trip moves with its date; an on-call one keeps waiting for its release.
      if (backFollows && back.pickupAt && returnTrip?.time) {
        await updateTransport(inner, back.id, {
          ...order,
          id: undefined,
          start: order.destination,
          destination: order.start,
          pickupAt: berlinInstant(date.date, returnTrip.time),
          appointmentAt: undefined,
          version: back.version,
        });
      }
    }
    const updated = await tx.transportSeries.find(id);
    await createDueTransports(tx, updated, now);
    return answer(tx, await tx.transportSeries.find(id));
  });
}

/** The series' transports from `from` on that no crew has set off for, in date order. */
function datesNotUnderWay(tx: DataScope, id: string, from: string) {
  return tx.transports.list({
    where: (t) =>
      and(eq(t.seriesId, id), gte(t.seriesDate, from), inArray(t.status, [...NOT_UNDER_WAY])),
    orderBy: (t) => [t.seriesDate],
    page: 1,
    perPage: 1000,
  });
}

/**
 * Cancels every date from `fromDate` (default today) that no crew has set off for, with one
 * reason; the series ends. Dates already under way are left to their crews.
 */
export function cancelSeriesRest(
  request: TransportRequest,
  id: string,
  input: { reason: string; fromDate?: string },
): Promise<TransportSeries> {
  const { scope, now } = request;
  const from = input.fromDate ?? todayInGermany(now);
  return scope.transaction(async (tx) => {
    const current = await tx.transportSeries.find(id);
    orderersOnly(tx, current);
    if (current.status !== 'active') throw conflict(await answer(tx, current));
    const rest = await datesNotUnderWay(tx, id, from);
    const inner = { ...request, scope: tx };
    for (const transport of rest.rows) {
      await cancelTransport(inner, transport.id, input.reason);
      // The return trip of the date goes with it.
      if (transport.returnTransportId) {
        const back = await tx.transports.find(transport.returnTransportId);
        if ((NOT_UNDER_WAY as readonly string[]).includes(back.status)) {
          await cancelTransport(inner, back.id, input.reason);
        }
      }
    }
    await tx.transportSeries.update(id, {
      status: 'cancelled',
      cancelReason: input.reason,
      version: current.version + 1,
      updatedAt: now,
    });
    return answer(tx, await tx.transportSeries.find(id));
  });
}
