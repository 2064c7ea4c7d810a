import { describe, expect, it } from 'vitest';
import { locateAddress } from './place-coordinates';

const de = (zipCode: string, city: string) => ({ zipCode, city, country: 'DE' });

describe('where an address lies, from the GeoNames places of Germany', () => {
  it.each([
    ['13353', 'Berlin', 52.524, 13.411, 'urban'],
    ['80331', 'München', 48.137, 11.575, 'urban'],
    ['14467', 'Potsdam', 52.399, 13.066, 'urban'],
    ['79098', 'Freiburg im Breisgau', 47.996, 7.852, 'urban'],
    ['06108', 'Halle (Saale)', 51.482, 11.979, 'urban'],
    ['16321', 'Bernau bei Berlin', 52.68, 13.587, 'suburban'],
  ])('%s %s', (zipCode, city, lat, lon, area) => {
    const place = locateAddress(de(zipCode, city));
    expect(place?.lat).toBeCloseTo(lat, 2);
    expect(place?.lon).toBeCloseTo(lon, 2);
    expect(place?.area).toBe(area);
  });

  it('takes the namesake in the Bundesland of the postcode', () => {
    // Two Weißensee: a district of Berlin and a town in Thuringia.
    const berlin = locateAddress(de('13086', 'Weißensee'));
    const thuringia = locateAddress(de('99631', 'Weißensee'));
    expect(berlin?.lon).toBeCloseTo(13.47, 1);
    expect(thuringia?.lon).toBeCloseTo(11.07, 1);
  });

  it('does not guess abroad or for a place it does not know', () => {
    expect(locateAddress({ zipCode: '1010', city: 'Wien', country: 'AT' })).toBeUndefined();
    expect(locateAddress(de('12345', 'Nirgendwo am See'))).toBeUndefined();
  });
});
