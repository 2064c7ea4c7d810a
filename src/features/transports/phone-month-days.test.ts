import { describe, expect, it } from 'vitest';
import { phoneMonthDays } from './phone-month-days';

const november = Array.from(
  { length: 30 },
  (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`,
);
const withRides = new Set(['2026-11-03', '2026-11-28', '2026-11-30']);
const listed = (day: string) => withRides.has(day);

describe('the days a phone lists for a month', () => {
  it('lists only days with rides, from today on in the current month', () => {
    expect(phoneMonthDays(november, listed, '2026-11-28')).toEqual(['2026-11-28', '2026-11-30']);
  });

  it('lists every day with rides of another month', () => {
    expect(phoneMonthDays(november, listed, '2026-12-05')).toEqual([
      '2026-11-03',
      '2026-11-28',
      '2026-11-30',
    ]);
  });

  it('lists nothing for a month without rides (the page says so once)', () => {
    expect(phoneMonthDays(november, () => false, '2026-11-28')).toEqual([]);
  });
});
