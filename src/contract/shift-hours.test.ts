// @vitest-environment node
/** Early and late shifts (decision 129): who drives at a time, and hours that overlap. */
import { describe, expect, it } from 'vitest';
import { clockInGermany, crewAt, hoursOverlap, type CrewPlan } from './shift-hours';

const plan: CrewPlan<string> = {
  crew: 'day',
  parts: [
    { part: 'early', crew: 'früh', startsAt: '06:00', endsAt: '14:00' },
    { part: 'late', crew: 'spät', startsAt: '14:00', endsAt: '22:00' },
  ],
};

describe('crewAt', () => {
  it.each([
    ['05:59', 'day'],
    ['06:00', 'früh'],
    ['13:59', 'früh'],
    ['14:00', 'spät'],
    ['21:59', 'spät'],
    ['22:00', 'day'],
  ])('at %s the crew is %s', (clock, crew) => {
    expect(crewAt(plan, clock)).toBe(crew);
  });

  it('is the crew of the day (or none) on a day not split', () => {
    expect(crewAt({ crew: 'day', parts: [] }, '10:00')).toBe('day');
    expect(crewAt({ crew: null, parts: [] }, '10:00')).toBeNull();
    expect(crewAt({ crew: null, parts: plan.parts.slice(1) }, '10:00')).toBeNull();
  });

  it('takes a shift to midnight', () => {
    const night = {
      crew: null,
      parts: [{ part: 'late' as const, crew: 'n', startsAt: '18:00', endsAt: '24:00' }],
    };
    expect(crewAt(night, '23:59')).toBe('n');
  });
});

describe('hoursOverlap', () => {
  it('counts a shared minute, not a shared edge', () => {
    const early = { startsAt: '06:00', endsAt: '14:00' };
    expect(hoursOverlap(early, { startsAt: '14:00', endsAt: '22:00' })).toBe(false);
    expect(hoursOverlap(early, { startsAt: '13:59', endsAt: '22:00' })).toBe(true);
    expect(hoursOverlap(early, { startsAt: '08:00', endsAt: '09:00' })).toBe(true);
  });
});

describe('clockInGermany', () => {
  it('reads the clock in Germany in winter and summer', () => {
    expect(clockInGermany(Date.parse('2026-11-29T13:00:00Z'))).toBe('14:00');
    expect(clockInGermany(Date.parse('2026-07-01T12:30:00Z'))).toBe('14:30');
    expect(clockInGermany(Date.parse('2026-11-29T23:05:00Z'))).toBe('00:05');
  });
});
