// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatDayMonthYear,
  formatDayMonthYearTime,
  formatGermanDateTime,
  isCalendarDate,
  todayInGermany,
} from './dates';

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

describe('the written date (seed §9: day/month/year; DIN 5008 in German)', () => {
  it('writes a day with dots in German and with slashes in English', () => {
    expect(formatDayMonthYear('2026-03-04', 'de')).toBe('04.03.2026');
    expect(formatDayMonthYear('2026-03-04', 'en')).toBe('04/03/2026');
    expect(formatDayMonthYearTime('2026-12-31', '23:59', 'de')).toBe('31.12.2026 23:59');
    expect(formatDayMonthYearTime('2026-12-31', '23:59', 'en')).toBe('31/12/2026 23:59');
  });

  it('writes an instant as the clock in Germany shows it, in winter and in summer', () => {
    expect(formatGermanDateTime(new Date('2026-11-23T08:30:00Z'), 'de')).toBe('23.11.2026 09:30');
    expect(formatGermanDateTime(new Date('2026-07-01T22:05:00Z'), 'de')).toBe('02.07.2026 00:05');
    expect(formatGermanDateTime(new Date('2026-03-28T23:00:00Z'), 'en')).toBe('29/03/2026 00:00');
  });
});
