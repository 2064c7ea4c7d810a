/**
 * Series transports (issue 11; decision 041): the rule across the change of time and holidays,
 * the transports created ahead exactly once (also by two instances at once), the whole series
 * accepted first-wins, "this and all following", cancelling the rest, the minimised marketplace
 * item, and the contract's refusals. The clock is set to October 2026.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MarketplaceSeriesItem,
  TransportSeries,
} from '../../src/contract/transport-series-answer';
import { domainEvents, transportEvents, transports } from '../../server/db/schema';
import type { Database } from '../../server/db/client';
import { openSystemRepository } from '../../server/db/system-repository';
import { createAheadForAllSeries } from '../../server/modules/series';
import { dbKind, openTestDatabase, startHarness, type Harness } from './support/harness';
import { newSeries, seriesInput } from './support/series';
import { orgOf, serveArea, type Org } from './support/transport-parties';
import { newPatient, prescriptionInput } from './support/transports';

let harness: Harness;
let ward: Org;
let first: Org;
let second: Org;
let elsewhere: Org;
beforeAll(async () => {
  harness = await startHarness();
  harness.clock.set(new Date('2026-10-20T08:00:00Z'));
  [ward, first, second, elsewhere] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
  ]);
  await serveArea(harness, elsewhere, ['80']);
});
afterAll(() => harness.close());

const read = async (org: Org, id: string) =>
  (await org.client.get<TransportSeries>(`/v1/transport-series/${id}`)).body;
/** The order's fields of a series answer, as the series view sends them back. */
const ORDER_FIELDS = [
  'reason',
  'transportClass',
  'mobility',
  'equipment',
  'infection',
  'weightKg',
  'companions',
  'stairsWithoutLift',
  'crewNote',
  'start',
  'destination',
  'payer',
  'prescription',
];
const created = (series: TransportSeries) => series.dates.filter((date) => date.transport);
const onDate = (series: TransportSeries, date: string) =>
  series.dates.find((item) => item.date === date)!;

/**
 * The series as answered, sent back as its change from `startDate` with `changes` — as the series
 * view's dialog sends it.
 */
function changeFrom(
  series: TransportSeries,
  startDate: string,
  changes: { recurrence?: object; returnTrip?: object } & Record<string, unknown> = {},
) {
  const { id, version, recurrence, returnTrip, patientId, team } = series;
  const order = Object.fromEntries(
    ORDER_FIELDS.map((field) => [field, series[field as keyof TransportSeries]]),
  );
  const { recurrence: rule, ...rest } = changes;
  return ward.client.put(`/v1/transport-series/${id}`, {
    ...order,
    patientId,
    teamId: team?.id ?? null,
    returnTrip,
    version,
    ...rest,
    recurrence: { ...recurrence, startDate, ...rule },
  });
}

/** The payload of the series' `series.changed` event (one change in these tests). */
async function changedEvent(seriesId: string) {
  const [told] = await harness.database.db
    .select()
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.type, 'series.changed'),
        sql`${domainEvents.payload}->>'seriesId' = ${seriesId}`,
      ),
    );
  return told!.payload;
}

describe('the rule in Germany', () => {
  it('keeps the weekdays in the week’s order, once each, however they were ticked', async () => {
    const series = await newSeries(ward.client, '2026-10-26', {
      recurrence: { weekdays: ['FR', 'MO', 'WE', 'MO'] },
    });
    expect(series.recurrence.weekdays).toEqual(['MO', 'WE', 'FR']);
    expect(series.rule).toContain('BYDAY=MO,WE,FR');
  });

  it('keeps 07:15 across both changes of time (2026-10-25, 2027-03-28)', async () => {
    const series = await newSeries(ward.client, '2026-10-24', {
      recurrence: { weekdays: ['SA', 'SU', 'MO'], count: null, until: '2027-03-29' },
      returnTrip: null,
    });
    expect(onDate(series, '2026-10-24').pickupAt).toBe('2026-10-24T05:15:00.000Z');
    expect(onDate(series, '2026-10-25').pickupAt).toBe('2026-10-25T06:15:00.000Z');
    expect(onDate(series, '2027-03-27').pickupAt).toBe('2027-03-27T06:15:00.000Z');
    expect(onDate(series, '2027-03-28').pickupAt).toBe('2027-03-28T05:15:00.000Z');
    expect(series.rule).toContain('DTSTART;TZID=Europe/Berlin:20261024T071500');
    // Created two weeks ahead (to 2026-11-03), each a transport of its own at 07:15 in Berlin.
    expect(created(series).map((date) => date.date)).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    const sunday = await ward.client.get(
      `/v1/transports/${onDate(series, '2026-10-25').transport!.id}`,
    );
    expect(sunday.body).toMatchObject({
      pickupAt: '2026-10-25T06:15:00.000Z',
      seriesId: series.id,
      seriesDate: '2026-10-25',
      status: 'open',
    });
  });

  it('shows the holidays of the chosen state and skips them when asked', async () => {
    const rule = { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const, count: 4 };
    const brandenburg = await newSeries(ward.client, '2026-10-30', {
      recurrence: { ...rule, weekdays: [...rule.weekdays], state: 'BB', skipHolidays: true },
    });
    expect(onDate(brandenburg, '2026-10-31')).toMatchObject({
      holiday: { de: 'Reformationstag' },
      skipped: true,
      transport: null,
    });
    expect(created(brandenburg).map((date) => date.date)).toEqual([
      '2026-10-30',
      '2026-11-01',
      '2026-11-02',
    ]);
    const berlin = await newSeries(ward.client, '2026-10-30', {
      recurrence: { ...rule, weekdays: [...rule.weekdays], state: 'BE', skipHolidays: true },
    });
    expect(onDate(berlin, '2026-10-31')).toMatchObject({ holiday: null, skipped: false });
    expect(created(berlin)).toHaveLength(4);
  });
});

describe('refusals', () => {
  it('names every offending field (422) and wants the approval for a dialysis series', async () => {
    const patientId = await newPatient(ward.client);
    const body = seriesInput(patientId, '2026-10-19', {
      recurrence: { pickupTime: '7 Uhr', count: null },
    });
    const refused = await ward.client.post('/v1/transport-series', {
      ...body,
      recurrence: { ...body.recurrence, weekdays: [] },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'recurrence.pickupTime',
      'recurrence.startDate',
      'recurrence.until',
      'recurrence.weekdays',
    ]);
    const approval = await ward.client.post(
      '/v1/transport-series',
      seriesInput(patientId, '2026-10-21', {
        prescription: prescriptionInput({
          reason: 'outpatient_high_frequency',
          frequency: '3× pro Woche',
          approval: null,
        }),
      }),
    );
    expect(approval).toMatchObject({ status: 422, body: { code: 1422 } });
    expect(Object.keys(approval.body.errors)).toEqual(['prescription.approval']);
  });

  it('is a 404 for another organisation, a 409 for a stale version', async () => {
    const series = await newSeries(ward.client, '2026-10-21');
    const other = await orgOf(harness, 'medical_facility');
    expect((await other.client.get(`/v1/transport-series/${series.id}`)).status).toBe(404);
    const body = { ...seriesInput(series.patientId!, '2026-10-21'), version: series.version };
    expect((await other.client.put(`/v1/transport-series/${series.id}`, body)).status).toBe(404);
    expect((await ward.client.put(`/v1/transport-series/${series.id}`, body)).status).toBe(200);
    const stale = await ward.client.put(`/v1/transport-series/${series.id}`, body);
    expect(stale).toMatchObject({ status: 409, body: { code: 1409 } });
    expect(stale.body.current.id).toBe(series.id);
  });
});

describe('the marketplace', () => {
  it('shows a series minimised, and the whole series goes to the first company of two', async () => {
    const series = await newSeries(ward.client, '2026-10-21');
    const page = await first.client.get('/v1/marketplace/series?per_page=100');
    const item = page.body.data.find((entry: { id: string }) => entry.id === series.id);
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'recurrence',
        'returnTrip',
        'transportClass',
        'mobility',
        'equipment',
        'infection',
        'weightKg',
        'start',
        'destination',
        'patient',
        'dates',
      ].sort(),
    );
    expect(item.patient).toEqual({ initials: 'A. M.', ageBand: '80-89' });
    expect(item.dates.map((date: { date: string }) => date.date)).toEqual(
      created(series).map((date) => date.date),
    );
    const text = JSON.stringify(item);
    for (const secret of ['Meier', '1941', 'dialysis', 'Invalidenstraße', 'AOK']) {
      expect(text).not.toContain(secret);
    }
    expect((await ward.client.get('/v1/marketplace/series')).status).toBe(403);
    const notInArea = await elsewhere.client.post(`/v1/transport-series/${series.id}/accept`, {});
    expect(notInArea.status).toBe(404);

    const answers = await Promise.all([
      first.client.post(`/v1/transport-series/${series.id}/accept`, {}),
      second.client.post(`/v1/transport-series/${series.id}/accept`, {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? first : second;
    const seen = await read(ward, series.id);
    expect(seen.assignedCompany?.id).toBe(winner.organizationId);
    for (const date of created(seen)) {
      expect(date.transport).toMatchObject({
        status: 'assigned',
        assignedCompany: { id: winner.organizationId },
      });
      const back = await ward.client.get(`/v1/transports/${date.transport!.returnTransportId}`);
      expect(back.body).toMatchObject({ status: 'assigned', pickupAt: expect.any(String) });
    }
    const later = await first.client.get('/v1/marketplace/series?per_page=100');
    expect(later.body.data.map((entry: { id: string }) => entry.id)).not.toContain(series.id);
  });

  it('keeps a date another company took alone; the ward sees who covers which date', async () => {
    const series = await newSeries(ward.client, '2026-10-21');
    const single = created(series)[1]!.transport!.id;
    expect((await second.client.post(`/v1/transports/${single}/accept`, {})).status).toBe(200);
    expect((await first.client.post(`/v1/transport-series/${series.id}/accept`, {})).status).toBe(
      200,
    );
    const seen = await read(ward, series.id);
    const companies = created(seen).map((date) => date.transport!.assignedCompany?.id);
    expect(companies[1]).toBe(second.organizationId);
    expect(companies.filter((id) => id === first.organizationId)).toHaveLength(
      companies.length - 1,
    );
  });
});

describe('changes', () => {
  it('"this and all following": moves, drops and adds dates; leaves one under way', async () => {
    const series = await newSeries(ward.client, '2026-10-21');
    await first.client.post(`/v1/transport-series/${series.id}/accept`, {});
    const friday = onDate(series, '2026-10-23').transport!.id;
    const underWay = await first.client.post(`/v1/transports/${friday}/status`, {
      status: 'en_route',
    });
    expect(underWay.status).toBe(200);
    const body = seriesInput(series.patientId!, '2026-10-23', {
      recurrence: { weekdays: ['WE', 'TH'], pickupTime: '08:00', count: null, until: '2026-11-30' },
    });
    const changed = await ward.client.put(`/v1/transport-series/${series.id}`, {
      ...body,
      version: series.version + 1,
    });
    expect(changed.status).toBe(200);
    const seen = changed.body as TransportSeries;
    expect(onDate(seen, '2026-10-21').transport).toMatchObject({ status: 'assigned' });
    expect(onDate(seen, '2026-10-21').pickupAt).toBe('2026-10-21T05:15:00.000Z');
    expect(onDate(seen, '2026-10-23').transport).toMatchObject({ status: 'en_route' });
    expect(onDate(seen, '2026-10-26').transport).toMatchObject({ status: 'cancelled' });
    const wednesday = onDate(seen, '2026-10-28');
    expect(wednesday.pickupAt).toBe('2026-10-28T07:00:00.000Z');
    expect(wednesday.transport).toMatchObject({
      status: 'assigned',
      assignedCompany: { id: first.organizationId },
    });
    expect(onDate(seen, '2026-10-29').transport).toMatchObject({
      status: 'assigned',
      assignedCompany: { id: first.organizationId },
    });
    // The date still raises its own edit (lists refresh by it); the series' change tells the
    // company of it, once for all its dates (decision 050; series-notifications.test.ts).
    const told = await harness.database.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, 'transport.updated'),
          sql`${domainEvents.payload}->>'transportId' = ${wednesday.transport!.id}`,
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({ toldBySeries: true });
  });

  it("refuses a change from before the rule's first date; the same rule again changes nothing", async () => {
    // Today is 20 October; the series starts on Monday 2 November (a tester's "Ändern" pressed
    // without a change once made the series anew from today, around its dates).
    const series = await newSeries(ward.client, '2026-11-02');
    const again = (startDate: string, version: number) =>
      ward.client.put(`/v1/transport-series/${series.id}`, {
        ...seriesInput(series.patientId!, startDate),
        version,
      });
    const early = await again('2026-10-20', series.version);
    expect(early).toMatchObject({
      status: 422,
      body: {
        errors: {
          'recurrence.startDate': [
            'Eine Änderung beginnt frühestens mit dem ersten Termin der geltenden Regel.',
          ],
        },
      },
    });
    const unchanged = await read(ward, series.id);
    expect(unchanged.dates).toEqual(series.dates);

    const same = await again('2026-11-02', series.version);
    expect(same.status).toBe(200);
    const kept = (same.body as TransportSeries).dates;
    expect(
      kept.map(({ date, pickupAt, transport }) => [
        date,
        pickupAt,
        transport?.id,
        transport?.status,
      ]),
    ).toEqual(
      series.dates.map(({ date, pickupAt, transport }) => [
        date,
        pickupAt,
        transport?.id,
        transport?.status,
      ]),
    );
  });

  it('takes the series as answered back as its change, as the series view sends it', async () => {
    const series = await newSeries(ward.client, '2026-10-21');
    const changed = await changeFrom(series, '2026-10-23', {
      recurrence: { pickupTime: '09:00', count: 10 },
      returnTrip: { ...series.returnTrip!, time: '13:00' },
    });
    expect(changed.status).toBe(200);
    const seen = changed.body as TransportSeries;
    expect(onDate(seen, '2026-10-21').pickupAt).toBe('2026-10-21T05:15:00.000Z');
    expect(onDate(seen, '2026-10-23').pickupAt).toBe('2026-10-23T07:00:00.000Z');
    const back = await ward.client.get(
      `/v1/transports/${onDate(seen, '2026-10-23').transport!.returnTransportId}`,
    );
    expect(back.body.pickupAt).toBe('2026-10-23T11:00:00.000Z');
    // The outbound trip names its return's new time, not the one it was ordered with.
    const outbound = await ward.client.get(
      `/v1/transports/${onDate(seen, '2026-10-23').transport!.id}`,
    );
    expect(outbound.body.roundTrip).toEqual({
      returnAt: '2026-10-23T11:00:00.000Z',
      onCall: false,
    });
  });

  it('moves the destination from a date on: the dates after follow, their return trips too', async () => {
    const series = await newSeries(ward.client, '2026-10-21');
    const moved = {
      address: {
        street: 'Turmstraße',
        houseNumber: '21',
        city: 'Berlin',
        zipCode: '10559',
        country: 'DE',
      },
      ward: 'Dialyse 2',
    };
    const changed = await changeFrom(series, '2026-10-23', { destination: moved });
    expect(changed.status).toBe(200);
    const seen = changed.body as TransportSeries;
    expect(seen.destination).toMatchObject(moved);
    const transportOn = async (date: string) =>
      (await ward.client.get(`/v1/transports/${onDate(seen, date).transport!.id}`)).body;
    const before = await transportOn('2026-10-21');
    expect(before.destination).toEqual(series.destination);
    const after = await transportOn('2026-10-23');
    expect(after.destination).toMatchObject(moved);
    expect(after.start).toEqual(series.start);
    // The way back starts where the patient now is taken to.
    const back = (await ward.client.get(`/v1/transports/${after.returnTransportId}`)).body;
    expect(back.start).toMatchObject(moved);
    expect(back.destination).toEqual(series.start);
    // On the marketplace each open date names its own destination, minimised as the route is.
    const offered = await first.client.get<{ data: MarketplaceSeriesItem[] }>(
      '/v1/marketplace/series?per_page=100',
    );
    const item = offered.body.data.find((candidate) => candidate.id === series.id)!;
    expect(item.dates.slice(0, 2).map((date) => [date.date, date.destination])).toEqual([
      ['2026-10-21', { zipCode: '14467', city: 'Potsdam' }],
      ['2026-10-23', { zipCode: '10559', city: 'Berlin' }],
    ]);
    // The company is told that the destination is new (the cities alone would not show it).
    const told = await changedEvent(series.id);
    expect(told).toMatchObject({ placesChanged: ['destination'], needsChanged: false });
    expect(told).not.toHaveProperty('transportClass');
  });

  it('changes the needs and the vehicle from a date on; the dates before keep theirs', async () => {
    const series = await newSeries(ward.client, '2026-10-21');
    const changed = await changeFrom(series, '2026-10-23', {
      weightKg: 180,
      transportClass: 'KTW_HEAVY',
    });
    expect(changed.status).toBe(200);
    const seen = changed.body as TransportSeries;
    const classOn = async (date: string) =>
      (await ward.client.get(`/v1/transports/${onDate(seen, date).transport!.id}`)).body
        .transportClass;
    expect(await classOn('2026-10-21')).toBe('KTW');
    expect(await classOn('2026-10-23')).toBe('KTW_HEAVY');
    expect(await changedEvent(series.id)).toMatchObject({
      placesChanged: [],
      needsChanged: true,
      transportClass: 'KTW_HEAVY',
    });
  });

  it('is bound to its approval: no date beyond the approval’s last day is made', async () => {
    const series = await newSeries(ward.client, '2026-10-21', {
      prescription: prescriptionInput({
        reason: 'outpatient_high_frequency',
        treatmentOn: null,
        frequency: '3× pro Woche',
        approval: { reference: 'AZ-26', validUntil: '2026-10-26' },
      }),
    });
    expect(created(await read(ward, series.id)).map((date) => date.date)).toEqual([
      '2026-10-21',
      '2026-10-23',
      '2026-10-26',
    ]);
  });

  it('cancels the rest with one reason and creates no more dates', async () => {
    const series = await newSeries(ward.client, '2026-10-21');
    const cancelled = await ward.client.post(`/v1/transport-series/${series.id}/cancel`, {
      reason: 'Therapie beendet',
      fromDate: '2026-10-23',
    });
    expect(cancelled.status).toBe(200);
    const seen = cancelled.body as TransportSeries;
    expect(seen.status).toBe('cancelled');
    expect(onDate(seen, '2026-10-21').transport!.status).toBe('open');
    const rest = created(seen).filter((date) => date.date >= '2026-10-23');
    expect(rest.map((date) => date.transport!.status)).toEqual(rest.map(() => 'cancelled'));
    const history = await harness.database.db
      .select()
      .from(transportEvents)
      .where(eq(transportEvents.transportId, rest[0]!.transport!.returnTransportId!));
    expect(history.find((entry) => entry.action === 'cancel')).toMatchObject({
      toStatus: 'cancelled',
      reason: 'Therapie beendet',
    });
    const companyTry = await first.client.post(`/v1/transport-series/${series.id}/cancel`, {
      reason: 'x',
    });
    expect(companyTry.status).toBe(404);
    // Ended: neither a change nor a second cancellation — with the current version too.
    const changeAfter = await ward.client.put(`/v1/transport-series/${series.id}`, {
      ...seriesInput(series.patientId!, '2026-10-23'),
      version: seen.version,
    });
    expect(changeAfter).toMatchObject({ status: 409, body: { code: 1410 } });
    const again = await ward.client.post(`/v1/transport-series/${series.id}/cancel`, {
      reason: 'Noch einmal',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 1410 } });
  });

  it('keeps the dates before a cancellation beyond the two weeks: only the rest is cancelled', async () => {
    // Today is 20 October; dates exist up to 3 November. Cancelled from 16 November on: 4 to 13
    // November were once never made, as a cancelled series makes nothing more.
    const series = await newSeries(ward.client, '2026-10-21', {
      recurrence: { count: null, until: '2026-12-31' },
    });
    const cancelled = await ward.client.post(`/v1/transport-series/${series.id}/cancel`, {
      reason: 'Therapie endet Mitte November',
      fromDate: '2026-11-16',
    });
    expect(cancelled.status).toBe(200);
    const seen = cancelled.body as TransportSeries;
    expect(seen.status).toBe('cancelled');
    expect(
      created(seen)
        .filter((date) => date.date >= '2026-11-04' && date.date < '2026-11-16')
        .map((date) => [date.date, date.transport!.status]),
    ).toEqual(['04', '06', '09', '11', '13'].map((day) => [`2026-11-${day}`, 'open']));
    expect(created(seen).filter((date) => date.date >= '2026-11-16')).toEqual([]);
  });

  it('keeps the dates before a change beyond the two weeks: made by the rule they were ordered with', async () => {
    // Today is 20 October; dates exist up to 3 November. From 23 November on Tuesdays and
    // Thursdays: 4 to 20 November stay Mondays, Wednesdays and Fridays (the change once lost them).
    const series = await newSeries(ward.client, '2026-10-21', {
      recurrence: { count: null, until: '2026-12-31' },
    });
    const changed = await ward.client.put(`/v1/transport-series/${series.id}`, {
      ...seriesInput(series.patientId!, '2026-11-23', {
        recurrence: { weekdays: ['TU', 'TH'], count: null, until: '2026-12-31' },
      }),
      version: series.version,
    });
    expect(changed.status).toBe(200);
    const seen = changed.body as TransportSeries;
    const november = (from: string, to: string) =>
      created(seen)
        .filter((date) => date.date >= from && date.date <= to)
        .map((date) => [date.date, date.pickupAt, date.transport!.status]);
    expect(november('2026-11-04', '2026-11-22')).toEqual(
      ['04', '06', '09', '11', '13', '16', '18', '20'].map((day) => [
        `2026-11-${day}`,
        `2026-11-${day}T06:15:00.000Z`,
        'open',
      ]),
    );
    // The new rule from its first date, made two weeks ahead as before.
    expect(created(seen).filter((date) => date.date >= '2026-11-23')).toEqual([]);
    expect(onDate(seen, '2026-11-24')).toMatchObject({ transport: null, skipped: false });
  });
});

describe('created ahead by the rolling job', () => {
  let other: Database;
  beforeAll(async () => {
    // On PostgreSQL a second pool, as a second instance has; PGlite has one connection anyway.
    other = dbKind() === 'postgres' ? await openTestDatabase() : harness.database;
  });
  afterAll(async () => {
    if (other !== harness.database) await other.close();
  });

  const perDate = () =>
    harness.database.db
      .select({
        seriesId: transports.seriesId,
        date: transports.seriesDate,
        count: sql<number>`count(*)::int`,
      })
      .from(transports)
      .where(sql`${transports.seriesDate} is not null`)
      .groupBy(transports.seriesId, transports.seriesDate);

  it('creates every date once, also with two instances at once, at 07:15 after the change', async () => {
    const series = await newSeries(ward.client, '2026-10-24', {
      recurrence: { weekdays: ['SA', 'SU'], count: null, until: '2027-04-30' },
    });
    harness.clock.set(new Date('2027-03-20T08:00:00Z'));
    const at = harness.clock.now();
    const [a, b] = await Promise.all([
      createAheadForAllSeries(openSystemRepository(harness.database.db, 'series-ahead'), at),
      createAheadForAllSeries(openSystemRepository(other.db, 'series-ahead'), at),
    ]);
    expect(a + b).toBeGreaterThan(0);
    expect(
      await createAheadForAllSeries(openSystemRepository(harness.database.db, 'series-ahead'), at),
    ).toBe(0);
    const counts = await perDate();
    expect(counts.filter((row) => row.count !== 1)).toEqual([]);
    const [sunday] = await harness.database.db
      .select()
      .from(transports)
      .where(and(eq(transports.seriesId, series.id), eq(transports.seriesDate, '2027-03-28')));
    expect(sunday?.pickupAt?.toISOString()).toBe('2027-03-28T05:15:00.000Z');
    const numbers = await harness.database.db
      .select({ number: transports.number })
      .from(transports)
      .where(eq(transports.seriesId, series.id));
    expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length);
  });
});
