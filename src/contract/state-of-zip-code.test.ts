import { describe, expect, it } from 'vitest';
import { stateOfZipCode } from './state-of-zip-code';

describe('the Bundesland of a postcode', () => {
  it.each([
    ['10117', 'BE'],
    ['14467', 'BB'],
    ['20095', 'HH'],
    ['28195', 'HB'],
    ['50667', 'NW'],
    ['60311', 'HE'],
    ['66111', 'SL'],
    ['70173', 'BW'],
    ['80331', 'BY'],
    ['01067', 'SN'],
    ['99084', 'TH'],
  ])('%s lies in %s', (zipCode, state) => {
    expect(stateOfZipCode(zipCode)).toBe(state);
  });

  it('knows none for foreign or malformed postcodes', () => {
    expect(stateOfZipCode('1010', 'AT')).toBeUndefined();
    expect(stateOfZipCode('1234')).toBeUndefined();
    expect(stateOfZipCode('00123')).toBeUndefined();
  });
});
