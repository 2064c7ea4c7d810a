// @vitest-environment node
/** Check digits worked out by hand with the rule of the IK-Rundschreiben (weights 2-1-2-1-2-1). */
import { describe, expect, it } from 'vitest';
import { ikCheckDigit, isValidIk, isValidProviderGroupKey } from './ik';

describe('Institutionskennzeichen', () => {
  it.each([
    // the Rundschreiben's example: 0·2 3·1 2·2 6·1 8·2=16→7 2·1 → 0+3+4+6+7+2 = 22 → 2
    ['032682', 2],
    // 108018007 (AOK): 8·2=16→7 0 1·2=2 8 0 0 → 17 → 7
    ['801800', 7],
    // 101575519: 1·2=2 5 7·2=14→5 5 5·2=10→1 1 → 19 → 9
    ['157551', 9],
  ])('check digit of %s is %i', (serial, digit) => expect(ikCheckDigit(serial)).toBe(digit));

  it.each([
    ['260326822', true],
    ['108018007', true],
    ['1080 18007', true],
    ['108018008', false], // wrong check digit
    ['10801800', false], // eight digits
    ['10801800A', false],
  ])('%s valid: %s', (ik, valid) => expect(isValidIk(ik)).toBe(valid));
});

describe('Leistungserbringergruppenschlüssel', () => {
  it.each([
    ['4615126', true], // AC 46 (Taxi/Mietwagen), TK 15126
    ['46 15126', true],
    ['4100000', true],
    ['1215126', false], // AC 12 is an optician's, not a transport provider's
    ['461512', false],
  ])('%s valid: %s', (key, valid) => expect(isValidProviderGroupKey(key)).toBe(valid));
});
