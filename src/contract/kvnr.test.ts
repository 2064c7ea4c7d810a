// @vitest-environment node
/**
 * The KVNR check digit with answers worked out by hand (never by kvnrCheckDigit itself):
 * letter as two digits (A = 01, X = 24, Z = 26), weights 1,2,1,2,…, two-digit products replaced
 * by their digit sum, total modulo 10.
 */
import { describe, expect, it } from 'vitest';
import { KVNR_FORMAT, isValidKvnr, kvnrCheckDigit } from './kvnr';

describe('kvnrCheckDigit', () => {
  it.each([
    // 0·1 + 1·2 + 1 + 4 + 3 + 8 + 5 + (12→3) + 7 + (16→7) = 40
    ['A12345678', 0],
    // 2 + 8 + 1 + 2 + 0 + 8 + 1 + 2 + 6 + (14→5) = 35
    ['X11041167', 5],
    // A 9 at a weight-1 position counts 9, not 0: 0 + 2 + 9 = 11
    ['A90000000', 1],
    // 2 + (12→3) + four 9s at weight 1 (36) + four (18→9) at weight 2 (36) = 77
    ['Z99999999', 7],
    // Letters below J keep their leading zero: 0·1 + 9·2 (18→9) = 9
    ['I00000000', 9],
  ])('of %s is %i', (firstNine, digit) => {
    expect(kvnrCheckDigit(firstNine)).toBe(digit);
  });
});

describe('isValidKvnr', () => {
  it.each(['A123456780', 'X110411675', 'A900000001', 'Z999999997', 'I000000009'])(
    'accepts %s',
    (kvnr) => expect(isValidKvnr(kvnr)).toBe(true),
  );

  it('refuses every check digit but the right one', () => {
    for (const [firstNine, right] of [
      ['X11041167', 5],
      ['A12345678', 0],
    ] as const) {
      for (let digit = 0; digit <= 9; digit++) {
        expect(isValidKvnr(`${firstNine}${digit}`), `${firstNine}${digit}`).toBe(digit === right);
      }
    }
  });

  it.each([
    ['a changed digit', 'X110411685'],
    ['a changed letter', 'Y110411675'],
    ['two digits swapped', 'A123456870'],
    ['nothing', ''],
    ['a space inside', 'X11041167 5'],
    ['a wrong check digit', 'A900000000'],
    ['the check digit a 9 counted as 0 would give', 'A900000002'],
    ['a lower-case letter', 'a123456780'],
    ['a leading space', ' X110411675'],
    ['a trailing space', 'X110411675 '],
    ['one digit too few', 'X11041167'],
    ['one digit too many', 'X1104116755'],
    ['two numbers in a row', 'A123456780A123456780'],
    ['no letter', '1123456780'],
    ['a letter among the digits', 'A12345B780'],
  ])('refuses %s: %s', (_label, value) => expect(isValidKvnr(value)).toBe(false));
});

describe('KVNR_FORMAT', () => {
  it('is one capital letter and nine digits, nothing before or after', () => {
    expect(KVNR_FORMAT.test('X110411675')).toBe(true);
    expect(KVNR_FORMAT.test(' X110411675')).toBe(false);
    expect(KVNR_FORMAT.test('X110411675X')).toBe(false);
    expect(KVNR_FORMAT.test('XX10411675')).toBe(false);
  });
});
