import { describe, expect, it } from 'vitest';
import { formatMonth } from './billing-format';

describe('formatMonth', () => {
  it('names the month in the UI language, from a month or a day of it', () => {
    expect(formatMonth('2026-03', 'de')).toBe('März 2026');
    expect(formatMonth('2026-03-31', 'en')).toBe('March 2026');
    expect(formatMonth('2026-12-01', 'de')).toBe('Dezember 2026');
  });
});
