/**
 * "Passt zu meiner Flotte" at that time (issue 30, decision 128): an open transport fits when a
 * vehicle that can carry it is free over the ride — from its pickup to its estimated arrival, on
 * the board's estimates, with the disinfection time after an infectious ride. At the edges: a
 * ride that ends as the vehicle's job begins fits, one a minute longer does not; a ride that
 * starts as the job arrives fits, one a minute earlier does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInGermany } from '../../src/contract/dates';
import type { Board } from '../../src/contract/dispatch';
import { clockInGermany } from '../../src/contract/shift-hours';
import type { Transport } from '../../src/contract/transport-answer';
import type { Vehicle, VehicleInput } from '../../src/contract/vehicle';
import { startHarness, type Harness } from './support/harness';
import { orgOf, serveArea, teamOf, type Org } from './support/transport-parties';
import { newTransport } from './support/transports';
import { vehicleBody } from './support/vehicle-routes';

const MINUTE = 60_000;

let harness: Harness;
let ward: Org;

beforeAll(async () => {
  harness = await startHarness();
  ward = await orgOf(harness, 'medical_facility');
});
afterAll(() => harness.close());

/** `clock` (HH:MM) on `day` in Germany, whichever offset the day has. */
function inGermany(day: string, clock: string): Date {
  const utc = Date.parse(`${day}T${clock}:00Z`);
  for (const hours of [1, 2]) {
    const at = new Date(utc - hours * 3_600_000);
    if (clockInGermany(at) === clock && todayInGermany(at) === day) return at;
  }
  throw new Error(`no ${clock} on ${day} in Germany`);
}

async function companyWithKtw(overrides: Partial<VehicleInput> = {}) {
  const company = await orgOf(harness, 'transport_company');
  await serveArea(harness, company, ['10']);
  const crew = await teamOf(harness, company, 'Tagdienst');
  const created = await company.client.post<Vehicle>('/v1/vehicles', {
    ...vehicleBody('KTW 1'),
    usualCrewId: crew,
    ...overrides,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { company, ktw: created.body };
}

/** A ward's order the company takes and hands to its vehicle; its block on the board. */
async function jobOn(company: Org, vehicleId: string, pickupAt: Date, infectious = false) {
  const job = await newTransport(ward.client, new Date(), {
    pickupAt: pickupAt.toISOString(),
    ...(infectious ? { infection: { type: 'MRSA' } } : {}),
  });
  expect((await company.client.post(`/v1/transports/${job.id}/accept`, {})).status).toBe(200);
  const handed = await company.client.post<Transport>(`/v1/transports/${job.id}/vehicle`, {
    vehicleId,
  });
  expect(handed.status, JSON.stringify(handed.body)).toBe(200);
  const day = todayInGermany(pickupAt);
  const board = await company.client.get<Board>(`/v1/dispatch/board?day=${day}`);
  const block = board.body.transports.find((transport) => transport.id === job.id)!;
  expect(block).toMatchObject({ vehicleId, arrivalKnown: true });
  return { start: Date.parse(block.pickupAt), end: Date.parse(block.arrivalAt) };
}

/** Open orders of the same route (so the same estimated length) at these pickups. */
async function openAt(pickups: number[]): Promise<string[]> {
  const numbers: string[] = [];
  for (const at of pickups) {
    numbers.push(
      (await newTransport(ward.client, new Date(), { pickupAt: new Date(at).toISOString() }))
        .number,
    );
  }
  return numbers;
}

/** Which of `numbers` the company's marketplace shows under "passt zu meiner Flotte". */
async function fitting(company: Org, numbers: string[]): Promise<string[]> {
  const response = await company.client.get<{ data: { number: string }[]; total_rows: number }>(
    '/v1/marketplace?per_page=100&fleet=fits',
  );
  expect(response.status).toBe(200);
  return response.body.data.map((item) => item.number).filter((n) => numbers.includes(n));
}

describe('"passt zu meiner Flotte" at that time', () => {
  it('keeps a ride that fits before or after the vehicle’s job, not one that overlaps it by a minute', async () => {
    const { company, ktw } = await companyWithKtw();
    const day = addDays(todayInGermany(), 3);
    const job = await jobOn(company, ktw.id, inGermany(day, '10:00'));
    // The open orders take the job's route, so the estimate gives them the job's length.
    const length = job.end - job.start;
    const [endsAsJobBegins, oneMinuteIntoJob, oneMinuteBeforeArrival, startsAsJobArrives] =
      await openAt([job.start - length, job.start - length + MINUTE, job.end - MINUTE, job.end]);
    const all = [endsAsJobBegins!, oneMinuteIntoJob!, oneMinuteBeforeArrival!, startsAsJobArrives!];

    expect(await fitting(company, all)).toEqual([endsAsJobBegins, startsAsJobArrives]);
    // The filter narrows what the marketplace shows, nothing more: all four are on it.
    const unfiltered = await company.client.get<{ data: { number: string }[] }>(
      '/v1/marketplace?per_page=100',
    );
    expect(unfiltered.body.data.map((item) => item.number)).toEqual(expect.arrayContaining(all));

    // A second KTW free all day: every ride fits again.
    const second = await company.client.post<Vehicle>('/v1/vehicles', vehicleBody('KTW 2'));
    expect(second.status).toBe(201);
    expect(await fitting(company, all)).toEqual([
      endsAsJobBegins,
      oneMinuteIntoJob,
      oneMinuteBeforeArrival,
      startsAsJobArrives,
    ]);
    // Out of service, it is no help.
    await company.client.put(`/v1/vehicles/${second.body.id}`, {
      ...vehicleBody('KTW 2'),
      inService: false,
      version: second.body.version,
    });
    expect(await fitting(company, all)).toEqual([endsAsJobBegins, startsAsJobArrives]);
  });

  it('keeps the disinfection time after an infectious job free', async () => {
    const { company, ktw } = await companyWithKtw({ disinfectionMinutes: 30 });
    const day = addDays(todayInGermany(), 4);
    const job = await jobOn(company, ktw.id, inGermany(day, '09:00'), true);
    const ready = job.end + 30 * MINUTE;
    const [whileDisinfected, whenReady] = await openAt([ready - MINUTE, ready]);
    expect(await fitting(company, [whileDisinfected!, whenReady!])).toEqual([whenReady]);
  });

  it('counts only the vehicle’s own day: a job another day or on another company’s vehicle leaves it free', async () => {
    const { company: busy, ktw } = await companyWithKtw();
    const { company: other } = await companyWithKtw();
    const day = addDays(todayInGermany(), 5);
    const job = await jobOn(busy, ktw.id, inGermany(day, '11:00'));
    const [sameTime] = await openAt([job.start]);
    expect(await fitting(busy, [sameTime!])).toEqual([]);
    expect(await fitting(other, [sameTime!])).toEqual([sameTime]);
    // The same clock time a day later is free for the busy company.
    const [nextDay] = await openAt([job.start + 24 * 60 * MINUTE]);
    expect(await fitting(busy, [nextDay!])).toEqual([nextDay]);
  });
});
