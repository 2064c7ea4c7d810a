/**
 * Series transports (issue 11; decision 041): order one, read it with its dates, change it from
 * a date on ("this and all following"), cancel the rest. Each date is an ordinary transport;
 * changing or cancelling one of them alone is the transport's own edit or cancel.
 */
import type { PayerPatient } from '../../../src/contract/payer';
import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Page } from '../../../src/contract/common';
import { addDays, todayInGermany } from '../../../src/contract/dates';
import { message, type Language } from '../../../src/contract/messages';
import { NEEDS, templateOf, templateRecordOf } from '../../../src/contract/order';
import { berlinInstant, occurrences, ruleText, WEEKDAYS } from '../../../src/contract/recurrence';
import type { Transport } from '../../../src/contract/transport-answer';
import type { SeriesOrderData } from '../../../src/contract/transport-series';
import type { TransportSeries } from '../../../src/contract/transport-series-answer';
import type { DataScope } from '../../db/scope';
import { conflict, forbidden, invalid, namedInBody, transitionNotAllowed } from '../../errors';
import { emit } from '../../events/emit';
import { checkBodyId, createdOrThrow } from '../master-data';
import {
  cancelTransport,
  checkPatientRules,
  presentTransport,
  snapshotOf,
  updateTransport,
  type TransportRequest,
} from '../transports';
import { createDueTransports } from './series-dates';
import { presentSeries, type SeriesRow } from './series-record';
import { pageAnswer } from '../../db/paging';

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

/**
 * The rule as stored: its weekdays in the week's order, once each, however they were ticked
 * ("Mo, Mi, Fr", never "Fr, Mo, Mi"). Here, not in the contract: a transform there would stop
 * the order's other checks once the weekdays are wrong, and a 422 names every field.
 */
const inWeekOrder = (rule: SeriesOrderData['recurrence']) => ({
  ...rule,
  weekdays: WEEKDAYS.filter((day) => rule.weekdays.includes(day)),
});

const PLACES = ['start', 'destination'] as const;

const seriesValues = (input: SeriesOrderData, patient: PayerPatient) => ({
  order: templateRecordOf(input, patient),
  recurrence: inWeekOrder(input.recurrence),
  rule: ruleText(inWeekOrder(input.recurrence)),
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
  // The approval must hold on the first date at least; no date beyond it is made (decision 097).
  checkPatientRules(input, patient, input.recurrence.startDate, language);
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
      ...seriesValues(input, patient),
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
    if (company) {
      // Its own dates, assigned to itself: nobody is told of them.
      await createDueTransports(tx, row, now);
    } else {
      // Companies in the area hear of the series once, not of each date made now (decision 050).
      await createDueTransports(tx, row, now, 'by_series');
      await emit(tx, { type: 'series.published', payload: { seriesId: row.id } });
    }
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
  const { rows, ...counted } = await scope.transportSeries.list({
    orderBy: (t) => [desc(t.createdAt), t.id],
    page,
    perPage,
  });
  return pageAnswer(
    rows.map((row) => presentSeries(row, [], scope.caller)),
    counted,
  );
}

/** Statuses in which a date still follows its series: nobody has set off for it yet. */
const NOT_UNDER_WAY = ['open', 'assigned'] as const;

function orderersOnly(scope: DataScope, row: SeriesRow) {
  if (row.organizationId !== scope.caller.organizationId) throw forbidden();
}

/**
 * "This and all following", like a calendar: from `recurrence.startDate` on, the series has the
 * new order and rule. Dates from then on that no crew has set off for follow: moved to the new
 * time and order if the new rule has them, cancelled if it does not; dates it newly has are
 * created. Earlier dates stay as they were. The change is told once, by `series.changed`
 * (decision 050), not once per date moved, dropped or made.
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
    // An ended series is no version conflict: no version would let it change (PRODUCT.md 1410).
    if (current.status !== 'active') throw transitionNotAllowed();
    // Dates before the current rule's start belong to an earlier rule (or none): a change from
    // there would make the series anew around them.
    if (input.recurrence.startDate < current.recurrence.startDate) {
      throw invalid({ 'recurrence.startDate': [message('seriesChangeBeforeRule', language)] });
    }
    const patient = await checkReferences(tx, input, language);
    const outcome = await tx.transportSeries.updateVersioned(
      { id, version: input.version },
      {
        ...seriesValues(input, patient),
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
    // The row keeps the new rule only: dates of the current one before the change that are not
    // made yet (beyond the two weeks) are made now, or they would be lost without a word.
    const earlier = await createDueTransports(tx, current, now, 'by_series', addDays(from, -1));
    const planned = new Map(
      occurrences(input.recurrence)
        .filter((item) => !item.skipped)
        .map((item) => [item.date, item]),
    );
    const following = await datesNotUnderWay(tx, id, from);
    const inner = { ...request, scope: tx };
    const { recurrence, returnTrip, ...order } = input;
    const dropped = message('seriesDateDropped', language);
    const told = toldBy(current);
    // What of the order the change made new: the company is told, as the cities alone may not
    // show a move and the needs are not named in a notification.
    const oldOrder = templateOf(current.order);
    const newOrder = templateRecordOf(input, patient);
    const placesChanged = PLACES.filter(
      (place) => !isDeepStrictEqual(oldOrder[place], newOrder[place]),
    );
    const needsChanged = NEEDS.some((need) => !isDeepStrictEqual(oldOrder[need], newOrder[need]));
    const classChanged = oldOrder.transportClass !== newOrder.transportClass;
    for (const transport of following.rows) {
      const date = planned.get(transport.seriesDate!);
      const back = transport.returnTransportId
        ? await tx.transports.find(transport.returnTransportId)
        : undefined;
      const backFollows = back && (NOT_UNDER_WAY as readonly string[]).includes(back.status);
      if (!date) {
        await cancelTransport(inner, transport.id, dropped, told(transport));
        if (backFollows) await cancelTransport(inner, back.id, dropped, told(back));
        continue;
      }
      await updateTransport(
        inner,
        transport.id,
        {
          ...order,
          id: undefined,
          pickupAt: date.pickupAt,
          appointmentAt: recurrence.appointmentTime
            ? berlinInstant(date.date, recurrence.appointmentTime)
            : undefined,
          version: transport.version,
        },
        told(transport),
      );
      // A fixed return trip moves with its date; an on-call one keeps waiting for its release.
      if (backFollows && back.pickupAt && returnTrip?.time) {
        const returnAt = berlinInstant(date.date, returnTrip.time);
        // The outbound trip names its return's time ("Rückfahrt 13:00"): it moves too, in the
        // same transaction as the outbound's own edit, so its version covers both.
        await tx.transports.update(transport.id, {
          roundTrip: { returnAt, onCall: false },
        });
        await updateTransport(
          inner,
          back.id,
          {
            ...order,
            id: undefined,
            start: order.destination,
            destination: order.start,
            pickupAt: returnAt,
            appointmentAt: undefined,
            version: back.version,
          },
          told(back),
        );
      }
    }
    const updated = await tx.transportSeries.find(id);
    // The dates it newly has are told with the change, not one by one (decision 050).
    const newDates = earlier + (await createDueTransports(tx, updated, now, 'by_series'));
    await emit(tx, {
      type: 'series.changed',
      payload: {
        seriesId: id,
        fromDate: from,
        newDates,
        byUserId: tx.caller.userId,
        rule: {
          weekdays: recurrence.weekdays,
          intervalWeeks: recurrence.intervalWeeks,
          pickupTime: recurrence.pickupTime,
          appointmentTime: recurrence.appointmentTime ?? null,
          returnTime: returnTrip?.time ?? null,
          until: recurrence.until ?? null,
        },
        placesChanged,
        needsChanged,
        ...(classChanged ? { transportClass: newOrder.transportClass } : {}),
      },
    });
    return answer(tx, await tx.transportSeries.find(id));
  });
}

/**
 * Whether the series' own event tells of what a change or cancellation does to a date (decision
 * 050): yes for an open date and for one the series' company carries; no for a date another
 * company took alone — that company cannot open the series, so it hears of its own transport.
 */
const toldBy =
  (series: SeriesRow) =>
  (transport: { assignedCompanyId: string | null }): { toldBySeries: boolean } => ({
    toldBySeries:
      transport.assignedCompanyId === null ||
      transport.assignedCompanyId === series.assignedCompanyId,
  });

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
 * reason; the series ends. Dates already under way are left to their crews. Told once, by
 * `series.cancelled` (decision 050).
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
    // An ended series is no version conflict: no version would let it change (PRODUCT.md 1410).
    if (current.status !== 'active') throw transitionNotAllowed();
    // Dates before `from` that are not made yet (beyond the two weeks) are made now, as a change
    // makes them: the cancelled series makes nothing more, and they would be lost without a word.
    // Told one by one, as the rolling job would have told them.
    const dayBefore = addDays(from, -1);
    if (!current.createdUntil || current.createdUntil < dayBefore) {
      await createDueTransports(tx, current, now, 'per_date', dayBefore);
    }
    const rest = await datesNotUnderWay(tx, id, from);
    const inner = { ...request, scope: tx };
    const told = toldBy(current);
    for (const transport of rest.rows) {
      await cancelTransport(inner, transport.id, input.reason, told(transport));
      // The return trip of the date goes with it.
      if (transport.returnTransportId) {
        const back = await tx.transports.find(transport.returnTransportId);
        if ((NOT_UNDER_WAY as readonly string[]).includes(back.status)) {
          await cancelTransport(inner, back.id, input.reason, told(back));
        }
      }
    }
    await tx.transportSeries.update(id, {
      status: 'cancelled',
      cancelReason: input.reason,
      version: current.version + 1,
      updatedAt: now,
    });
    // The ward and the company that carries it are told once, not once per date (decision 050).
    await emit(tx, {
      type: 'series.cancelled',
      // The dates it tells of: a date another company took alone is told on its own.
      payload: {
        seriesId: id,
        fromDate: from,
        dates: rest.rows.filter((transport) => told(transport).toldBySeries).length,
        byUserId: tx.caller.userId,
      },
    });
    return answer(tx, await tx.transportSeries.find(id));
  });
}
