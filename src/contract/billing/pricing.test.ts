// @vitest-environment node
/**
 * Prices worked out by hand with the sample list (KTW: 60,00 € base, 2,00 €/km from the first
 * km, 8,20 € per started 15 min, 0 % VAT; TAXI: 15,00 € + 1,50 €/km, 19 %; KTW_HEAVY: 150,00 €,
 * 3,50 €/km after 10 included km, 15,00 € per quarter; 20 % night/weekend on base + km +
 * waiting; 35,00 € infection; Fehlfahrt 50 % of the base fee). Times are Europe/Berlin.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLE_PRICE_LIST as list, priceListForRide, priceListValidOn } from './price-list';
import {
  coPayment,
  divideRoundingHalfUp,
  isNightOrWeekend,
  priceTrip,
  type TripFacts,
} from './pricing';

/** Tuesday 10 March 2026, 10:00 in Berlin (CET, UTC+1). */
const TUESDAY_MORNING = '2026-03-10T09:00:00.000Z';

const trip = (facts: Partial<TripFacts>): TripFacts => ({
  transportClass: 'KTW',
  pickupAt: TUESDAY_MORNING,
  infection: 'none',
  outcome: 'trip',
  ...facts,
});

describe('priceTrip', () => {
  it('KTW, 18 km, 20 min Wartezeit → 112,40 €', () => {
    // 60,00 + 18 × 2,00 + 2 started quarters × 8,20 = 60,00 + 36,00 + 16,40
    expect(priceTrip(list, trip({ km: 18, waitingMinutes: 20 }))).toEqual({
      baseCents: 6000,
      kmCents: 3600,
      chargedKm: 18,
      waitingCents: 1640,
      waitingQuarters: 2,
      surchargeCents: 0,
      infectionCents: 0,
      netCents: 11240,
      vatRate: 0,
      vatCents: 0,
      grossCents: 11240,
    });
  });

  it.each([
    [0, 0],
    [1, 1],
    [15, 1],
    [16, 2],
    [45, 3],
  ])('%i waiting minutes are %i started quarters', (waitingMinutes, quarters) => {
    expect(priceTrip(list, trip({ waitingMinutes })).waitingQuarters).toBe(quarters);
  });

  it('charges km only beyond the included ones (KTW_HEAVY: 10 included)', () => {
    expect(priceTrip(list, trip({ transportClass: 'KTW_HEAVY', km: 8 })).kmCents).toBe(0);
    // 150,00 + (25 − 10) × 3,50 + 1 quarter × 15,00 = 150,00 + 52,50 + 15,00
    expect(
      priceTrip(list, trip({ transportClass: 'KTW_HEAVY', km: 25, waitingMinutes: 15 })).netCents,
    ).toBe(21750);
  });

  it('adds 19 % VAT to a taxi, rounded half up per line', () => {
    // 15,00 + 7 × 1,50 = 25,50; 19 % = 4,845 → 4,85
    const price = priceTrip(list, trip({ transportClass: 'TAXI', km: 7 }));
    expect([price.netCents, price.vatCents, price.grossCents]).toEqual([2550, 485, 3035]);
  });

  it('charges a taxi run as Taxi 7 % up to 50 km or within a town, a Mietwagen 19 %', () => {
    const taxi = { ...list, taxiService: 'taxi' as const };
    // 15,00 + 7 × 1,50 = 25,50; 7 % = 1,785 → 1,79
    const short = priceTrip(taxi, trip({ transportClass: 'TAXI', km: 7 }));
    expect([short.vatRate, short.vatCents, short.grossCents]).toEqual([7, 179, 2729]);
    // 15,00 + 60 × 1,50 = 105,00 across towns: 19 % = 19,95
    const long = priceTrip(taxi, trip({ transportClass: 'TAXI', km: 60 }));
    expect([long.vatRate, long.vatCents]).toEqual([19, 1995]);
    const inTown = priceTrip(
      taxi,
      trip({ transportClass: 'TAXI', km: 60, withinMunicipality: true }),
    );
    expect(inTown.vatRate).toBe(7);
    const mietwagen = { ...list, taxiService: 'mietwagen' as const };
    expect(priceTrip(mietwagen, trip({ transportClass: 'TAXI', km: 7 })).vatRate).toBe(19);
    // The equipped classes stay exempt whatever the taxi setting.
    expect(priceTrip(taxi, trip({ km: 7 })).vatRate).toBe(0);
  });

  it('adds 20 % on a Saturday on base, km and waiting, not on the infection surcharge', () => {
    // Saturday 14 March 2026, 10:00: (60,00 + 20,00) × 20 % = 16,00; + 35,00 infection
    const price = priceTrip(
      list,
      trip({ pickupAt: '2026-03-14T09:00:00.000Z', km: 10, infection: 'MRSA' }),
    );
    expect([price.surchargeCents, price.infectionCents, price.netCents]).toEqual([
      1600, 3500, 13100,
    ]);
  });

  it('charges the infection surcharge for an unknown status too', () => {
    expect(priceTrip(list, trip({ infection: 'unknown' })).infectionCents).toBe(3500);
  });

  it('prices a Fehlfahrt at half the base fee, without km, waiting or surcharges', () => {
    const noShow = priceTrip(
      list,
      trip({ outcome: 'no_show', km: 30, waitingMinutes: 40, pickupAt: '2026-03-14T22:00:00Z' }),
    );
    expect(noShow.netCents).toBe(3000);
    // Taxi: 7,50 + 19 % (1,425 → 1,43)
    const taxi = priceTrip(list, trip({ transportClass: 'TAXI', outcome: 'no_show' }));
    expect([taxi.netCents, taxi.vatCents, taxi.grossCents]).toEqual([750, 143, 893]);
  });
});

describe('isNightOrWeekend', () => {
  it.each([
    ['2026-03-10T04:59:00Z', true], // Tue 05:59 CET
    ['2026-03-10T05:00:00Z', false], // Tue 06:00 CET
    ['2026-03-10T18:59:00Z', false], // Tue 19:59 CET
    ['2026-03-10T19:00:00Z', true], // Tue 20:00 CET
    ['2026-07-07T18:00:00Z', true], // Tue 20:00 CEST: summer time counts in Berlin, not UTC
    ['2026-03-13T22:59:00Z', true], // Fri 23:59 CET: night
    ['2026-03-15T12:00:00Z', true], // Sunday noon
    ['2026-03-16T10:00:00Z', false], // Monday 11:00
  ])('%s → %s', (instant, expected) => {
    expect(isNightOrWeekend(instant)).toBe(expected);
  });
});

describe('coPayment (Zuzahlung)', () => {
  it.each([
    [11240, 1000], // 11,24 € → at most 10 €
    [7777, 778], // 7,777 → 7,78 (half up)
    [5000, 500],
    [4000, 500], // 4,00 € → at least 5 €
    [4995, 500], // 4,995 → 5,00 (half up)
    [300, 300], // never more than the price
    [0, 0],
  ])('of %i cents is %i', (gross, expected) => {
    expect(coPayment(gross, false)).toBe(expected);
  });

  it('is nothing when the patient is exempt', () => {
    expect(coPayment(11240, true)).toBe(0);
  });
});

describe('divideRoundingHalfUp', () => {
  it.each([
    [15045, 100, 150],
    [15050, 100, 151],
    [15150, 100, 152],
    [0, 100, 0],
  ])('%i / %i → %i', (numerator, denominator, expected) => {
    expect(divideRoundingHalfUp(numerator, denominator)).toBe(expected);
  });
});

describe('priceListValidOn', () => {
  const versions = [{ validFrom: '2026-01-01' }, { validFrom: '2026-04-01' }];
  it.each([
    ['2025-12-31', undefined],
    ['2026-01-01', '2026-01-01'],
    ['2026-03-31', '2026-01-01'],
    ['2026-04-01', '2026-04-01'],
  ])('on %s picks %s', (day, validFrom) => {
    expect(priceListValidOn(versions, day)?.validFrom).toBe(validFrom);
  });
});

describe('priceListForRide', () => {
  const versions = [
    { validFrom: '2026-01-01', insurerIks: [] },
    { validFrom: '2026-04-01' },
    { validFrom: '2026-02-01', insurerIks: ['109519005', '104940005'] },
    { validFrom: '2026-05-01', insurerIks: ['109519005'] },
  ];
  it.each([
    ['2026-03-01', '109519005', '2026-02-01'],
    ['2026-05-02', '109519005', '2026-05-01'],
    ['2026-05-02', '104940005', '2026-02-01'],
    ['2026-01-15', '109519005', '2026-01-01'],
    ['2026-03-01', '101575519', '2026-01-01'],
    ['2026-04-02', null, '2026-04-01'],
    ['2025-12-31', '109519005', undefined],
  ])('on %s for IK %s picks the list of %s', (day, ik, validFrom) => {
    expect(priceListForRide(versions, day, ik)?.validFrom).toBe(validFrom);
  });
});
