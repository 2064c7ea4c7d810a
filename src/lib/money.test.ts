import { describe, expect, it } from 'vitest';
import { centsFromEuros, eurosFromCents, formatCents } from './money';

// Intl puts a no-break space between amount and sign in German.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatCents', () => {
  it('writes German amounts with a comma and the sign after', () => {
    expect(plain(formatCents(11240, 'de'))).toBe('112,40 €');
    expect(plain(formatCents(123456789, 'de'))).toBe('1.234.567,89 €');
    expect(plain(formatCents(-500, 'de'))).toBe('-5,00 €');
  });

  it('writes English amounts with a point and the sign before', () => {
    expect(formatCents(11240, 'en')).toBe('€112.40');
    expect(formatCents(0, 'en')).toBe('€0.00');
  });
});

describe('euros typed in a form', () => {
  it('become whole cents, rounded once', () => {
    expect(centsFromEuros(1.5)).toBe(150);
    // 0.1 + 0.2 is not 0.3 in floating point; the cents still are 30.
    expect(centsFromEuros(0.1 + 0.2)).toBe(30);
    expect(centsFromEuros(null)).toBeNull();
    expect(centsFromEuros(Number.NaN)).toBeNull();
  });

  it('come back from cents for editing', () => {
    expect(eurosFromCents(11240)).toBe(112.4);
  });
});
