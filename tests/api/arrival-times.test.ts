/**
 * Positions and arrival times (issue 29; decisions 100, 101): who may report and read them, the
 * estimate the ward sees, the position deleted when the leg ends (and the leg that teaches its
 * region), and that a position reaches no notification or event payload.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Arrival } from '../../src/contract/arrival';
import { domainEvents, notifications, transportPositions } from '../../server/db/schema';
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

/** Seconds from the test clock's now (steps may not lie before the acceptance, just made). */
const secondsFromNow = (seconds: number) =>
  new Date(harness.clock.now().getTime() + seconds * 1000).toISOString();
const arrival = (id: string) => `/v1/transports/${id}/arrival`;
const position = (id: string) => `/v1/transports/${id}/position`;
/** The centre of Potsdam, 27.2 km from Berlin's, where the test transports pick up. */
const potsdam = { lat: 52.39886, lon: 13.06566, accuracy: 15 };

/** A ward's transport (Berlin 10115 → Potsdam) accepted by the company, stepped through `steps`. */
async function accepted(steps: { status: string; at?: string }[] = []) {
  const transport = await newTransport(ward.client, harness.clock.now());
  expect((await company.client.post(`/v1/transports/${transport.id}/accept`)).status).toBe(200);
  for (const step of steps) {
    const answer = await crew.client.post(`/v1/transports/${transport.id}/status`, step);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return transport.id;
}

const storedPosition = (id: string) =>
  harness.database.db
    .select()
    .from(transportPositions)
    .where(eq(transportPositions.transportId, id));

describe('the arrival time', () => {
  it('the ward sees "ca." and the time of the position; the company the position too', async () => {
    const id = await accepted([{ status: 'en_route' }]);
    expect((await ward.client.get<Arrival>(arrival(id))).body).toEqual({
      state: 'unknown',
      heading: 'pickup',
      estimatedAt: null,
      positionAt: null,
      position: null,
      delay: null,
      late: false,
    });
    const at = secondsFromNow(0);
    const reported = await crew.client.put(position(id), { ...potsdam, at });
    expect(reported.status, JSON.stringify(reported.body)).toBe(204);

    // 27.2 km × 1.3 road factor ÷ 22 km/h into a city = 96.4 → 97 minutes after the position
    const estimatedAt = new Date(Date.parse(at) + 97 * 60_000).toISOString();
    const byWard = await ward.client.get<Arrival>(arrival(id));
    expect(byWard.body).toEqual({
      state: 'estimated',
      heading: 'pickup',
      estimatedAt,
      positionAt: at,
      position: null,
      delay: null,
      late: false,
    });
    const byCompany = await company.client.get<Arrival>(arrival(id));
    expect(byCompany.body).toEqual({ ...byWard.body, position: potsdam });
  });

  it('says the position is stale after 5 minutes instead of a time', async () => {
    const id = await accepted([{ status: 'en_route' }]);
    const at = secondsFromNow(0);
    await crew.client.put(position(id), { ...potsdam, at });
    harness.clock.advance(5 * 60 + 1);
    expect((await ward.client.get<Arrival>(arrival(id))).body).toMatchObject({
      state: 'stale',
      estimatedAt: null,
      positionAt: at,
    });
  });

  it('keeps the latest position only: a report queued offline that arrives late changes nothing', async () => {
    const id = await accepted();
    const setOff = secondsFromNow(0);
    await crew.client.post(`/v1/transports/${id}/status`, { status: 'en_route', at: setOff });
    await crew.client.put(position(id), { ...potsdam, at: secondsFromNow(30) });
    await crew.client.put(position(id), { lat: 52.5, lon: 13.3, at: secondsFromNow(0) });
    // and one from before the leg began is not stored at all
    const before = new Date(Date.parse(setOff) - 1000).toISOString();
    await crew.client.put(position(id), { lat: 52.5, lon: 13.3, at: before });
    const rows = await storedPosition(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lat: potsdam.lat, lon: potsdam.lon });
  });

  it('is nothing before the crew sets off, "arrived" at the pickup', async () => {
    const id = await accepted();
    expect((await ward.client.get<Arrival>(arrival(id))).body.state).toBe('none');
    await crew.client.post(`/v1/transports/${id}/status`, { status: 'en_route' });
    await crew.client.post(`/v1/transports/${id}/status`, { status: 'at_pickup' });
    expect((await ward.client.get<Arrival>(arrival(id))).body.state).toBe('arrived');
  });
});

describe('who may report and read', () => {
  it('another company and another ward get the 404 of a transport they cannot see', async () => {
    const id = await accepted([{ status: 'en_route' }]);
    await crew.client.put(position(id), potsdam);
    expect((await otherCompany.client.get(arrival(id))).status).toBe(404);
    expect((await stranger.client.get(arrival(id))).status).toBe(404);
    expect((await otherCompany.client.put(position(id), potsdam)).status).toBe(404);
  });

  it('wards never report (403); nobody reports before 3 or after 7 (409)', async () => {
    const id = await accepted();
    expect((await ward.client.put(position(id), potsdam)).status).toBe(403);
    expect((await crew.client.put(position(id), potsdam)).status).toBe(409);
    for (const status of ['en_route', 'at_pickup', 'in_transit', 'at_destination']) {
      await crew.client.post(`/v1/transports/${id}/status`, { status });
    }
    expect((await crew.client.put(position(id), potsdam)).status).toBe(409);
  });

  it('names every offending field (422)', async () => {
    const id = await accepted([{ status: 'en_route' }]);
    const answer = await crew.client.put(position(id), {
      lat: 91,
      lon: 'east',
      accuracy: -1,
      at: '2026-02-30T10:00:00Z',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as { errors: object }).errors).sort()).toEqual([
      'accuracy',
      'at',
      'lat',
      'lon',
    ]);
  });
});

describe('the position lives for its leg only', () => {
  it('goes when the status changes, and the leg 3 → 4 teaches its region', async () => {
    const id = await accepted();
    const setOff = secondsFromNow(0);
    await crew.client.post(`/v1/transports/${id}/status`, { status: 'en_route', at: setOff });
    await crew.client.put(position(id), { ...potsdam, at: setOff });
    expect(await storedPosition(id)).toHaveLength(1);
    const legsBefore = await legsIn('10');

    harness.clock.advance(4 * 60 + 1);
    await crew.client.post(`/v1/transports/${id}/status`, {
      status: 'at_pickup',
      at: new Date(Date.parse(setOff) + 4 * 60_000).toISOString(),
    });
    expect(await storedPosition(id)).toEqual([]);
    const legs = await legsIn('10');
    expect(legs).toHaveLength(legsBefore.length + 1);
    const leg = legs.find((row) => !legsBefore.some((before) => before.id === row.id));
    // from the first position to Berlin's centre, 4 minutes after 3
    expect(leg).toMatchObject({ area: 'urban', minutes: 4 });
    expect(leg!.km).toBeCloseTo(27.2, 1);

    await crew.client.post(`/v1/transports/${id}/status`, { status: 'in_transit' });
    await crew.client.put(position(id), { lat: 52.45, lon: 13.2 });
    expect((await ward.client.get<Arrival>(arrival(id))).body).toMatchObject({
      state: 'estimated',
      heading: 'destination',
    });
    await crew.client.post(`/v1/transports/${id}/status`, { status: 'at_destination' });
    expect(await storedPosition(id)).toEqual([]);
  });

  it('goes with a cancellation too', async () => {
    const id = await accepted([{ status: 'en_route' }]);
    await crew.client.put(position(id), potsdam);
    await ward.client.post(`/v1/transports/${id}/cancel`, { reason: 'Patient verlegt' });
    expect(await storedPosition(id)).toEqual([]);
  });
});

describe('a position reaches nobody else', () => {
  it('is in no event payload and no notification', async () => {
    const id = await accepted([{ status: 'en_route' }]);
    await crew.client.put(position(id), { lat: 52.123456, lon: 13.654321 });
    await harness.events.settle();
    const events = await harness.database.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'transport.position_reported'));
    expect(events.map((event) => event.payload)).toContainEqual({ transportId: id });
    const stored = await harness.database.db.select().from(notifications);
    expect(JSON.stringify(stored)).not.toMatch(/52\.123456|13\.654321/);
    expect(JSON.stringify(events)).not.toMatch(/52\.123456|13\.654321/);
  });
});

async function legsIn(region: string) {
  const { rows } = (await harness.database.db.execute(
    sql`select id, km, minutes, area from travel_legs where region = ${region}`,
  )) as { rows: { id: string; km: number; minutes: number; area: string }[] };
  return rows;
}
