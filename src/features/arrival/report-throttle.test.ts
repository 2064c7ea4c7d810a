import { describe, expect, it } from 'vitest';
import { isWorthReporting } from './report-throttle';

const last = { lat: 52.5, lon: 13.4, at: 0 };

describe('when a phone reports its position', () => {
  it.each([
    ['the first fix', undefined, { ...last, at: 1_000 }, true],
    ['10 s later, 50 m on', last, { lat: 52.50045, lon: 13.4, at: 10_000 }, false],
    ['30 s later, standing', last, { ...last, at: 30_000 }, true],
    ['10 s later, 220 m on', last, { lat: 52.502, lon: 13.4, at: 10_000 }, true],
  ])('%s: %s', (_name, before, next, worth) => {
    expect(isWorthReporting(before, next)).toBe(worth);
  });
});
