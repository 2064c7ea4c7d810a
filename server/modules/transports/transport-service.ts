/**
 * Transport orders (PRODUCT.md §4): list, create (with its return trip), read, update and the
 * history. Every read and write goes through the caller's data scope; every change writes its
 * history row and its domain event in the same transaction.
 */
import { checkPatientRules } from './prescription-check';
import type { Page } from '../../../src/contract/common';
import { todayInGermany } from '../../../src/contract/dates';
import { message, type Language } from '../../../src/contract/messages';
import type { TransportOrderData } from '../../../src/contract/transport';
import {
  transportNumber,
  type MarketplaceItem,
  type Transport,
  type TransportEvent,
} from '../../../src/contract/transport-answer';
import { decide } from '../../../src/contract/transport-lifecycle';
import type { Caller } from '../../caller';
import type { DataScope } from '../../db/scope';
import { nextTransportSequence, transportHistory } from './transport-store';
import { conflict, namedInBody } from '../../errors';
import { emit } from '../../events/emit';
import { checkBodyId, createdOrThrow } from '../master-data';
import { fitsFleet, fleetOf } from '../vehicles';
import { record, refuseUnless } from './transport-steps';
import {
  listTransports,
  listMarketplace,
  type MarketplaceOptions,
  type TransportListOptions,
} from './transport-list';
import {
  orderColumns,
  presentMarketplaceItem,
  presentTransport,
  relationsOf,
  snapshotOf,
  type MarketplaceRow,
  type TransportRow,
} from './transport-record';
import { COUNT_CAP, pageAnswer } from '../../db/paging';

/** The request as the transport service sees it. */
export type TransportRequest = {
  scope: DataScope;
  language: Language;
  now: Date;
};

export async function listTransportPage(
  { scope }: TransportRequest,
  options: TransportListOptions,
): Promise<Page<Transport>> {
  const { rows, ...counted } = await listTransports(scope, options);
  return pageAnswer(
    rows.map((row) => presentTransport(row, scope.caller)),
    counted,
  );
}

/**
 * Which of these open transports a vehicle of the caller's company can carry and is free for over
 * the ride (decision 128). The dispatch board's module answers it (its estimates and blocks);
 * server/app.ts hands it in, as the board's module reads transports through this one.
 */
export type FreeVehicleFilter = (
  scope: DataScope,
  candidates: readonly MarketplaceRow[],
) => Promise<Set<string>>;

export async function listMarketplacePage(
  { scope }: TransportRequest,
  { fleet, ...options }: Omit<MarketplaceOptions, 'fitsFleet'> & { fleet?: 'fits' },
  freeVehicleFor?: FreeVehicleFilter,
): Promise<Page<MarketplaceItem>> {
  if (fleet !== 'fits') {
    const { rows, ...counted } = await listMarketplace(scope, options);
    return pageAnswer(rows.map(presentMarketplaceItem), counted);
  }
  // "Passt zu meiner Flotte": the carrying rules narrow in SQL (decision 109), the times in JS
  // (decision 128), so the page is cut after both — from the first COUNT_CAP candidates in the
  // marketplace's order (decision 061: past them the list says there are more).
  const vehicles = await fleetOf(scope);
  const candidates = await listMarketplace(scope, {
    ...options,
    page: 1,
    perPage: COUNT_CAP,
    fitsFleet: (t) => fitsFleet(t, vehicles),
  });
  const free = freeVehicleFor ? await freeVehicleFor(scope, candidates.rows) : null;
  const fitting = candidates.rows.filter((row) => !free || free.has(row.id));
  const offset = (options.page - 1) * options.perPage;
  return pageAnswer(fitting.slice(offset, offset + options.perPage).map(presentMarketplaceItem), {
    total: fitting.length,
    more: candidates.total > COUNT_CAP || candidates.more,
  });
}

/** The day of the order's last ride in Germany: the return trip's, where it has a time. */
const lastRideDay = (input: Pick<TransportOrderData, 'pickupAt' | 'roundTrip'>) =>
  todayInGermany(new Date(input.roundTrip?.returnAt ?? input.pickupAt));

const patientFor = (scope: DataScope, id: string, language: Language) =>
  namedInBody(() => scope.patients.find(id), 'patientId', message('unknownPatient', language));

async function checkTeam(scope: DataScope, id: string, field: string, language: Language) {
  await namedInBody(() => scope.teams.find(id), field, message('unknownTeam', language));
}

async function nextNumber(scope: DataScope, now: Date): Promise<string> {
  const year = Number(todayInGermany(now).slice(0, 4));
  return transportNumber(year, await nextTransportSequence(scope.handle, year));
}

/**
 * A ward's order goes to the marketplace (`open`); a company's own order is assigned to itself.
 * A round trip adds the linked return transport: with its time, or on call (no time yet, not on
 * the marketplace until the orderer releases it).
 */
export function createTransport(
  { scope, language, now }: TransportRequest,
  input: TransportOrderData,
): Promise<Transport> {
  const caller = scope.caller;
  return scope.transaction(async (tx) => {
    const patient = await patientFor(tx, input.patientId, language);
    checkPatientRules(input, patient, lastRideDay(input), language);
    if (input.teamId) await checkTeam(tx, input.teamId, 'teamId', language);
    const company = caller.organizationType === 'T';
    const status = company ? 'assigned' : 'open';
    const order = {
      ...orderColumns(input, patient),
      patientId: patient.id,
      patient: snapshotOf(patient),
      status,
      assignedCompanyId: company ? caller.organizationId : null,
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
      statusAt: now,
    } as const;
    const trip = input.roundTrip
      ? { returnAt: input.roundTrip.returnAt ?? null, onCall: !input.roundTrip.returnAt }
      : null;
    const outcome = await tx.transports.insert({
      ...(input.id ? { id: input.id } : {}),
      ...order,
      number: await nextNumber(tx, now),
      roundTrip: trip,
      publishedAt: company ? null : now,
    });
    let row: TransportRow = createdOrThrow(outcome, (r) => presentTransport(r, caller), language);
    await created(tx, row, now);
    if (trip) {
      const back = await tx.transports.insert({
        ...order,
        number: await nextNumber(tx, now),
        start: order.destination,
        destination: order.start,
        pickupAt: trip.returnAt ? new Date(trip.returnAt) : null,
        appointmentAt: null,
        outboundTransportId: row.id,
        publishedAt: company || trip.onCall ? null : now,
      });
      if (!('created' in back)) throw new Error('return transport not created');
      await created(tx, back.created, now, trip.onCall);
      row = await tx.transports.update(row.id, { returnTransportId: back.created.id });
    }
    return presentTransport(row, caller);
  });
}

async function created(scope: DataScope, row: TransportRow, now: Date, onCall = false) {
  await record(scope, row, { action: 'create', from: null, to: row.status, at: now, now });
  await emit(scope, {
    type: 'transport.created',
    payload: { transportId: row.id, ...(onCall ? { onCall: true as const } : {}) },
  });
}

export async function readTransport({ scope }: TransportRequest, id: string): Promise<Transport> {
  return presentTransport(await scope.transports.find(id), scope.caller);
}

/**
 * The orderer changes the order while no crew is on the road. The patient snapshot is taken anew
 * only when the order names another patient: the order keeps what was true when it was made.
 */
export function updateTransport(
  { scope, language, now }: TransportRequest,
  id: string,
  input: TransportOrderData & { version: number },
  { toldBySeries = false }: { toldBySeries?: boolean } = {},
): Promise<Transport> {
  checkBodyId(input.id, id, language);
  const caller: Caller = scope.caller;
  return scope.transaction(async (tx) => {
    const row = await tx.transports.find(id);
    refuseUnless(decide('edit', row.status, relationsOf(row, caller)));
    const patient =
      input.patientId === row.patientId
        ? { patientId: row.patientId, patient: row.patient }
        : await patientFor(tx, input.patientId, language).then((found) => ({
            patientId: found.id,
            patient: snapshotOf(found),
          }));
    // The rules read the patient as the record has it now; one deleted since is known only as
    // ordered (no care level or markers: an approval is then asked for).
    const current = input.patientId
      ? await tx.patients.find(input.patientId).catch(() => null)
      : null;
    checkPatientRules(
      input,
      current ?? { ...patient.patient, careLevel: null, disabilityMarkers: [] },
      lastRideDay(input),
      language,
    );
    if (input.teamId && input.teamId !== row.teamId) {
      await checkTeam(tx, input.teamId, 'teamId', language);
    }
    const outcome = await tx.transports.updateVersioned(
      { id, version: input.version },
      { ...orderColumns(input, patient.patient), ...patient },
      now,
    );
    if ('stale' in outcome) throw conflict(presentTransport(outcome.stale, caller));
    const updated = outcome.updated;
    await record(tx, updated, { action: 'edit', from: row.status, to: null, at: now, now });
    // Moved with its series: the series' own event tells of the change, once (decision 050).
    await emit(tx, {
      type: 'transport.updated',
      payload: {
        transportId: id,
        byUserId: caller.userId,
        ...(toldBySeries ? { toldBySeries: true } : {}),
      },
    });
    return presentTransport(updated, caller);
  });
}

export async function readTransportEvents(
  { scope }: TransportRequest,
  id: string,
): Promise<TransportEvent[]> {
  await scope.transports.find(id);
  const rows = await transportHistory(scope.handle, id);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as TransportEvent['action'],
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    at: row.at.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    by: { userId: row.userId, name: row.userName, organization: row.organizationName },
    reason: row.reason,
    km: row.km,
    waitingMinutes: row.waitingMinutes,
    escalationStep: row.escalationStep,
  }));
}
