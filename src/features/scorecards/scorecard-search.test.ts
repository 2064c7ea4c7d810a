import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { periodOfRange, scorecardQuery } from './scorecard-query';
import { ScorecardSearchSchema } from './scorecard-search';

// 10:00 in Germany on Wednesday 25 November 2026.
const NOW = new Date('2026-11-25T09:00:00Z');
const company = '3f1c2a9e-1b2c-4d5e-8f90-123456789abc';

describe('scorecard search', () => {
  it('asks for this month by default and for a quick period on the day it is', () => {
    expect(scorecardQuery({}, NOW)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(scorecardQuery({ period: 'lastMonth' }, NOW)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(scorecardQuery({ period: 'last7Days', companyId: company }, NOW)).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
      companyId: company,
    });
  });

  it('sends a fixed range as chosen, and an incomplete one for the contract to name', () => {
    expect(scorecardQuery({ period: 'range', from: '2026-03-02', to: '2026-03-15' }, NOW)).toEqual({
      from: '2026-03-02',
      to: '2026-03-15',
    });
    expect(scorecardQuery({ period: 'range', from: '2026-03-02' }, NOW)).toEqual({
      from: '2026-03-02',
      to: '',
    });
  });

  it('recognises a picked range that is a quick option', () => {
    expect(periodOfRange({ start: '2026-10-01', end: '2026-10-31' }, NOW)).toBe('lastMonth');
    expect(periodOfRange({ start: '2026-10-01', end: '2026-10-30' }, NOW)).toBe('range');
  });

  it('drops what a link cannot mean instead of failing', () => {
    expect(
      v.parse(ScorecardSearchSchema, { period: 'nextYear', from: '2026-02-30', companyId: 'x' }),
    ).toEqual({ period: undefined, from: undefined, to: undefined, companyId: undefined });
  });
});
