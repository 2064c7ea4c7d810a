import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { periodDays, transportListParams } from './transport-list-params';
import { TransportListSearchSchema } from './transport-list-search';

const newYearsEve = new Date('2026-12-31T22:30:00Z'); // 23:30 in Germany
const lateSunday = new Date('2026-11-22T23:30:00Z'); // already Monday 00:30 in Germany

describe('periodDays', () => {
  it('shows what lies ahead from today in Germany when no period is chosen', () => {
    expect(periodDays({}, lateSunday)).toEqual({ from: '2026-11-23' });
  });

  it('turns quick ranges into the days of that range on the current day', () => {
    expect(periodDays({ period: 'today' }, newYearsEve)).toEqual({
      from: '2026-12-31',
      to: '2026-12-31',
    });
    expect(periodDays({ period: 'tomorrow' }, newYearsEve)).toEqual({
      from: '2027-01-01',
      to: '2027-01-01',
    });
    expect(periodDays({ period: 'next7Days' }, newYearsEve)).toEqual({
      from: '2026-12-31',
      to: '2027-01-06',
    });
    expect(periodDays({ period: 'lastMonth' }, newYearsEve)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('keeps a fixed range as given and drops every bound for "all"', () => {
    expect(periodDays({ period: 'range', from: '2026-11-02', to: '2026-11-08' })).toEqual({
      from: '2026-11-02',
      to: '2026-11-08',
    });
    expect(periodDays({ period: 'all', from: '2026-11-02' })).toEqual({});
  });
});

describe('transportListParams', () => {
  it('sorts by pickup time by default and sends status groups as the API lists them', () => {
    const search = v.parse(TransportListSearchSchema, { status: 'underway' });
    expect(transportListParams(search, lateSunday)).toEqual({
      page: 1,
      per_page: 25,
      search: undefined,
      sort: 'pickupAt',
      status: 'en_route,at_pickup,in_transit,at_destination',
      teamId: undefined,
      from: '2026-11-23',
    });
  });

  it('ignores a search it cannot read instead of failing the page', () => {
    const search = v.parse(TransportListSearchSchema, {
      period: 'someday',
      from: '2026-02-30',
      status: 'lost',
      teamId: 'x',
      sort: 'patient',
    });
    expect(search).toMatchObject({ period: undefined, from: undefined, status: undefined });
    expect(search.teamId).toBeUndefined();
    expect(search.sort).toBeUndefined();
  });
});
