/**
 * Checks of the shared contract (src/contract) that the server's validation relies on: the
 * health insurance number's check digit and real calendar dates.
 */
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../src/contract/dates';
import { isValidKvnr, kvnrCheckDigit } from '../src/contract/kvnr';

describe('KVNR (Krankenversichertennummer)', () => {
  it.each(['X110411675', 'A123456780'])('accepts %s', (kvnr) => {
    expect(isValidKvnr(kvnr)).toBe(true);
    expect(kvnrCheckDigit(kvnr)).toBe(Number(kvnr[9]));
  });

  it('refuses every other check digit', () => {
    for (const base of ['X11041167', 'A12345678']) {
      const right = kvnrCheckDigit(base);
      for (let digit = 0; digit <= 9; digit++) {
        expect(isValidKvnr(`${base}${digit}`), `${base}${digit}`).toBe(digit === right);
      }
    }
  });

  it('detects a changed digit or letter', () => {
    expect(isValidKvnr('X110411685')).toBe(false);
    expect(isValidKvnr('Y110411675')).toBe(false);
    expect(isValidKvnr('A123456870')).toBe(false);
  });

  it.each([
    '',
    'x110411675',
    'X11041167',
    'X1104116755',
    '1110411675',
    'XX10411675',
    ' X110411675',
    'X11041167 5',
  ])('refuses the malformed %j', (value) => {
    expect(isValidKvnr(value)).toBe(false);
  });
});

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
