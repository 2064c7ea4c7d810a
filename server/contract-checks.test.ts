/**
 * Checks of the shared contract (src/contract) that the server's validation relies on: real
 * calendar dates. The KVNR's check digit has its own test beside it (src/contract/kvnr.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../src/contract/dates';

describe('isCalendarDate', () => {
  it.each(['2026-01-01', '2024-02-29', '2000-02-29', '1900-01-01', '2026-12-31'])(
    'accepts the real day %s',
    (value) => {
      expect(isCalendarDate(value)).toBe(true);
    },
  );

  it.each([
    '2025-02-29',
    '1900-02-29',
    '2025-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '26-01-01',
    '01.01.2026',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '',
  ])('refuses %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});
