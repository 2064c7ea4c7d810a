/**
 * Creating a series' transports ahead (decision 041): every date of the rule from the day after
 * the last one created up to CREATE_AHEAD_DAYS from today in Germany, each an ordinary transport
 * with its own number, history and return trip. Run in the transaction that holds the series row
 * (its create, its change, or the rolling job's lock), and behind that the unique key on
 * (series, date): a date is never created twice, also by several instances at once.
 */
import { eq } from 'drizzle-orm';
import { addDays, todayInGermany } from '../../../src/contract/dates';
import { berlinInstant, datesBetween } from '../../../src/contract/recurrence';
import { PICKUP_GRACE_MS } from '../../../src/contract/transport';
import { transportNumber } from '../../../src/contract/transport-answer';
import type { Caller } from '../../caller';
import type { SystemRepository } from '../../db/system-repository';
import { openScope, type DataScope } from '../../db/scope';
import { emit } from '../../events/emit';
import type { Logger } from '../../logger';
import { appendTransportEvent, nextTransportSequence, type TransportRow } from '../transports';
import { lockDueSeries } from './series-store';
import type { SeriesRow } from './series-record';

/** How far ahead the transports of a series exist: a company sees two weeks to plan with. */
export const CREATE_AHEAD_DAYS = 14;

async function nextNumber(scope: DataScope, now: Date): Promise<string> {
  const year = Number(todayInGermany(now).slice(0, 4));
  return transportNumber(year, await nextTransportSequence(scope.handle, year));
}

/**
 * How the dates made are told: one by one (`per_date`: the rolling job, a date or two at a time),
 * or by the series' own event for all of them at once (`by_series`: a ward's new series,
 * decision 050) — their `transport.created` then only refreshes lists.
 */
export type DatesTold = 'per_date' | 'by_series';

/** History row and domain event of a transport the series made (by the system, not a user). */
async function created(scope: DataScope, row: TransportRow, now: Date, told: DatesTold) {
  await appendTransportEvent(scope.handle, {
    transportId: row.id,
    action: 'create',
    fromStatus: null,
    toStatus: row.status,
    userId: null,
    actorOrganizationId: row.organizationId,
    at: now,
    recordedAt: now,
  });
  await emit(scope, {
    type: 'transport.created',
    payload: { transportId: row.id, ...(told === 'by_series' ? { toldBySeries: true } : {}) },
  });
}

async function insertTransport(
  scope: DataScope,
  values: Parameters<DataScope['transports']['insert']>[0],
) {
  const outcome = await scope.transports.insert(values);
  if (!('created' in outcome)) throw new Error('series transport not created');
  return outcome.created;
}

/** The transports of one date: the outbound trip and, if the series has one, its return. */
async function createDate(
  scope: DataScope,
  series: SeriesRow,
  date: { date: string; pickupAt: string },
  now: Date,
  told: DatesTold,
) {
  const company = series.assignedCompanyId;
  const rule = series.recurrence;
  const trip = series.returnTrip;
  const common = {
    ...series.order,
    teamId: series.teamId,
    patientId: series.patientId,
    patient: series.patient,
    seriesId: series.id,
    status: company ? ('assigned' as const) : ('open' as const),
    assignedCompanyId: company,
    createdBy: series.createdBy,
    createdAt: now,
    updatedAt: now,
    statusAt: now,
  };
  const outbound = await insertTransport(scope, {
    ...common,
    number: await nextNumber(scope, now),
    seriesDate: date.date,
    pickupAt: new Date(date.pickupAt),
    appointmentAt: rule.appointmentTime
      ? new Date(berlinInstant(date.date, rule.appointmentTime))
      : null,
    roundTrip: trip ? { returnAt: null, onCall: trip.onCall } : null,
    publishedAt: company ? null : now,
  });
  await created(scope, outbound, now, told);
  if (!trip) return;
  const returnAt = trip.time ? new Date(berlinInstant(date.date, trip.time)) : null;
  const back = await insertTransport(scope, {
    ...common,
    number: await nextNumber(scope, now),
    start: series.order.destination,
    destination: series.order.start,
    pickupAt: returnAt,
    appointmentAt: null,
    outboundTransportId: outbound.id,
    publishedAt: company || !returnAt ? null : now,
  });
  await created(scope, back, now, told);
  await scope.transports.update(outbound.id, {
    returnTransportId: back.id,
    roundTrip: { returnAt: returnAt?.toISOString() ?? null, onCall: trip.onCall },
  });
}

/**
 * Creates the transports of every date from the day after `createdUntil` (or the rule's start)
 * up to the horizon (two weeks ahead unless `until` is given), skipping dates whose pickup has
 * passed and dates that already have one. `scope` is the ordering organisation's (the
 * transports are its own). The number created.
 */
export async function createDueTransports(
  scope: DataScope,
  series: SeriesRow,
  now: Date,
  told: DatesTold = 'per_date',
  until?: string,
): Promise<number> {
  if (series.status !== 'active') return 0;
  const today = todayInGermany(now);
  const horizon = until ?? addDays(today, CREATE_AHEAD_DAYS);
  const next = series.createdUntil ? addDays(series.createdUntil, 1) : series.recurrence.startDate;
  const from = next > today ? next : today;
  const existing = new Set(
    (
      await scope.transports.list({
        where: (t) => eq(t.seriesId, series.id),
        orderBy: (t) => [t.id],
        page: 1,
        perPage: 1000,
      })
    ).rows.map((row) => row.seriesDate),
  );
  // A series is bound to the Kasse's approval (decision 097): no date beyond its last day.
  const approvedUntil = series.order.prescription?.approval?.validUntil ?? '9999-12-31';
  const due = datesBetween(series.recurrence, from, horizon).filter(
    (date) =>
      !existing.has(date.date) &&
      date.date <= approvedUntil &&
      Date.parse(date.pickupAt) >= now.getTime() - PICKUP_GRACE_MS,
  );
  for (const date of due) await createDate(scope, series, date, now, told);
  await scope.transportSeries.update(series.id, { createdUntil: horizon });
  return due.length;
}

/** The ordering organisation as the rolling job acts for it: the system, not a person. */
const systemCaller = (series: {
  organizationId: string;
  organizationType: Caller['organizationType'];
}): Caller => ({
  userId: '',
  sessionId: '',
  organizationId: series.organizationId,
  organizationType: series.organizationType,
  role: 'member',
  language: 'de',
});

/**
 * The rolling job's run: series after series, each in its own transaction under its row lock
 * (FOR UPDATE SKIP LOCKED), until none is due. The number of transports created.
 */
export async function createAheadForAllSeries(
  { handle }: SystemRepository,
  now: Date,
  log?: Logger,
): Promise<number> {
  const horizon = addDays(todayInGermany(now), CREATE_AHEAD_DAYS);
  // A series that fails (its rollback keeps it due) is passed over for the rest of this run.
  const failed: string[] = [];
  let total = 0;
  for (;;) {
    let current: string | undefined;
    try {
      const done = await handle.transaction(async (tx) => {
        const due = await lockDueSeries(tx, horizon, failed);
        if (!due) return undefined;
        current = due.id;
        const scope = openScope(systemCaller(due), () => tx);
        return createDueTransports(scope, await scope.transportSeries.find(due.id), now);
      });
      if (done === undefined) return total;
      total += done;
    } catch (error) {
      if (!current) throw error;
      failed.push(current);
      log?.error('[series] creating ahead failed', { seriesId: current, error });
    }
  }
}
