// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clockTime, minuteOfDay, visibleHours } from './day-clock';

describe('minuteOfDay', () => {
  it.each([
    // Winter: Germany is UTC+1.
    ['2026-11-28T07:30:00Z', '2026-11-28', 8 * 60 + 30],
    // Summer: UTC+2.
    ['2026-07-01T06:15:00Z', '2026-07-01', 8 * 60 + 15],
    ['2026-11-27T23:30:00Z', '2026-11-28', 30],
    ['2026-11-27T22:30:00Z', '2026-11-28', 0],
    ['2026-11-28T23:30:00Z', '2026-11-28', 1440],
  ])('%s on %s is minute %i', (iso, day, minute) => {
    expect(minuteOfDay(Date.parse(iso), day)).toBe(minute);
  });
});

describe('visibleHours', () => {
  it('shows 6 to 20 o’clock, widened to the day’s blocks', () => {
    expect(visibleHours([], '2026-11-28')).toEqual({ first: 6, last: 20 });
    const early = {
      start: Date.parse('2026-11-28T03:10:00Z'),
      end: Date.parse('2026-11-28T21:20:00Z'),
    };
    expect(visibleHours([early], '2026-11-28')).toEqual({ first: 4, last: 23 });
  });

  it('writes a time as Germany reads it', () => {
    expect(clockTime(Date.parse('2026-11-28T07:05:00Z'))).toBe('08:05');
  });
});
