/**
 * Ride durations calibrated by the company's own past rides (issue 30, decision 137): a company
 * with at least ten recorded rides (7 → 8, or 7 → completed where 8 was skipped) gets its blocks
 * as long as its rides really took, bounded to 0.7–1.6 × the region's shared estimate; with fewer
 * it gets the plain estimate; another company's rides never change it. The board's blocks and
 * "Passt zu meiner Flotte" (decision 128) both use it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInGermany } from '../../src/contract/dates';
import type { Board } from '../../src/contract/dispatch';
import { clockInGermany } from '../../src/contract/shift-hours';
import {
  baseMinutes,
  COMPANY_CALIBRATION,
  straightLineKm,
  type RegionCalibration,
} from '../../src/contract/travel-time';
import type { TransportCreateInput } from '../../src/contract/transport';
import type { Transport } from '../../src/contract/transport-answer';
import type { Vehicle } from '../../src/contract/vehicle';
import { locateAddress, regionCalibration } from '../../server/modules/travel-times';
import { startHarness, type Harness } from './support/harness';
import { orgOf, serveArea, teamOf, type Org } from './support/transport-parties';
import { newTransport, transportInput } from './support/transports';
import { vehicleBody } from './support/vehicle-routes';

const MINUTE = 60_000;
/** Minutes from 8 to "Abgeschlossen" where 8 was tapped. */
const HANDOVER = 10;

let harness: Harness;
let ward: Org;
/** The uncalibrated minutes of the orders' route (Berlin → Potsdam, transportInput's). */
let base: number;
/** The destination region's shared calibration (the crews' legs, decision 100). */
let shared: RegionCalibration;

beforeAll(async () => {
  harness = await startHarness();
  ward = await orgOf(harness, 'medical_facility');
  everyone.push(ward);
  const { start, destination } = transportInput('', new Date());
  const from = locateAddress({ country: 'DE', ...start.address })!;
  const to = locateAddress({ country: 'DE', ...destination.address })!;
  base = baseMinutes(straightLineKm(from, to), to.area);
  shared = await regionCalibration(harness.database.db, '14');
});
afterAll(() => harness.close());

const now = () => harness.clock.now();

/** `clock` (HH:MM) on `day` in Germany, whichever offset the day has. */
function inGermany(day: string, clock: string): Date {
  const utc = Date.parse(`${day}T${clock}:00Z`);
  for (const hours of [1, 2]) {
    const at = new Date(utc - hours * 3_600_000);
    if (clockInGermany(at) === clock && todayInGermany(at) === day) return at;
  }
  throw new Error(`no ${clock} on ${day} in Germany`);
}

/** Everyone signed in: moving the clock on expires their access tokens, refreshed then. */
const everyone: Org[] = [];

async function companyWithKtw(): Promise<{ company: Org; ktw: Vehicle }> {
  const company = await orgOf(harness, 'transport_company');
  everyone.push(company);
  await serveArea(harness, company, ['10']);
  const created = await company.client.post<Vehicle>('/v1/vehicles', {
    ...vehicleBody('KTW 1'),
    usualCrewId: await teamOf(harness, company, 'Tagdienst'),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { company, ktw: created.body };
}

async function step(company: Org, id: string, body: Record<string, unknown>) {
  const answer = await company.client.post(`/v1/transports/${id}/status`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/**
 * Rides the company takes and drives to the end, the patient on board for `minutes[i]` each: the
 * first half arrive with 8 and are completed ten minutes later (the handover does not count), the
 * rest go from 7 straight to "Abgeschlossen".
 */
async function pastRides(
  company: Org,
  minutes: number[],
  order: Partial<TransportCreateInput> = {},
) {
  const ids: string[] = [];
  for (const _ of minutes) {
    const ride = await newTransport(ward.client, now(), order);
    expect((await company.client.post(`/v1/transports/${ride.id}/accept`, {})).status).toBe(200);
    ids.push(ride.id);
  }
  const onBoard = now();
  harness.clock.advance((Math.max(...minutes) + HANDOVER) * 60);
  for (const org of everyone) expect((await org.client.refresh()).status).toBe(200);
  for (const [index, id] of ids.entries()) {
    await step(company, id, { status: 'en_route', at: onBoard.toISOString() });
    await step(company, id, { status: 'in_transit', at: onBoard.toISOString() });
    const arrived = onBoard.getTime() + minutes[index]! * MINUTE;
    const completion = { status: 'completed', km: 30, waitingMinutes: 0 };
    if (index < ids.length / 2) {
      await step(company, id, { status: 'at_destination', at: new Date(arrived).toISOString() });
      const handedOver = new Date(arrived + HANDOVER * MINUTE).toISOString();
      await step(company, id, { ...completion, at: handedOver });
    } else {
      await step(company, id, { ...completion, at: new Date(arrived).toISOString() });
    }
  }
}

/** `count` rides, each `factor` × the base minutes long. */
const ridesAt = (factor: number, count: number) =>
  Array.from({ length: count }, () => Math.round(base * factor));

/** A day ahead of the test clock, away from the past rides' pickups. */
let dayOffset = 3;
const nextDay = () => addDays(todayInGermany(now()), dayOffset++);

/** The company takes a ward's order picked up at `pickupAt`; its block's minutes on the board. */
async function blockMinutes(
  company: Org,
  pickupAt = inGermany(nextDay(), '10:00'),
  order: Partial<TransportCreateInput> = {},
) {
  const job = await newTransport(ward.client, now(), {
    ...order,
    pickupAt: pickupAt.toISOString(),
  });
  expect((await company.client.post(`/v1/transports/${job.id}/accept`, {})).status).toBe(200);
  const board = await company.client.get<Board>(
    `/v1/dispatch/board?day=${todayInGermany(pickupAt)}`,
  );
  const block = board.body.transports.find((transport) => transport.id === job.id)!;
  expect(block.arrivalKnown).toBe(true);
  return (Date.parse(block.arrivalAt) - Date.parse(block.pickupAt)) / MINUTE;
}

const plainMinutes = () => Math.ceil(base * shared.factor);

describe('blocks as long as the company’s own rides take', () => {
  // Each test records ten or more rides step by step through the API: beside the e2e stage that
  // took over 30 s.
  it('gives a company whose rides run slow longer blocks, one with too few rides the plain estimate, never by another’s rides', async () => {
    const { company: slow } = await companyWithKtw();
    const { company: few } = await companyWithKtw();
    const { company: none } = await companyWithKtw();
    expect(await blockMinutes(slow)).toBe(plainMinutes());

    // Twelve rides at 1.4 × the base, half ended with 8, half with "Abgeschlossen" (both count).
    await pastRides(slow, ridesAt(1.4, 12));
    // Nine of its own, one short of the minimum: they teach nothing yet.
    await pastRides(few, ridesAt(1.4, COMPANY_CALIBRATION.minimumRides - 1));

    const slowMinutes = await blockMinutes(slow);
    expect(slowMinutes).toBeGreaterThan(plainMinutes());
    expect(slowMinutes).toBeGreaterThanOrEqual(Math.round(base * 1.4));
    expect(slowMinutes).toBeLessThanOrEqual(Math.round(base * 1.4) + 1);
    expect(await blockMinutes(few)).toBe(plainMinutes());
    expect(await blockMinutes(none)).toBe(plainMinutes());

    // A quick company's rides change neither the slow company's blocks nor anyone else's.
    const { company: quick } = await companyWithKtw();
    await pastRides(quick, ridesAt(0.8, 12));
    expect(await blockMinutes(quick)).toBeLessThan(plainMinutes());
    expect(await blockMinutes(slow)).toBe(slowMinutes);
    expect(await blockMinutes(none)).toBe(plainMinutes());
    // A tenth ride makes the few count.
    await pastRides(few, ridesAt(1.4, 1));
    expect(await blockMinutes(few)).toBe(slowMinutes);
  }, 120_000);

  it('bounds the company’s factor to 1.6 × the region’s', async () => {
    const { company: crawling } = await companyWithKtw();
    await pastRides(crawling, ridesAt(3, 10));
    const minutes = await blockMinutes(crawling);
    expect(minutes).toBe(Math.ceil((base * Math.round(shared.factor * 1.6 * 1000)) / 1000));
  });

  it('gives a ride within one town the minutes of the company’s own rides there', async () => {
    // Both ends in Berlin: the gazetteer finds one point, the plain estimate its 2-minute minimum.
    const { destination } = transportInput('', new Date());
    const withinBerlin = {
      destination: {
        ...destination,
        address: { ...destination.address, city: 'Berlin', zipCode: '10249' },
      },
    };
    const { company: local } = await companyWithKtw();
    const { company: other } = await companyWithKtw();
    const plain = await blockMinutes(other, undefined, withinBerlin);
    expect(plain).toBe(2);
    await pastRides(local, [24, 26, 28, 30, 31, 32, 33, 35, 36, 40], withinBerlin);
    expect(await blockMinutes(local, undefined, withinBerlin)).toBe(32);
    expect(await blockMinutes(other, undefined, withinBerlin)).toBe(plain);
  }, 120_000);

  it('"Passt zu meiner Flotte" counts the company’s own ride lengths', async () => {
    const { company: slow, ktw: slowKtw } = await companyWithKtw();
    const { company: plain, ktw: plainKtw } = await companyWithKtw();
    await pastRides(slow, ridesAt(1.4, 12));
    const day = nextDay();
    const jobAt = inGermany(day, '12:00');
    for (const [company, vehicleId] of [
      [slow, slowKtw.id],
      [plain, plainKtw.id],
    ] as const) {
      const job = await newTransport(ward.client, now(), { pickupAt: jobAt.toISOString() });
      expect((await company.client.post(`/v1/transports/${job.id}/accept`, {})).status).toBe(200);
      const handed = await company.client.post<Transport>(`/v1/transports/${job.id}/vehicle`, {
        vehicleId,
      });
      expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    }
    // Ends as the job begins by the plain estimate; by the slow company's own rides it overlaps.
    const open = await newTransport(ward.client, now(), {
      pickupAt: new Date(jobAt.getTime() - plainMinutes() * MINUTE).toISOString(),
    });
    const fits = async (company: Org) => {
      const response = await company.client.get<{ data: { number: string }[] }>(
        '/v1/marketplace?per_page=100&fleet=fits',
      );
      expect(response.status).toBe(200);
      return response.body.data.some((item) => item.number === open.number);
    };
    expect(await fits(plain)).toBe(true);
    expect(await fits(slow)).toBe(false);
  }, 120_000);
});
