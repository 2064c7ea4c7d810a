import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDuration,
  formatMinutes,
  formatRate,
  formatWeek,
  isoWeek,
} from './scorecard-format';

// Intl puts a no-break space (U+00A0) before German percent signs.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('scorecard numbers', () => {
  it('writes shares and counts the German and the English way', () => {
    expect(plain(formatRate(0.875, 'de'))).toBe('88 %');
    expect(formatRate(0.875, 'en')).toBe('88%');
    expect(formatRate(null, 'de')).toBe('–');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatCount(12345, 'en')).toBe('12,345');
  });

  it('writes minutes with a decimal comma in German, a point in English', () => {
    expect(formatMinutes(17.5, 'de')).toBe('17,5 Min.');
    expect(formatMinutes(17.5, 'en')).toBe('17.5 min');
    expect(formatMinutes(0, 'de')).toBe('0 Min.');
    expect(formatMinutes(null, 'en')).toBe('–');
  });

  it('writes waiting times in the unit their size suits', () => {
    expect(formatDuration(52.5, 'de')).toBe('52,5 Min.');
    expect(formatDuration(90, 'de')).toBe('1,5 Std.');
    expect(formatDuration(47 * 60, 'en')).toBe('47 h');
    expect(formatDuration(48 * 60, 'de')).toBe('2 Tage');
    expect(formatDuration(60 * 24 * 3.25, 'en')).toBe('3.3 days');
  });

  it('numbers ISO weeks, also across a year end', () => {
    expect(isoWeek('2026-03-02')).toBe(10);
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2024-12-30')).toBe(1); // Monday of week 1 of 2025
    expect(isoWeek('2027-01-01')).toBe(53); // Friday of week 53 of 2026
    expect(formatWeek('2026-03-02', 'de')).toBe('KW 10');
    expect(formatWeek('2026-03-02', 'en')).toBe('Wk 10');
  });
});
