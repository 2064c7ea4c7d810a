// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDayMonthYear,
  formatDayMonthYearTime,
  formatGermanDateTime,
  isCalendarDate,
  isStorableDate,
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

describe('addDays', () => {
  it('counts across month, year and leap-day ends, both ways', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-31', 30)).toBe('2026-04-30');
    expect(addDays('2026-11-28', 0)).toBe('2026-11-28');
  });

  it('keeps the day across the change to and from summer time', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
  });

  it('reads years below 100 as written, not as 19xx', () => {
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });
});

describe('isStorableDate', () => {
  it('takes the days of the years 1800 to 2999', () => {
    for (const value of ['1800-01-01', '1941-05-17', '2026-11-28', '2999-12-31'])
      expect(isStorableDate(value), value).toBe(true);
  });

  it('refuses year 0000, which PostgreSQL does not know, and days beyond the product’s years', () => {
    for (const value of ['0000-01-01', '0001-01-01', '1799-12-31', '3000-01-01', '9999-12-31'])
      expect(isStorableDate(value), value).toBe(false);
    expect(isStorableDate('2025-02-30')).toBe(false);
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
