// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayMark, nextDay } from './transport-day';

describe('dayMark', () => {
  const now = new Date('2026-03-28T22:30:00Z'); // Saturday 23:30 in Germany, before summer time

  it('names today and tomorrow by the calendar in Germany', () => {
    expect(dayMark('2026-03-28T22:45:00Z', now)).toBe('today');
    // Sunday 29 March has 23 hours; its last minutes are still "tomorrow".
    expect(dayMark('2026-03-29T21:59:00Z', now)).toBe('tomorrow');
    expect(dayMark('2026-03-29T22:00:00Z', now)).toBeNull();
    expect(dayMark('2026-03-27T12:00:00Z', now)).toBeNull();
  });

  it('has no day for an on-call return without a time', () => {
    expect(dayMark(null, now)).toBeNull();
  });

  it('counts days across month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
