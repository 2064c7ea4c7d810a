/**
 * Scorecards (issue 11): the figures of a fixed data set with answers worked out by hand — on-time
 * boundaries at exactly 15 minutes, device against server time, medians of even counts, returns,
 * cancellations after assignment, the period's first and last day in Germany — for a ward and
 * for companies, who never see each other's figures; a bad period is a 422 naming each field.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGermany } from '../../src/contract/dates';
import type { Scorecard } from '../../src/contract/scorecard';
import { startHarness, type Harness } from './support/harness';
import {
  accepted,
  after,
  berlin,
  cancelled,
  crewSteps,
  ordered,
  returned,
  storeTransport,
} from './support/scorecard-data';
import { orgOf, type Org } from './support/transport-parties';
import { hoursFrom, newTransport, transportInput } from './support/transports';

let harness: Harness;
let ward: Org;
let otherWard: Org;
let companyA: Org;
let companyB: Org;
let companyC: Org;

const PERIOD = 'from=2026-03-02&to=2026-03-15';

/**
 * Ward W's transports in the two weeks from Monday 2 March 2026 (times in Germany): A carries
 * t1–t5, t10, t11; B t6, t8, t12 and took t4 first, then gave it back. The other ward's two
 * transports went to A (u1) and to C (u2), a company W never worked with.
 */
async function storeDataSet() {
  const db = harness.database.db;
  const [w, w2, a, b, c] = [
    ward.organizationId,
    otherWard.organizationId,
    companyA.organizationId,
    companyB.organizationId,
    companyC.organizationId,
  ];
  const store = (
    ordererId: string,
    pickup: string,
    status: Parameters<typeof storeTransport>[1]['status'],
    company: string | null,
    history: (pickupAt: Date) => Parameters<typeof storeTransport>[1]['history'],
  ) => {
    const pickupAt = berlin(pickup);
    return storeTransport(db, {
      ordererId,
      pickupAt,
      status,
      assignedCompanyId: company,
      history: history(pickupAt),
    });
  };
  const completedBy = (company: string, reached: Date, pickupStep: 'at_pickup' | 'in_transit') =>
    crewSteps(company, [
      ['en_route', after(reached, -20)],
      ...(pickupStep === 'at_pickup' ? [['at_pickup', reached] as const] : []),
      ['in_transit', after(reached, 5)],
      ['completed', after(reached, 40)],
    ] as [Parameters<typeof crewSteps>[1][number][0], Date][]);

  // t1: reached exactly 15 minutes after the plan — on time; accepted 30 min after the order.
  await store(w, '03-02 09:00', 'completed', a, (p) => [
    ordered(w, berlin('03-01 10:00')),
    accepted(a, berlin('03-01 10:30')),
    ...completedBy(a, after(p, 15), 'at_pickup'),
  ]);
  // t2: 30 minutes late; accepted after 90 min.
  await store(w, '03-03 09:00', 'completed', a, (p) => [
    ordered(w, berlin('03-02 08:00')),
    accepted(a, berlin('03-02 09:30')),
    ...completedBy(a, after(p, 30), 'at_pickup'),
  ]);
  // t3: no "am Abholort"; "Patient aufgenommen" 5 minutes early — on time, a delay of 0.
  await store(w, '03-04 10:00', 'completed', a, (p) => [
    ordered(w, berlin('03-03 12:00')),
    accepted(a, berlin('03-03 12:10')),
    ...completedBy(a, after(p, -5), 'in_transit'),
  ]);
  // t4: B takes it (60 min) and gives it back; A takes it 20 min after the return. The crew
  // tapped "am Abholort" 40 minutes late in a dead spot; the server heard of it 3 hours later.
  await store(w, '03-10 08:00', 'completed', a, (p) => [
    ordered(w, berlin('03-05 08:00')),
    accepted(b, berlin('03-05 09:00')),
    returned(b, berlin('03-06 08:00')),
    accepted(a, berlin('03-06 08:20')),
    ...crewSteps(a, [
      ['en_route', after(p, 10), after(p, 180)],
      ['at_pickup', after(p, 40), after(p, 180)],
      ['in_transit', after(p, 45), after(p, 180)],
      ['completed', after(p, 90), after(p, 180)],
    ]),
  ]);
  // t5: accepted (40 min), the crew set off, then W cancelled.
  await store(w, '03-11 09:00', 'cancelled', a, (p) => [
    ordered(w, berlin('03-09 10:00')),
    accepted(a, berlin('03-09 10:40')),
    ...crewSteps(a, [['en_route', after(p, -30)]]),
    cancelled(w, 'en_route', after(p, -10)),
  ]);
  // t6: B, 2 minutes late (on time); accepted after 120 min.
  await store(w, '03-12 14:00', 'completed', b, (p) => [
    ordered(w, berlin('03-10 14:00')),
    accepted(b, berlin('03-10 16:00')),
    ...completedBy(b, after(p, 2), 'at_pickup'),
  ]);
  // t7: nobody took it; W cancelled it while open — no company's figure.
  await store(w, '03-13 09:00', 'cancelled', null, () => [
    ordered(w, berlin('03-11 09:00')),
    cancelled(w, 'open', berlin('03-12 09:00')),
  ]);
  // t8: B accepted (30 min); W cancelled before the crew set off.
  await store(w, '03-14 09:00', 'cancelled', b, () => [
    ordered(w, berlin('03-12 09:00')),
    accepted(b, berlin('03-12 09:30')),
    cancelled(w, 'assigned', berlin('03-13 09:00')),
  ]);
  // t9: 00:30 on 16 March in Germany (still the 15th in UTC) — after the period.
  await store(w, '03-16 00:30', 'completed', a, (p) => [
    ordered(w, berlin('03-14 00:30')),
    accepted(a, berlin('03-14 01:00')),
    ...completedBy(a, after(p, 0), 'at_pickup'),
  ]);
  // t10: 00:15 on 2 March in Germany (1 March in UTC) — in the period; 10 minutes late.
  await store(w, '03-02 00:15', 'completed', a, (p) => [
    ordered(w, berlin('02-28 10:00')),
    accepted(a, berlin('02-28 10:50')),
    ...completedBy(a, after(p, 10), 'at_pickup'),
  ]);
  // t11: 20 minutes late, the patient on board: a pickup, not yet carried out.
  await store(w, '03-05 09:00', 'in_transit', a, (p) => [
    ordered(w, berlin('03-04 08:00')),
    accepted(a, berlin('03-04 09:10')),
    ...crewSteps(a, [
      ['en_route', after(p, 0)],
      ['at_pickup', after(p, 20)],
      ['in_transit', after(p, 25)],
    ]),
  ]);
  // t12: B, 15 minutes and 1 second late — late; accepted after 45 min.
  await store(w, '03-13 10:00', 'completed', b, (p) => [
    ordered(w, berlin('03-12 10:00')),
    accepted(b, berlin('03-12 10:45')),
    ...completedBy(b, after(p, 15 + 1 / 60), 'at_pickup'),
  ]);
  // u1: the other ward's, A 100 minutes late; accepted after 15 min.
  await store(w2, '03-03 09:00', 'completed', a, (p) => [
    ordered(w2, berlin('03-02 09:00')),
    accepted(a, berlin('03-02 09:15')),
    ...completedBy(a, after(p, 100), 'at_pickup'),
  ]);
  // u2: the other ward's, C on the minute.
  await store(w2, '03-04 09:00', 'completed', c, (p) => [
    ordered(w2, berlin('03-03 09:00')),
    accepted(c, berlin('03-03 09:05')),
    ...completedBy(c, after(p, 0), 'at_pickup'),
  ]);
}

beforeAll(async () => {
  harness = await startHarness();
  [ward, otherWard, companyA, companyB, companyC] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
  ]);
  await storeDataSet();
});
afterAll(() => harness.close());

async function scorecardOf(org: Org, query = PERIOD): Promise<Scorecard> {
  const response = await org.client.get<Scorecard>(`/v1/scorecards?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const figures = (
  carriedOut: number,
  pickups: number,
  onTime: number,
  medianDelayMinutes: number | null,
  returns: number,
  cancelledAfterAssignment: number,
  accepted: number,
  medianMinutesToAcceptance: number | null,
) => ({
  carriedOut,
  pickups,
  onTime,
  onTimeRate: pickups ? onTime / pickups : null,
  medianDelayMinutes,
  returns,
  cancelledAfterAssignment,
  // The data set's transports never went on their way with a phone: no delays to count
  // (tests/api/delay-reports.test.ts counts them).
  delaysReported: 0,
  delaysUnreported: 0,
  accepted,
  medianMinutesToAcceptance,
});

describe('a ward’s scorecard', () => {
  it('gives each company it worked with its figures, worked out by hand', async () => {
    const card = await scorecardOf(ward);
    expect(card.viewer).toBe('orderer');
    expect(card.companies.map((row) => row.company.id)).toEqual([
      companyA.organizationId,
      companyB.organizationId,
    ]);
    // A: pickups t1 15:00 (on time), t2 30, t3 −5 → 0, t4 40 (device time), t10 10, t11 20:
    // [0, 10, 15, 20, 30, 40] → median 17.5; accepted after [10, 20, 30, 40, 50, 70, 90] → 40.
    expect(card.companies[0]).toEqual({
      company: { id: companyA.organizationId, name: expect.any(String) },
      ...figures(5, 6, 3, 17.5, 0, 1, 7, 40),
    });
    // B: pickups t6 2, t12 15:01 (late) → median 8.5; accepted after [30, 45, 60, 120] → 52.5.
    expect(card.companies[1]).toMatchObject(figures(2, 2, 1, 8.5, 1, 1, 4, 52.5));
    // All: delays [0, 2, 10, 15, 15.02, 20, 30, 40] → 15.0; 11 acceptances → the 6th, 45.
    expect(card.total).toEqual(figures(7, 8, 4, 15, 1, 2, 11, 45));
  });

  it('counts per week (Mondays) and per delay band, and narrows both to one company', async () => {
    const card = await scorecardOf(ward);
    expect(
      card.weeks.map((week) => [week.week, week.pickups, week.onTime, week.carriedOut]),
    ).toEqual([
      ['2026-03-02', 5, 3, 4],
      ['2026-03-09', 3, 1, 3],
    ]);
    expect(card.delays).toEqual([
      { band: 'onTime0', count: 1 },
      { band: 'late5', count: 1 },
      { band: 'late15', count: 2 },
      { band: 'late30', count: 3 },
      { band: 'late60', count: 1 },
      { band: 'lateMore', count: 0 },
    ]);
    const onlyB = await scorecardOf(ward, `${PERIOD}&companyId=${companyB.organizationId}`);
    expect(onlyB.companyId).toBe(companyB.organizationId);
    expect(onlyB.weeks.map((week) => [week.pickups, week.onTime])).toEqual([
      [0, 0],
      [2, 1],
    ]);
    expect(onlyB.delays.filter((band) => band.count > 0)).toEqual([
      { band: 'late5', count: 1 },
      { band: 'late30', count: 1 },
    ]);
    // The companies and the total stay whole.
    expect(onlyB.total).toEqual(card.total);
  });

  it('takes the period by planned pickup day in Germany, both ends inclusive', async () => {
    // 16 March alone: t9 (00:30 in Germany, 23:30 UTC on the 15th).
    const last = await scorecardOf(ward, 'from=2026-03-16&to=2026-03-16');
    expect(last.total).toMatchObject({ carriedOut: 1, pickups: 1, onTime: 1 });
    // 2 March alone: t10 (00:15 in Germany) and t1.
    const first = await scorecardOf(ward, 'from=2026-03-02&to=2026-03-02');
    expect(first.total).toMatchObject({ carriedOut: 2, pickups: 2, onTime: 2 });
    expect(first.weeks.map((week) => week.week)).toEqual(['2026-03-02']);
    const empty = await scorecardOf(ward, 'from=2025-03-01&to=2025-03-31');
    expect(empty.companies).toEqual([]);
    expect(empty.total).toMatchObject({ pickups: 0, onTimeRate: null, medianDelayMinutes: null });
    expect(empty.weeks).toHaveLength(6);
  });
});

describe('a company’s scorecard about itself', () => {
  it('counts only its own steps, over every orderer it drove for', async () => {
    const card = await scorecardOf(companyA);
    expect(card.viewer).toBe('company');
    // W's six pickups and the other ward's u1 (100): [0, 10, 15, 20, 30, 40, 100] → 20.
    // Acceptances [10, 15, 20, 30, 40, 50, 70, 90] → 35; not B's hour on t4.
    expect(card.companies).toEqual([
      {
        company: { id: companyA.organizationId, name: expect.any(String) },
        ...figures(6, 7, 3, 20, 0, 1, 8, 35),
      },
    ]);
    expect(card.total).toEqual(figures(6, 7, 3, 20, 0, 1, 8, 35));
  });

  it('keeps a transport it gave back in its figures, without the other company’s steps', async () => {
    const card = await scorecardOf(companyB);
    expect(card.total).toEqual(figures(2, 2, 1, 8.5, 1, 1, 4, 52.5));
    expect(card.delays.find((band) => band.band === 'late60')!.count).toBe(0);
  });
});

describe('tenant isolation', () => {
  it('shows a ward no company it never worked with, nor another ward’s transports', async () => {
    const card = await scorecardOf(ward);
    const text = JSON.stringify(card);
    expect(text).not.toContain(companyC.organizationId);
    // Narrowed to C, nothing of C's shows.
    const narrowed = await scorecardOf(ward, `${PERIOD}&companyId=${companyC.organizationId}`);
    expect(narrowed.weeks.every((week) => week.pickups === 0 && week.accepted === 0)).toBe(true);
    expect(narrowed.delays.every((band) => band.count === 0)).toBe(true);
    const other = await scorecardOf(otherWard);
    expect(other.companies.map((row) => row.company.id).sort()).toEqual(
      [companyA.organizationId, companyC.organizationId].sort(),
    );
    expect(other.companies.find((row) => row.company.id === companyA.organizationId)).toMatchObject(
      figures(1, 1, 0, 100, 0, 0, 1, 15),
    );
  });

  it('never gives a company another company’s figures, even when it names it', async () => {
    const card = await scorecardOf(companyC);
    expect(card.total).toEqual(figures(1, 1, 1, 0, 0, 0, 1, 5));
    const named = await scorecardOf(companyC, `${PERIOD}&companyId=${companyA.organizationId}`);
    expect(named.companies.map((row) => row.company.id)).toEqual([companyC.organizationId]);
    expect(named.delays.every((band) => band.count === 0)).toBe(true);
    expect(named.weeks.every((week) => week.pickups === 0)).toBe(true);
  });
});

describe('the events the API writes', () => {
  it('are the ones the figures read: order, accept, the crew’s steps with device times', async () => {
    const [orderer, carrier] = await Promise.all([
      orgOf(harness, 'medical_facility'),
      orgOf(harness, 'transport_company'),
    ]);
    harness.clock.freeze();
    const start = harness.clock.now();
    const pickupAt = after(start, 10);
    const transport = await newTransport(orderer.client, start, {
      pickupAt: pickupAt.toISOString(),
    });
    harness.clock.advance(5 * 60);
    const step = (body: object, path = 'status') =>
      carrier.client.post(`/v1/transports/${transport.id}/${path}`, body);
    expect((await step({}, 'accept')).status).toBe(200);
    harness.clock.advance(8 * 60);
    for (const [status, minutes] of [
      ['en_route', -1],
      ['at_pickup', 2.5],
      ['in_transit', 2.75],
      ['completed', 3],
    ] as const) {
      const completion = status === 'completed' ? { km: 9, waitingMinutes: 0 } : {};
      const answer = await step({
        status,
        at: after(pickupAt, minutes).toISOString(),
        ...completion,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const day = todayInGermany(pickupAt);
    const expected = figures(1, 1, 1, 2.5, 0, 0, 1, 5);
    expect((await scorecardOf(orderer, `from=${day}&to=${day}`)).companies).toEqual([
      { company: { id: carrier.organizationId, name: expect.any(String) }, ...expected },
    ]);
    expect((await scorecardOf(carrier, `from=${day}&to=${day}`)).total).toEqual(expected);
  });
});

describe('the facts the database keeps with each write (decision 049)', () => {
  type Fact = { kind: string; company_id: string; minutes: number | null; pickup_at: string };
  const factsOf = async (transportId: string) =>
    (
      (await harness.database.db.execute(sql`
        select kind, company_id, minutes, pickup_at::text from scorecard_facts
        where transport_id = ${transportId} order by kind, company_id`)) as unknown as {
        rows: Fact[];
      }
    ).rows;

  it('are what its events give, through a return, a re-accept, a moved pickup and a cancel', async () => {
    const [orderer, first, second] = await Promise.all([
      orgOf(harness, 'medical_facility'),
      orgOf(harness, 'transport_company'),
      orgOf(harness, 'transport_company'),
    ]);
    const start = harness.clock.now();
    const transport = await newTransport(orderer.client, start);
    const act = (org: Org, action: string, body: object = {}) =>
      org.client.post(`/v1/transports/${transport.id}/${action}`, body);
    expect((await act(first, 'accept')).status).toBe(200);
    const back = await act(first, 'return', { reason: 'Kein Fahrzeug frei' });
    expect(back.status).toBe(200);
    // Moved a day later while open: every fact goes with it into the other day's figures.
    const moved = hoursFrom(start, 48);
    const edited = await orderer.client.put(`/v1/transports/${transport.id}`, {
      ...transportInput(transport.patientId!, start, { pickupAt: moved }),
      version: (back.body as { version: number }).version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await act(second, 'accept')).status).toBe(200);
    expect((await act(orderer, 'cancel', { reason: 'Entlassung verschoben' })).status).toBe(200);

    const kept = await factsOf(transport.id);
    expect(kept.map(({ kind, company_id }) => [kind, company_id])).toEqual(
      [
        ['accept', first.organizationId],
        ['accept', second.organizationId],
        ['cancelled', second.organizationId],
        ['return', first.organizationId],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!) || a[1]!.localeCompare(b[1]!)),
    );
    expect(new Set(kept.map((fact) => Date.parse(fact.pickup_at)))).toEqual(
      new Set([Date.parse(moved)]),
    );
    // Worked out again from the events alone, they are the same.
    await harness.database.db.execute(
      sql`select scorecard_facts_refresh(array[${transport.id}]::uuid[])`,
    );
    expect(await factsOf(transport.id)).toEqual(kept);
  });
});

describe('a bad period', () => {
  it('is a 422 naming every offending field', async () => {
    const missing = await ward.client.get('/v1/scorecards');
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: 1422 });
    expect(Object.keys((missing.body as { errors: object }).errors).sort()).toEqual(['from', 'to']);

    const wrong = await ward.client.get('/v1/scorecards?from=2026-02-30&to=gestern&companyId=x');
    expect(Object.keys((wrong.body as { errors: object }).errors).sort()).toEqual([
      'companyId',
      'from',
      'to',
    ]);
    const reversed = await ward.client.get('/v1/scorecards?from=2026-03-15&to=2026-03-02');
    expect(reversed).toMatchObject({
      status: 422,
      body: { errors: { to: ['Das Ende des Zeitraums liegt vor seinem Anfang.'] } },
    });
    const tooLong = await ward.client.get('/v1/scorecards?from=2025-01-01&to=2026-01-02');
    expect(tooLong).toMatchObject({
      status: 422,
      body: { errors: { to: ['Höchstens 366 Tage auf einmal.'] } },
    });
    // A leap year is one period.
    expect((await ward.client.get('/v1/scorecards?from=2028-01-01&to=2028-12-31')).status).toBe(
      200,
    );
  });
});
