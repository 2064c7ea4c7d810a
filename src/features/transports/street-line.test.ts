import { describe, expect, it } from 'vitest';
import { splitStreetLine } from './street-line';

describe('splitStreetLine', () => {
  it('takes the house number off the end of a street line', () => {
    expect(splitStreetLine('Hauptstraße 12a')).toEqual({
      street: 'Hauptstraße',
      houseNumber: '12a',
    });
    expect(splitStreetLine('Straße des 17. Juni 135')).toEqual({
      street: 'Straße des 17. Juni',
      houseNumber: '135',
    });
    expect(splitStreetLine('Am Markt 3-5')).toEqual({ street: 'Am Markt', houseNumber: '3-5' });
  });

  it('leaves a line without a number as the street', () => {
    expect(splitStreetLine('Klinikgelände')).toEqual({ street: 'Klinikgelände', houseNumber: '' });
  });
});
