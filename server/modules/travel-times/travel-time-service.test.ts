/**
 * The estimate with its places and its region's recorded legs, on the test database: what the
 * ward's arrival time and the dispatch board's block durations are made of.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/support/test-database';
import type { Database, Db } from '../../db/client';
import { storeTravelLegs } from './travel-leg-store';
import { CALIBRATION_LEGS, estimateTravel, regionCalibration } from './travel-time-service';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  // The first estimate reads the places' dataset (6 MB); read here, under the hook's bound, so a
  // busy machine does not fail the first test on the test's own bound.
  await estimateTravel(db, berlin, potsdam);
}, 180_000);
afterAll(() => database.close());

const potsdam = { zipCode: '14467', city: 'Potsdam', country: 'DE' };
const berlin = { zipCode: '10115', city: 'Berlin', country: 'DE' };
/** A region of its own per test: legs recorded by one test do not calibrate another's. */
const inRegion = (region: string) => ({ ...potsdam, zipCode: `${region}467` });

describe('the estimate between places', () => {
  it('Berlin → Potsdam: 27.2 km of straight line into a city, uncalibrated', async () => {
    // 27.2 km × 1.3 ÷ 22 km/h = 96.4 min, rounded up
    expect(await estimateTravel(db, berlin, { ...potsdam, zipCode: '91467' })).toEqual({
      minutes: 97,
      km: 27.2,
      area: 'urban',
      calibratedBy: 0,
    });
  });

  it('from a position to a place', async () => {
    const nearPotsdam = { lat: 52.39886, lon: 13.16566 }; // 6.8 km east of its centre
    const estimate = await estimateTravel(db, nearPotsdam, inRegion('92'));
    expect(estimate).toMatchObject({ km: 6.8, minutes: 25, calibratedBy: 0 });
  });

  it('none where a place is unknown', async () => {
    expect(await estimateTravel(db, berlin, { ...potsdam, city: 'Atlantis' })).toBeUndefined();
    expect(await estimateTravel(db, { ...berlin, country: 'PL' }, potsdam)).toBeUndefined();
  });
});

describe("a region learns from its crews' legs", () => {
  const at = new Date('2026-11-28T10:00:00Z');

  it('recorded legs twice as slow as assumed make its estimates slower', async () => {
    const from = { lat: 52.39886, lon: 13.16566 };
    const before = await estimateTravel(db, from, inRegion('93'));
    const slow = { region: '93', km: before!.km, area: 'urban' as const, recordedAt: at };
    await storeTravelLegs(
      db,
      Array.from({ length: 5 }, () => ({ ...slow, minutes: 2 * (before!.minutes - 0.4) })),
    );
    const after = await estimateTravel(db, from, inRegion('93'));
    expect(after?.calibratedBy).toBe(5);
    // halfway to twice: five legs weigh as much as the assumption
    expect(after!.minutes / before!.minutes).toBeCloseTo(1.5, 1);
    // another region is untouched
    expect((await estimateTravel(db, from, inRegion('94')))?.calibratedBy).toBe(0);
  });

  it(`reads a region's latest ${CALIBRATION_LEGS} legs only`, async () => {
    const old = new Date('2026-01-01T00:00:00Z');
    const legs = (minutes: number, recordedAt: Date, count: number) =>
      Array.from({ length: count }, () => ({
        region: '96',
        km: 11,
        minutes,
        area: 'urban' as const,
        recordedAt,
      }));
    await storeTravelLegs(db, legs(78, old, 50)); // twice as slow, long ago
    await storeTravelLegs(db, legs(39, at, CALIBRATION_LEGS)); // as assumed, lately
    expect(await regionCalibration(db, '96')).toEqual({ factor: 1, legs: CALIBRATION_LEGS });
  });
});
