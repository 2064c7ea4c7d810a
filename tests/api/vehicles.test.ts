/**
 * The fleet and the dispatch board (issue 30; decisions 105, 106): vehicles are a transport
 * company's alone (others 403, another company's 404), admins keep them, call signs are unique;
 * the board places the day's accepted transports on the vehicles' crews; the hand-over to a
 * vehicle refuses what it cannot carry, with the reason, and reaches the crew like any hand-over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGermany } from '../../src/contract/dates';
import type { Board } from '../../src/contract/dispatch';
import type { Vehicle, VehicleInput } from '../../src/contract/vehicle';
import { startHarness, type Harness } from './support/harness';
import { colleagueOf, orgOf, serveArea, teamOf, type Org } from './support/transport-parties';
import { hoursFrom, newTransport } from './support/transports';
import { vehicleBody } from './support/vehicle-routes';

let harness: Harness;
let company: Org;
let rival: Org;
let ward: Org;
let dispatcher: Awaited<ReturnType<typeof colleagueOf>>;

beforeAll(async () => {
  harness = await startHarness();
  company = await orgOf(harness, 'transport_company');
  rival = await orgOf(harness, 'transport_company');
  ward = await orgOf(harness, 'medical_facility');
  dispatcher = await colleagueOf(harness, company);
});
afterAll(() => harness.close());

async function vehicleOf(org: Org, overrides: Partial<VehicleInput> = {}) {
  const response = await org.client.post<Vehicle>('/v1/vehicles', {
    ...vehicleBody(`F-${Math.random().toString(36).slice(2, 8)}`),
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('the fleet', () => {
  it('round trip: an admin creates, reads, updates and deletes a vehicle — the contract shape', async () => {
    const crew = await teamOf(harness, company, 'Besatzung 1');
    const created = await vehicleOf(company, {
      callSign: 'RK 1/83-1',
      name: 'KTW x',
      usualCrewId: crew,
    });
    const { usualCrewId: _crew, ...fields } = vehicleBody('x');
    expect(created).toEqual({
      id: expect.any(String),
      ...fields,
      callSign: 'RK 1/83-1',
      usualCrew: { id: crew, name: 'Besatzung 1' },
      version: 1,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: created.createdAt,
    });
    const read = await dispatcher.client.get<Vehicle>(`/v1/vehicles/${created.id}`);
    expect(read.body).toEqual(created);
    const updated = await company.client.put<Vehicle>(`/v1/vehicles/${created.id}`, {
      ...vehicleBody('RK 1/83-1'),
      inService: false,
      version: 1,
    });
    expect(updated.body).toMatchObject({ inService: false, usualCrew: null, version: 2 });
    const stale = await company.client.put(`/v1/vehicles/${created.id}`, {
      ...vehicleBody('RK 1/83-1'),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await company.client.delete(`/v1/vehicles/${created.id}`)).status).toBe(204);
    expect((await company.client.get(`/v1/vehicles/${created.id}`)).status).toBe(404);
  });

  it('refuses a second vehicle with the same call sign, whatever its case', async () => {
    await vehicleOf(company, { callSign: 'RTW-Nord' });
    const again = await company.client.post('/v1/vehicles', vehicleBody('rtw-nord'));
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['callSign']);
  });

  it('names every offending field of a bad vehicle', async () => {
    const response = await company.client.post('/v1/vehicles', {
      ...vehicleBody(''),
      kind: 'BUS',
      seats: -1,
      equipment: ['jetpack'],
      disinfectionMinutes: 2000,
      usualCrewId: 'nope',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'callSign',
      'disinfectionMinutes',
      'equipment.0',
      'kind',
      'seats',
      'usualCrewId',
    ]);
  });

  it('lets members read but not write, and other organisations not at all', async () => {
    expect((await dispatcher.client.get('/v1/vehicles')).status).toBe(200);
    expect((await dispatcher.client.post('/v1/vehicles', vehicleBody('M1'))).status).toBe(403);
    expect((await ward.client.get('/v1/vehicles')).status).toBe(403);
    expect((await ward.client.get(`/v1/dispatch/board?day=${todayInGermany()}`)).status).toBe(403);
  });

  it('answers another company’s vehicle with 404 and does not take its crew as the usual one', async () => {
    const theirs = await vehicleOf(rival);
    for (const response of [
      await company.client.get(`/v1/vehicles/${theirs.id}`),
      await company.client.put(`/v1/vehicles/${theirs.id}`, { ...vehicleBody('X'), version: 1 }),
      await company.client.delete(`/v1/vehicles/${theirs.id}`),
      await company.client.put('/v1/dispatch/shifts', {
        vehicleId: theirs.id,
        day: todayInGermany(),
        crewTeamId: null,
      }),
    ]) {
      expect(response.status).toBe(404);
    }
    const theirCrew = await teamOf(harness, rival, 'Fremde Besatzung');
    const response = await company.client.post('/v1/vehicles', {
      ...vehicleBody('F-9'),
      usualCrewId: theirCrew,
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['usualCrewId']);
  });
});

describe('the board and the hand-over to a vehicle', () => {
  it('places the day’s transports on the vehicles’ crews and refuses what a vehicle cannot carry', async () => {
    const now = new Date();
    const lying = await newTransport(company.client, now, { pickupAt: hoursFrom(now, 30) });
    const day = todayInGermany(new Date(lying.pickupAt!));
    const early = await teamOf(harness, company, 'Früh');
    const late = await teamOf(harness, company, 'Spät');
    const ktw = await vehicleOf(company, { usualCrewId: early });
    const taxi = await vehicleOf(company, {
      kind: 'TAXI',
      stretcher: false,
      equipment: [],
      infectionAllowed: false,
      seats: 4,
      usualCrewId: late,
    });
    const spare = await vehicleOf(company);

    const refused = await dispatcher.client.post(`/v1/transports/${lying.id}/vehicle`, {
      vehicleId: taxi.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.vehicleId).toEqual([
      'Das Fahrzeug ist kleiner als die bestellte Transportart.',
      'Liegender Patient: Das Fahrzeug hat keine Trage.',
      'Nicht an Bord: Sauerstoff.',
    ]);
    const crewless = await dispatcher.client.post(`/v1/transports/${lying.id}/vehicle`, {
      vehicleId: spare.id,
    });
    expect(crewless.status).toBe(422);
    expect(crewless.body.errors.vehicleId).toHaveLength(1);
    const foreign = await vehicleOf(rival);
    const theirs = await dispatcher.client.post(`/v1/transports/${lying.id}/vehicle`, {
      vehicleId: foreign.id,
    });
    expect(theirs.status).toBe(422);

    // The late crew drives the KTW that day: the hand-over reaches it, not the usual crew.
    const shift = await dispatcher.client.put('/v1/dispatch/shifts', {
      vehicleId: ktw.id,
      day,
      crewTeamId: late,
    });
    expect(shift.status).toBe(204);
    const handed = await dispatcher.client.post(`/v1/transports/${lying.id}/vehicle`, {
      vehicleId: ktw.id,
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.crew).toEqual({ id: late, name: 'Spät' });

    const board = await dispatcher.client.get<Board>(`/v1/dispatch/board?day=${day}`);
    expect(board.status).toBe(200);
    const onBoard = board.body.transports.find((transport) => transport.id === lying.id);
    expect(onBoard).toMatchObject({ vehicleId: ktw.id, crewTeamId: late, mobility: 'lying' });
    expect(new Date(onBoard!.arrivalAt) > new Date(onBoard!.pickupAt)).toBe(true);
    expect(board.body.vehicles.find((vehicle) => vehicle.id === ktw.id)?.crew).toEqual({
      id: late,
      name: 'Spät',
    });

    // Back to the tray: no vehicle, no crew.
    const back = await dispatcher.client.post(`/v1/transports/${lying.id}/vehicle`, {
      vehicleId: null,
    });
    expect(back.body.crew).toBeNull();
    const after = await dispatcher.client.get<Board>(`/v1/dispatch/board?day=${day}`);
    expect(after.body.transports.find((t) => t.id === lying.id)?.vehicleId).toBeNull();
    // Another company's board holds none of it.
    const theirBoard = await rival.client.get<Board>(`/v1/dispatch/board?day=${day}`);
    expect(JSON.stringify(theirBoard.body)).not.toContain(lying.id);
  });

  it('refuses a ward’s hand-over to a vehicle', async () => {
    const transport = await newTransport(ward.client, new Date());
    const response = await ward.client.post(`/v1/transports/${transport.id}/vehicle`, {
      vehicleId: null,
    });
    expect(response.status).toBe(403);
  });
});

describe('the marketplace filter "passt zu meiner Flotte"', () => {
  it('shows only what a vehicle in service can carry', async () => {
    const fleetCompany = await orgOf(harness, 'transport_company');
    await serveArea(harness, fleetCompany, ['10']);
    const now = new Date();
    const lying = await newTransport(ward.client, now, { pickupAt: hoursFrom(now, 26) });
    const walking = await newTransport(ward.client, now, {
      pickupAt: hoursFrom(now, 27),
      transportClass: 'TAXI',
      mobility: 'walking',
      equipment: [],
    });
    const numbers = async (query: string) =>
      (
        await fleetCompany.client.get<{ data: { number: string }[] }>(
          `/v1/marketplace?per_page=100${query}`,
        )
      ).body.data.map((item) => item.number);
    const mine = [lying.number, walking.number];
    const seen = async (query: string) => (await numbers(query)).filter((n) => mine.includes(n));

    expect(await seen('')).toEqual(mine);
    // No fleet yet: nothing fits.
    expect(await seen('&fleet=fits')).toEqual([]);
    await vehicleOf(fleetCompany, {
      kind: 'TAXI',
      stretcher: false,
      equipment: [],
      infectionAllowed: false,
      seats: 4,
    });
    expect(await seen('&fleet=fits')).toEqual([walking.number]);
    // A KTW out of service carries nothing; in service, the lying patient with oxygen too.
    const ktw = await vehicleOf(fleetCompany, { inService: false });
    expect(await seen('&fleet=fits')).toEqual([walking.number]);
    await fleetCompany.client.put(`/v1/vehicles/${ktw.id}`, {
      ...vehicleBody(ktw.callSign),
      version: ktw.version,
    });
    expect(await seen('&fleet=fits')).toEqual(mine);
    const refused = await fleetCompany.client.get('/v1/marketplace?fleet=all');
    expect(refused.status).toBe(400);
  });
});
