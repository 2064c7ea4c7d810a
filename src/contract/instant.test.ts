// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isInstant } from './instant';

describe('isInstant', () => {
  it('takes a time with its offset', () => {
    expect(isInstant('2026-11-23T07:15:00+01:00')).toBe(true);
    expect(isInstant('2026-11-23T06:15Z')).toBe(true);
  });

  it('refuses year 0000, which PostgreSQL does not know, and years beyond the product’s', () => {
    for (const value of ['0000-01-01T07:15:00Z', '0099-01-01T07:15:00Z', '3000-01-01T00:00Z'])
      expect(isInstant(value), value).toBe(false);
  });
});
