// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCalendarDate, todayInGermany } from './dates';

describe('isCalendarDate', () => {
  it('accepts real days, leap days included', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('1948-03-12')).toBe(true);
  });

  it('refuses impossible days and other shapes', () => {
    for (const value of [
      '2023-02-29',
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      '25-04-01',
      '2025-4-1',
      '',
      // The whole text is the date: nothing before or after it.
      'x2025-04-01',
      ' 2025-04-01',
      '12025-04-01',
      '2025-04-011',
      '2025-04-01 ',
      '2025-04-01T00:00',
    ]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });

  it('reads years below 100 as they are (a date field mid-typing holds them)', () => {
    expect(isCalendarDate('0001-03-12')).toBe(true);
    expect(isCalendarDate('0019-02-29')).toBe(false);
    expect(isCalendarDate('0020-02-29')).toBe(true);
  });
});

describe('todayInGermany', () => {
  it('is the German calendar day, not the UTC one', () => {
    expect(todayInGermany(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(todayInGermany(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInGermany(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
