/**
 * Who drives which vehicle on a day (issue 30; decisions 105, 119): the day's shifts are a
 * transport company's alone (others 403, another company's vehicle 404), name the usual crew
 * unless a shift says otherwise, and a new crew takes over the vehicle's jobs not yet begun. A
 * transport's answer names its vehicle to the company carrying it, never to the ward.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInGermany } from '../../src/contract/dates';
import type { Board, DayShifts } from '../../src/contract/dispatch';
import { clockInGermany } from '../../src/contract/shift-hours';
import type { Transport } from '../../src/contract/transport-answer';
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
  await serveArea(harness, company, ['10']);
  dispatcher = await colleagueOf(harness, company);
});
afterAll(() => harness.close());

async function vehicleOf(org: Org, overrides: Partial<VehicleInput> = {}) {
  const response = await org.client.post<Vehicle>('/v1/vehicles', {
    ...vehicleBody(`S-${Math.random().toString(36).slice(2, 8)}`),
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const shiftsOf = async (org: Pick<Org, 'client'>, day: string) => {
  const response = await org.client.get<DayShifts>(`/v1/dispatch/shifts?day=${day}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const setShift = (vehicleId: string, day: string, crewTeamId: string | null) =>
  dispatcher.client.put('/v1/dispatch/shifts', { vehicleId, day, crewTeamId });

describe('the day’s shifts', () => {
  it('name the usual crew, a planned one instead, and the usual one again after null', async () => {
    const day = todayInGermany();
    const usual = await teamOf(harness, company, 'Tagdienst');
    const relief = await teamOf(harness, company, 'Springer');
    const ktw = await vehicleOf(company, {
      callSign: 'KTW 7',
      name: 'Sprinter',
      usualCrewId: usual,
    });
    const spare = await vehicleOf(company, { callSign: 'KTW 8' });

    const shiftOf = async (vehicleId: string) =>
      (await shiftsOf(dispatcher, day)).shifts.find((shift) => shift.vehicle.id === vehicleId);
    expect(await shiftOf(ktw.id)).toEqual({
      vehicle: { id: ktw.id, callSign: 'KTW 7', name: 'Sprinter', kind: 'KTW', inService: true },
      crew: { id: usual, name: 'Tagdienst' },
      planned: false,
      parts: [],
    });
    expect(await shiftOf(spare.id)).toMatchObject({ crew: null, planned: false });

    expect((await setShift(ktw.id, day, relief)).status).toBe(204);
    expect(await shiftOf(ktw.id)).toMatchObject({
      crew: { id: relief, name: 'Springer' },
      planned: true,
    });
    // Another day keeps the usual crew: a shift is one day's.
    const tomorrow = (await shiftsOf(dispatcher, '2099-01-02')).shifts.find(
      (shift) => shift.vehicle.id === ktw.id,
    );
    expect(tomorrow?.crew?.id).toBe(usual);

    expect((await setShift(ktw.id, day, null)).status).toBe(204);
    expect(await shiftOf(ktw.id)).toMatchObject({ crew: { id: usual }, planned: false });
  });

  it('are the company’s alone: 403 for a ward, none of another company’s vehicles, 404 and 422 for theirs', async () => {
    const day = todayInGermany();
    const theirs = await vehicleOf(rival);
    const theirCrew = await teamOf(harness, rival, 'Fremde Schicht');
    const mine = await vehicleOf(company);

    expect((await ward.client.get(`/v1/dispatch/shifts?day=${day}`)).status).toBe(403);
    const ids = (await shiftsOf(company, day)).shifts.map((shift) => shift.vehicle.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);

    expect((await setShift(theirs.id, day, null)).status).toBe(404);
    const foreignCrew = await setShift(mine.id, day, theirCrew);
    expect(foreignCrew.status).toBe(422);
    expect(Object.keys(foreignCrew.body.errors)).toEqual(['crewTeamId']);

    const bad = await dispatcher.client.put('/v1/dispatch/shifts', {
      vehicleId: 'nope',
      day: '2026-02-30',
      crewTeamId: 7,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['crewTeamId', 'day', 'vehicleId']);
    // A query that is no day is malformed (400), as on the board.
    expect((await company.client.get('/v1/dispatch/shifts?day=morgen')).status).toBe(400);
  });
});

describe('a new crew on a vehicle', () => {
  it('takes over the vehicle’s jobs of that day not yet begun; a job under way stays', async () => {
    const now = new Date();
    const waiting = await newTransport(ward.client, now, { pickupAt: hoursFrom(now, 1) });
    const day = todayInGermany(new Date(waiting.pickupAt!));
    const underway = await newTransport(company.client, now, {
      pickupAt: new Date(Date.parse(waiting.pickupAt!) + 60_000).toISOString(),
    });
    expect((await company.client.post(`/v1/transports/${waiting.id}/accept`, {})).status).toBe(200);
    const early = await teamOf(harness, company, 'Früh');
    const late = await teamOf(harness, company, 'Spät');
    const ktw = await vehicleOf(company, { callSign: 'KTW 9', name: 'Nord', usualCrewId: early });
    for (const transport of [waiting, underway]) {
      const handed = await dispatcher.client.post<Transport>(
        `/v1/transports/${transport.id}/vehicle`,
        { vehicleId: ktw.id },
      );
      expect(handed.status, JSON.stringify(handed.body)).toBe(200);
      expect(handed.body.vehicle).toEqual({ id: ktw.id, callSign: 'KTW 9', name: 'Nord' });
    }
    const started = await company.client.post(`/v1/transports/${underway.id}/status`, {
      status: 'en_route',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    expect((await setShift(ktw.id, day, late)).status).toBe(204);

    const read = async (org: Org, id: string) =>
      (await org.client.get<Transport>(`/v1/transports/${id}`)).body;
    expect(await read(company, waiting.id)).toMatchObject({
      crew: { id: late, name: 'Spät' },
      vehicle: { id: ktw.id, callSign: 'KTW 9' },
    });
    expect((await read(company, underway.id)).crew?.id).toBe(early);
    // The ward sees the company carrying it, not which car comes.
    expect((await read(ward, waiting.id)).vehicle).toBeNull();
    // The hand-over is in the history, as any hand-over is.
    const events = await company.client.get<{ action: string }[]>(
      `/v1/transports/${waiting.id}/events`,
    );
    expect(events.body.filter((event) => event.action === 'assignCrew')).toHaveLength(2);
  });
});

describe('early and late shifts (decision 129)', () => {
  /** `clock` (HH:MM) on `day` in Germany, whichever offset the day has. */
  function inGermany(day: string, clock: string): string {
    const utc = Date.parse(`${day}T${clock}:00Z`);
    for (const hours of [1, 2]) {
      const at = new Date(utc - hours * 3_600_000);
      if (clockInGermany(at) === clock && todayInGermany(at) === day) return at.toISOString();
    }
    throw new Error(`no ${clock} on ${day} in Germany`);
  }

  const setPart = (body: Record<string, unknown>) =>
    dispatcher.client.put('/v1/dispatch/shifts', body);

  it('hand each job to the crew on shift at its pickup, and the board and the phones show them', async () => {
    const day = addDays(todayInGermany(), 2);
    const usual = await teamOf(harness, company, 'Stamm');
    const early = await teamOf(harness, company, 'Frühdienst A');
    const late = await teamOf(harness, company, 'Spätdienst B');
    const ktw = await vehicleOf(company, { callSign: 'KTW 20', usualCrewId: usual });
    const jobs: Record<string, Transport> = {};
    for (const clock of ['10:00', '14:15', '15:00']) {
      jobs[clock] = await newTransport(company.client, new Date(), {
        pickupAt: inGermany(day, clock),
      });
      const handed = await dispatcher.client.post(`/v1/transports/${jobs[clock].id}/vehicle`, {
        vehicleId: ktw.id,
      });
      expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    }
    const crewOf = async (clock: string) =>
      (await company.client.get<Transport>(`/v1/transports/${jobs[clock]!.id}`)).body.crew?.id;
    expect([await crewOf('10:00'), await crewOf('15:00')]).toEqual([usual, usual]);

    // A Frühdienst with its default hours takes the 10:00 job; 15:00 stays with the day's crew.
    const earlyShift = { vehicleId: ktw.id, day, part: 'early', crewTeamId: early };
    expect((await setPart(earlyShift)).status).toBe(204);
    expect([await crewOf('10:00'), await crewOf('15:00')]).toEqual([early, usual]);
    // A Spätdienst from 14:30: the 15:00 job goes to it, 14:15 (between the two) to the day's crew.
    const lateShift = { vehicleId: ktw.id, day, part: 'late', crewTeamId: late, startsAt: '14:30' };
    expect((await setPart(lateShift)).status).toBe(204);
    expect(await Promise.all(['10:00', '14:15', '15:00'].map(crewOf))).toEqual([
      early,
      usual,
      late,
    ]);

    const shifts = (await shiftsOf(dispatcher, day)).shifts.find((s) => s.vehicle.id === ktw.id);
    expect(shifts).toMatchObject({
      crew: { id: usual, name: 'Stamm' },
      planned: false,
      parts: [
        {
          part: 'early',
          crew: { id: early, name: 'Frühdienst A' },
          startsAt: '06:00',
          endsAt: '14:00',
        },
        {
          part: 'late',
          crew: { id: late, name: 'Spätdienst B' },
          startsAt: '14:30',
          endsAt: '22:00',
        },
      ],
    });
    const board = (await company.client.get<Board>(`/v1/dispatch/board?day=${day}`)).body;
    expect(board.vehicles.find((v) => v.id === ktw.id)?.parts.map((p) => p.crew.id)).toEqual([
      early,
      late,
    ]);
    // A job handed to the late crew without a vehicle is on the vehicle it drives then.
    const byCrew = await newTransport(company.client, new Date(), {
      pickupAt: inGermany(day, '17:00'),
    });
    expect(
      (await company.client.post(`/v1/transports/${byCrew.id}/crew`, { teamId: late })).status,
    ).toBe(200);
    const placed = (await company.client.get<Board>(`/v1/dispatch/board?day=${day}`)).body;
    expect(placed.transports.find((t) => t.id === byCrew.id)?.vehicleId).toBe(ktw.id);
    // A new hand-over at 12:00 goes to the Frühdienst at once.
    const noon = await newTransport(company.client, new Date(), {
      pickupAt: inGermany(day, '12:00'),
    });
    const handed = await dispatcher.client.post<Transport>(`/v1/transports/${noon.id}/vehicle`, {
      vehicleId: ktw.id,
    });
    expect(handed.body.crew?.id).toBe(early);

    // Ending the Frühdienst gives its job back to the crew of the day.
    expect((await setPart({ ...earlyShift, crewTeamId: null })).status).toBe(204);
    expect(await crewOf('10:00')).toBe(usual);
  });

  it('refuse hours that make no shift, naming each field', async () => {
    const day = addDays(todayInGermany(), 2);
    const crew = await teamOf(harness, company, 'Spät C');
    const ktw = await vehicleOf(company);
    const base = { vehicleId: ktw.id, day, crewTeamId: crew };
    expect((await setPart({ ...base, part: 'early' })).status).toBe(204);

    const cases: [Record<string, unknown>, string[]][] = [
      // The whole day has no hours.
      [{ ...base, startsAt: '06:00', endsAt: '14:00' }, ['endsAt', 'startsAt']],
      // An end before the start.
      [{ ...base, part: 'late', startsAt: '18:00', endsAt: '17:00' }, ['endsAt']],
      // A late shift that begins before the early one ends (06:00–14:00).
      [{ ...base, part: 'late', startsAt: '13:59' }, ['startsAt']],
      // Not a time, not a part.
      [{ ...base, part: 'night', startsAt: '25:00', endsAt: '7' }, ['endsAt', 'part', 'startsAt']],
      // The crew unknown and the hours wrong: both said at once.
      [
        { ...base, part: 'late', crewTeamId: randomUUID(), startsAt: '15:00', endsAt: '15:00' },
        ['crewTeamId', 'endsAt'],
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await setPart(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors).sort(), JSON.stringify(body)).toEqual(fields);
    }
    // A late shift that starts as the early one ends is fine, and 24:00 ends the day.
    expect(
      (await setPart({ ...base, part: 'late', startsAt: '14:00', endsAt: '24:00' })).status,
    ).toBe(204);
  });
});
