/**
 * Delays told with a reason (issue 29; decision 113): who may report them, what the ward reads
 * beside the arrival time, a report sent twice (the offline queue's replay) stored and told once,
 * the once-only notices of an unreported lateness and of "Patient vorbereiten", moved by the test
 * clock, and the scorecards' counts of both kinds of delay.
 */
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Arrival } from '../../src/contract/arrival';
import { todayInGermany } from '../../src/contract/dates';
import type { DelayReport } from '../../src/contract/delay';
import type { Scorecard } from '../../src/contract/scorecard';
import { runLateDepartures } from '../../server/jobs/late-departures';
import { domainEvents, notifications, transportDelays } from '../../server/db/schema';
import { startHarness, type Harness } from './support/harness';
import { colleagueOf, orgOf, type Org } from './support/transport-parties';
import { newTransport } from './support/transports';

let harness: Harness;
let ward: Org;
let company: Org;
let otherCompany: Org;
let stranger: Org;
let crew: Awaited<ReturnType<typeof colleagueOf>>;

beforeAll(async () => {
  harness = await startHarness();
  [ward, company, otherCompany, stranger] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'medical_facility'),
  ]);
  crew = await colleagueOf(harness, company);
});
afterAll(() => harness.close());

const minutesFromNow = (minutes: number) =>
  new Date(harness.clock.now().getTime() + minutes * 60_000).toISOString();
const delays = (id: string) => `/v1/transports/${id}/delays`;
const arrival = (id: string) => `/v1/transports/${id}/arrival`;
/** The centre of Potsdam: 97 minutes from the test transports' Berlin pickup (decision 100). */
const potsdam = { lat: 52.39886, lon: 13.06566, accuracy: 15 };

/** A ward's transport picked up in `pickupInMinutes`, accepted by the company and stepped. */
async function accepted(statuses: string[], pickupInMinutes = 24 * 60) {
  const transport = await newTransport(ward.client, harness.clock.now(), {
    pickupAt: minutesFromNow(pickupInMinutes),
  });
  expect((await company.client.post(`/v1/transports/${transport.id}/accept`)).status).toBe(200);
  for (const status of statuses) {
    const answer = await crew.client.post(`/v1/transports/${transport.id}/status`, { status });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return transport.id;
}

const delayInput = (minutes = 30) => ({
  id: randomUUID(),
  reason: 'traffic',
  newArrivalAt: minutesFromNow(minutes),
});

const notificationsOf = async (userId: string, type: string) => {
  await harness.events.settle();
  return harness.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
};

describe('a delay report', () => {
  it('reaches the ward with its reason and new time, and the dispatchers, once', async () => {
    const id = await accepted(['en_route']);
    const input = delayInput(40);
    const first = await crew.client.post<DelayReport>(delays(id), input);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ id: input.id, reason: 'traffic', heading: 'pickup' });

    // The offline queue's replay sends the same report again: stored and told once.
    const again = await crew.client.post<DelayReport>(delays(id), input);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const stored = await harness.database.db
      .select()
      .from(transportDelays)
      .where(eq(transportDelays.transportId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reportedBy: crew.userId,
      organizationId: company.organizationId,
    });

    const byWard = await ward.client.get<Arrival>(arrival(id));
    expect(byWard.body.delay).toEqual(first.body);

    const toWard = await notificationsOf(ward.userId, 'transport_delayed');
    expect(toWard).toHaveLength(1);
    expect(toWard[0]!.title).toBe('Verspätung gemeldet');
    expect(toWard[0]!.message).toContain('Verspätung gemeldet – Verkehr. Neue Ankunft ca.');
    // The company's dispatcher hears of it; the crew that reported it does not.
    expect(await notificationsOf(company.userId, 'transport_delayed')).toHaveLength(1);
    expect(await notificationsOf(crew.userId, 'transport_delayed')).toHaveLength(0);
    const events = await harness.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.type, 'transport.delay_reported'));
    expect(events.filter((event) => JSON.stringify(event.payload).includes(id))).toHaveLength(1);
  });

  it('may be told before setting off: the previous job runs long', async () => {
    const id = await accepted([]);
    const answer = await company.client.post(delays(id), {
      ...delayInput(),
      reason: 'previous_job',
    });
    expect(answer.status).toBe(201);
    expect((await ward.client.get<Arrival>(arrival(id))).body).toMatchObject({
      state: 'none',
      delay: { reason: 'previous_job', heading: 'pickup' },
    });
  });

  it("is the assigned company's: wards 403, another company the 404 of an unseen transport", async () => {
    const id = await accepted(['en_route']);
    expect((await ward.client.post(delays(id), delayInput())).status).toBe(403);
    expect((await otherCompany.client.post(delays(id), delayInput())).status).toBe(404);
    // A company-only route: no ward or home reports, its own transport or not.
    expect((await stranger.client.post(delays(id), delayInput())).status).toBe(403);
    expect((await otherCompany.client.get(arrival(id))).status).toBe(404);
  });

  it('is refused at the pickup and after the ride (409)', async () => {
    const id = await accepted(['en_route', 'at_pickup']);
    expect((await crew.client.post(delays(id), delayInput())).status).toBe(409);
  });

  it('names every offending field (422), a new arrival in the past too', async () => {
    const id = await accepted(['en_route']);
    const answer = await crew.client.post(delays(id), {
      id: 'nope',
      reason: 'coffee',
      newArrivalAt: '2026-02-30T10:00:00Z',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as { errors: object }).errors).sort()).toEqual([
      'id',
      'newArrivalAt',
      'reason',
    ]);
    const past = await crew.client.post(delays(id), delayInput(-5));
    expect(past.status).toBe(422);
    expect(Object.keys((past.body as { errors: object }).errors)).toEqual(['newArrivalAt']);
    const tooFar = await crew.client.post(delays(id), delayInput(13 * 60));
    expect(tooFar.status).toBe(422);
  });
});

describe('an unreported lateness', () => {
  it('marks the transport late and tells the ward and the dispatchers once', async () => {
    // Picked up in 10 minutes, 97 minutes away: far more than 15 minutes late.
    const id = await accepted(['en_route'], 10);
    expect((await crew.client.put(`/v1/transports/${id}/position`, potsdam)).status).toBe(204);
    expect((await ward.client.get<Arrival>(arrival(id))).body).toMatchObject({
      state: 'estimated',
      late: true,
      delay: null,
    });
    harness.clock.advance(60);
    expect((await crew.client.put(`/v1/transports/${id}/position`, potsdam)).status).toBe(204);
    const toWard = await notificationsOf(ward.userId, 'transport_late');
    expect(toWard.filter((row) => row.link?.endsWith(id))).toHaveLength(1);
    expect(toWard.find((row) => row.link?.endsWith(id))!.message).toContain(
      'Eine Verspätung wurde nicht gemeldet.',
    );
    const toDispatch = await notificationsOf(company.userId, 'transport_late');
    expect(toDispatch.filter((row) => row.link?.endsWith(id))).toHaveLength(1);
  });

  it('is not told once a delay was reported', async () => {
    const id = await accepted(['en_route'], 10);
    expect((await crew.client.post(delays(id), delayInput(100))).status).toBe(201);
    expect((await crew.client.put(`/v1/transports/${id}/position`, potsdam)).status).toBe(204);
    expect((await ward.client.get<Arrival>(arrival(id))).body).toMatchObject({ late: false });
    const toWard = await notificationsOf(ward.userId, 'transport_late');
    expect(toWard.filter((row) => row.link?.endsWith(id))).toHaveLength(0);
  });

  it('is not late while the estimate is within 15 minutes of the pickup time', async () => {
    // 97 minutes away, picked up in 85: 12 minutes late is "on time".
    const id = await accepted(['en_route'], 85);
    expect((await crew.client.put(`/v1/transports/${id}/position`, potsdam)).status).toBe(204);
    expect((await ward.client.get<Arrival>(arrival(id))).body).toMatchObject({
      state: 'estimated',
      late: false,
    });
  });
});

describe('a crew that has not set off', () => {
  const lateDepartures = () => runLateDepartures(harness.database.db, harness.clock.now());
  /** The clock moves past an access token's 15 minutes: every party refreshes, as apps do. */
  const later = async (seconds: number) => {
    harness.clock.advance(seconds);
    for (const party of [ward, company, crew, otherCompany, stranger]) {
      expect((await party.client.refresh()).status).toBe(200);
    }
  };

  it('is late a quarter of an hour after the pickup: marked, and told to ward and dispatch once', async () => {
    const id = await accepted([], 10);
    await later(24 * 60);
    expect(await lateDepartures()).toBe(0);
    expect((await ward.client.get<Arrival>(arrival(id))).body).toMatchObject({ late: false });
    await later(2 * 60);
    expect((await ward.client.get<Arrival>(arrival(id))).body).toMatchObject({
      state: 'none',
      late: true,
      delay: null,
    });
    await lateDepartures();
    await lateDepartures();
    const toWard = await notificationsOf(ward.userId, 'transport_late');
    expect(toWard.filter((row) => row.link?.endsWith(id))).toHaveLength(1);
    const toDispatch = await notificationsOf(company.userId, 'transport_late');
    expect(toDispatch.filter((row) => row.link?.endsWith(id))).toHaveLength(1);
    // Setting off at last: the estimate judges from now on; the notice stays told once.
    expect(
      (await crew.client.post(`/v1/transports/${id}/status`, { status: 'en_route' })).status,
    ).toBe(200);
    expect((await crew.client.put(`/v1/transports/${id}/position`, potsdam)).status).toBe(204);
    const again = await notificationsOf(ward.userId, 'transport_late');
    expect(again.filter((row) => row.link?.endsWith(id))).toHaveLength(1);
  });

  it('is not told when the crew reported a delay, nor for a transport nobody has taken', async () => {
    const reported = await accepted([], 10);
    expect((await crew.client.post(delays(reported), delayInput(60))).status).toBe(201);
    const open = await newTransport(ward.client, harness.clock.now(), {
      pickupAt: minutesFromNow(10),
    });
    await later(26 * 60);
    await lateDepartures();
    expect((await ward.client.get<Arrival>(arrival(reported))).body).toMatchObject({
      late: false,
    });
    const toWard = await notificationsOf(ward.userId, 'transport_late');
    expect(
      toWard.filter((row) => [reported, open.id].some((id) => row.link?.endsWith(id))),
    ).toEqual([]);
  });
});

describe('"Patient vorbereiten"', () => {
  /** The centre of Berlin, where the test transports pick up: the vehicle is there. */
  const berlin = { lat: 52.52437, lon: 13.41053, accuracy: 10 };
  const report = (id: string, where: typeof berlin) =>
    crew.client.put(`/v1/transports/${id}/position`, where);
  const preparesOf = async (id: string) =>
    (await notificationsOf(ward.userId, 'patient_prepare')).filter((row) => row.link?.endsWith(id));

  it('tells the ward once, when the vehicle is as near as the ward asked (default 15 min)', async () => {
    const id = await accepted(['en_route']);
    expect((await report(id, potsdam)).status).toBe(204);
    expect(await preparesOf(id)).toHaveLength(0);
    // A minute later the vehicle is at the pickup's doorstep (the clock moves, a token lives on).
    harness.clock.advance(60);
    expect((await report(id, berlin)).status).toBe(204);
    harness.clock.advance(60);
    expect((await report(id, berlin)).status).toBe(204);
    const told = await preparesOf(id);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Patient vorbereiten');
    expect(told[0]!.message).toMatch(/ca\. \d\d:\d\d da\. Bitte den Patienten vorbereiten\.$/);
    // The ward only: the company's people have no patient to prepare.
    expect(
      (await notificationsOf(company.userId, 'patient_prepare')).filter((row) =>
        row.link?.endsWith(id),
      ),
    ).toHaveLength(0);
  });

  it('follows the organisation setting, 5 to 120 minutes', async () => {
    const current = (await ward.client.get<Record<string, unknown>>('/v1/organization')).body;
    const body = {
      name: current.name,
      address: current.address,
      zipCode: current.zipCode,
      city: current.city,
      country: current.country,
    };
    const refused = await ward.client.put('/v1/organization', {
      ...body,
      preparePatientMinutes: 121,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body as { errors: object }).errors)).toEqual([
      'preparePatientMinutes',
    ]);
    const saved = await ward.client.put('/v1/organization', {
      ...body,
      preparePatientMinutes: 120,
    });
    expect(saved.body).toMatchObject({ preparePatientMinutes: 120 });
    try {
      // 97 minutes away is within 120: told at the first position already.
      const id = await accepted(['en_route']);
      expect((await report(id, potsdam)).status).toBe(204);
      expect(await preparesOf(id)).toHaveLength(1);
    } finally {
      await ward.client.put('/v1/organization', { ...body, preparePatientMinutes: 15 });
    }
  });
});

describe('the scorecards', () => {
  it('count per company the transports with a reported delay, and those late unreported', async () => {
    // This file's transports so far: four with a reported delay (the first one twice, yet
    // once here), two late with nothing reported (one by its estimate, one never set off).
    const day = (offset: number) =>
      todayInGermany(new Date(harness.clock.now().getTime() + offset * 86_400_000));
    const period = `from=${day(-1)}&to=${day(3)}`;
    const own = await company.client.get<Scorecard>(`/v1/scorecards?${period}`);
    expect(own.body.total).toMatchObject({ delaysReported: 4, delaysUnreported: 2 });
    const byWard = await ward.client.get<Scorecard>(`/v1/scorecards?${period}`);
    expect(byWard.body.companies).toEqual([
      expect.objectContaining({
        company: expect.objectContaining({ id: company.organizationId }),
        delaysReported: 4,
        delaysUnreported: 2,
      }),
    ]);
    const other = await otherCompany.client.get<Scorecard>(`/v1/scorecards?${period}`);
    expect(other.body.total).toMatchObject({ delaysReported: 0, delaysUnreported: 0 });
  });
});
