import { describe, expect, it } from 'vitest';
import {
  baseMinutes,
  calibrate,
  calibrateCompany,
  calibrationRegion,
  companyRegionCalibration,
  COMPANY_CALIBRATION,
  NO_COMPANY_CALIBRATION,
  estimatedArrival,
  estimateMinutes,
  isPositionStale,
  straightLineKm,
  type AreaType,
  type CompanyRide,
  type RecordedLeg,
} from './travel-time';

const berlin = { lat: 52.52, lon: 13.405 };
const munich = { lat: 48.1351, lon: 11.582 };

describe('the straight-line distance', () => {
  it.each([
    ['Berlin → München', berlin, munich, 504.4],
    ['one degree of longitude on the equator', { lat: 0, lon: 0 }, { lat: 0, lon: 1 }, 111.2],
    ['a tenth of a degree of latitude', { lat: 52, lon: 13 }, { lat: 52.1, lon: 13 }, 11.1],
    ['the same point', berlin, berlin, 0],
  ])('%s: %f km', (_name, from, to, km) => {
    expect(straightLineKm(from, to)).toBeCloseTo(km, 1);
    expect(straightLineKm(to, from)).toBeCloseTo(km, 1);
  });
});

describe('the uncalibrated minutes (distance × 1.3 road factor ÷ speed of the area)', () => {
  it.each<[number, AreaType, number]>([
    [11, 'urban', 39], // 14.3 km of road at 22 km/h
    [7, 'suburban', 15.6], // 9.1 km at 35 km/h
    [55, 'rural', 78], // 71.5 km at 55 km/h
    [0.3, 'urban', 2], // the minimum of every leg
    [0, 'rural', 2],
  ])('%f km into %s: %f min', (km, area, minutes) => {
    expect(baseMinutes(km, area)).toBeCloseTo(minutes, 6);
  });
});

/** Legs of 11 km into town (39 min assumed) that took `ratio` times as long. */
const urbanLegs = (...ratios: number[]): RecordedLeg[] =>
  ratios.map((ratio) => ({ km: 11, area: 'urban', minutes: 39 * ratio }));

describe("a region's calibration from its recorded 3 → 4 legs", () => {
  it.each<[string, RecordedLeg[], number, number]>([
    ['no legs: the assumption', [], 1, 0],
    ['one leg twice as slow counts for a sixth', urbanLegs(2), (2 + 5) / 6, 1],
    ['five such legs: halfway', urbanLegs(2, 2, 2, 2, 2), 1.5, 5],
    ['twenty: mostly the region', urbanLegs(...Array<number>(20).fill(2)), 1.8, 20],
    ['the median, not the mean, of the ratios', urbanLegs(1, 1, 1.2, 3.5, 3.9), 1.1, 5],
    ['faster than assumed', urbanLegs(0.5, 0.5, 0.5, 0.5, 0.5), 0.75, 5],
    ['a forgotten tap (5×) and a wrong one (0.1×) teach nothing', urbanLegs(5, 0.1), 1, 0],
    [
      'legs under 500 m are noise at the door',
      [{ km: 0.3, area: 'urban', minutes: 30 }, ...urbanLegs(2)],
      (2 + 5) / 6,
      1,
    ],
    ['never beyond 2.5', urbanLegs(...Array<number>(100).fill(3.9)), 2.5, 100],
    ['never under 0.5', urbanLegs(...Array<number>(100).fill(0.3)), 0.5, 100],
  ])('%s', (_name, legs, factor, counted) => {
    const calibration = calibrate(legs);
    expect(calibration.factor).toBeCloseTo(factor, 3);
    expect(calibration.legs).toBe(counted);
  });

  it('mixes areas by comparing each leg with its own assumption', () => {
    const legs: RecordedLeg[] = [
      { km: 11, area: 'urban', minutes: 78 },
      { km: 55, area: 'rural', minutes: 156 },
      { km: 7, area: 'suburban', minutes: 31.2 },
    ];
    expect(calibrate(legs)).toEqual({ factor: (2 * 3 + 5) / 8, legs: 3 });
  });
});

describe('the estimate of a leg', () => {
  it.each<[string, AreaType, { factor: number; legs: number } | undefined, number]>([
    ['Berlin → München, open country, as assumed', 'rural', undefined, 716],
    ['the same where crews drive 20 % faster', 'rural', { factor: 0.8, legs: 40 }, 573],
  ])('%s: %i min', (_name, area, calibration, minutes) => {
    expect(estimateMinutes(berlin, munich, area, calibration)).toBe(minutes);
  });

  it('rounds up to whole minutes', () => {
    const tenthOfDegree = { lat: 52.1, lon: 13 };
    // 11.12 km × 1.3 ÷ 22 km/h = 39.42 min
    expect(estimateMinutes({ lat: 52, lon: 13 }, tenthOfDegree, 'urban')).toBe(40);
  });
});

describe('the arrival the ward sees', () => {
  const positionAt = new Date('2026-11-28T13:12:00Z');

  it('counts from the time of the position, not from now', () => {
    expect(estimatedArrival(positionAt, 23).toISOString()).toBe('2026-11-28T13:35:00.000Z');
  });

  it.each([
    ['2026-11-28T13:12:00Z', false],
    ['2026-11-28T13:17:00Z', false],
    ['2026-11-28T13:17:01Z', true],
  ])('a position of 13:12 seen at %s is stale: %s', (now, stale) => {
    expect(isPositionStale(positionAt, new Date(now))).toBe(stale);
  });
});

describe('the calibration region of a postcode', () => {
  it.each([
    ['13353', '13'],
    [' 01067 ', '01'],
    ['1335', undefined],
    ['A-1010', undefined],
  ])('%s → %s', (zipCode, region) => {
    expect(calibrationRegion(zipCode)).toBe(region);
  });
});

describe('the calibration by a company’s own rides (decision 137)', () => {
  /** `count` rides of 20 km into a rural area of `region`, `factor` × the base minutes each. */
  const rides = (region: string, factor: number, count: number): CompanyRide[] =>
    Array.from({ length: count }, () => ({
      region,
      place: `place in ${region}`,
      km: 20,
      area: 'rural' as const,
      minutes: baseMinutes(20, 'rural') * factor,
    }));
  const shared = { factor: 1.2, legs: 40 };
  const { minimumRides } = COMPANY_CALIBRATION;

  it('teaches nothing below the minimum of rides: the region’s shared calibration stays', () => {
    const company = calibrateCompany(rides('14', 1.3, minimumRides - 1));
    expect(company.overall).toBeUndefined();
    expect(companyRegionCalibration(company, '14', shared)).toEqual(shared);
    expect(companyRegionCalibration(NO_COMPANY_CALIBRATION, '14', shared)).toEqual(shared);
  });

  it('takes the median of its rides from the minimum on, per region where it has enough there', () => {
    const company = calibrateCompany([
      ...rides('14', 1.4, minimumRides),
      ...rides('10', 1.1, minimumRides - 2),
      ...rides('10', 3.9, 1), // one odd ride moves no median
    ]);
    expect(company.overall).toEqual({ factor: 1.4, legs: 2 * minimumRides - 1 });
    expect(companyRegionCalibration(company, '14', shared)).toEqual({
      factor: 1.4,
      legs: minimumRides,
    });
    // Too few into region 10 for a factor of its own: the company's over all its rides.
    expect(companyRegionCalibration(company, '10', shared).factor).toBe(1.4);
    // A region it never drove to: the company's overall factor too.
    expect(companyRegionCalibration(company, '80', { factor: 1, legs: 0 }).factor).toBe(1.4);
  });

  it('stays within 0.7–1.6 × the region’s shared factor', () => {
    const crawling = calibrateCompany(rides('14', 3.5, minimumRides));
    expect(companyRegionCalibration(crawling, '14', shared).factor).toBeCloseTo(1.6 * 1.2, 3);
    const racing = calibrateCompany(rides('14', 0.5, minimumRides));
    expect(companyRegionCalibration(racing, '14', shared).factor).toBeCloseTo(0.7 * 1.2, 3);
  });

  it('ignores rides that teach nothing: under 500 m, no time, or more than 4× off', () => {
    const company = calibrateCompany([
      ...rides('14', 1.3, minimumRides - 1),
      { region: '14', place: 'Potsdam', km: 0.3, area: 'urban', minutes: 5 },
      { region: '14', place: 'Potsdam', km: 20, area: 'rural', minutes: 0 },
      ...rides('14', 4.5, 3),
    ]);
    expect(company.overall).toBeUndefined();
  });
});

describe('rides within one place (decision 137)', () => {
  const within = (place: string, minutes: number[]): CompanyRide[] =>
    minutes.map((value) => ({
      region: '10',
      place,
      km: 0,
      area: 'urban' as const,
      minutes: value,
    }));
  const { minimumRides } = COMPANY_CALIBRATION;

  it('learn the median of their minutes per place from the minimum on', () => {
    const company = calibrateCompany([
      ...within('Berlin', [20, 22, 24, 25, 26, 27, 28, 30, 31, 35]),
      ...within(
        'Potsdam',
        Array.from({ length: minimumRides - 1 }, () => 40),
      ),
    ]);
    expect(company.local.get('Berlin')).toEqual({ minutes: 27, rides: 10 });
    expect(company.local.has('Potsdam')).toBe(false);
    // They teach no factor: a factor of a 2-minute base means nothing.
    expect(company.overall).toBeUndefined();
  });

  it('leave out a ride under two minutes or over three hours', () => {
    const company = calibrateCompany(
      within('Berlin', [1, 200, ...Array.from({ length: minimumRides - 1 }, () => 25)]),
    );
    expect(company.local.has('Berlin')).toBe(false);
  });
});
