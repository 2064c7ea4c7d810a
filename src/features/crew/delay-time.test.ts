import { describe, expect, it } from 'vitest';
import { atClockTime, inMinutes } from './delay-time';

describe('the new arrival of a delay', () => {
  const now = new Date(2026, 10, 28, 14, 20, 30);

  it('is minutes from the tap for a quick choice', () => {
    expect(inMinutes(now, 30)).toBe(new Date(2026, 10, 28, 14, 50, 30).toISOString());
  });

  it('is the next time the clock shows a typed time: today, or tonight past midnight', () => {
    expect(atClockTime(now, '15:05')).toBe(new Date(2026, 10, 28, 15, 5).toISOString());
    expect(atClockTime(new Date(2026, 10, 28, 23, 50), '00:20')).toBe(
      new Date(2026, 10, 29, 0, 20).toISOString(),
    );
  });

  it('is nothing for what is not a time', () => {
    expect(atClockTime(now, '')).toBeUndefined();
    expect(atClockTime(now, '25:00')).toBeUndefined();
    expect(atClockTime(now, '9:5')).toBeUndefined();
  });
});
