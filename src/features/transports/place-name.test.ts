import { describe, expect, it } from 'vitest';
import type { AddressValues } from './order-form-values';
import { placeNameNow, type NamedPlace } from './place-name';

const address = (street: string, extra: Partial<AddressValues> = {}): AddressValues => ({
  street,
  houseNumber: '12',
  floor: '',
  city: 'Berlin',
  zipCode: '10115',
  country: 'DE',
  note: '',
  ...extra,
});
const clinic: NamedPlace = { name: 'Dialysezentrum Mitte', address: address('Chausseestraße') };

describe('the name of a place picked for an order (issue 27.5)', () => {
  it('stays while its address is the one it was picked with', () => {
    expect(placeNameNow(clinic, clinic.name, address('Chausseestraße'))).toEqual({
      clear: false,
      owner: clinic,
    });
    // Floor and note are no part of where the place is.
    expect(placeNameNow(clinic, clinic.name, address('Chausseestraße', { floor: '3' })).clear).toBe(
      false,
    );
  });

  it.each([
    ['street', address('Seestraße')],
    ['house number', address('Chausseestraße', { houseNumber: '4' })],
    ['postcode', address('Chausseestraße', { zipCode: '13353' })],
    ['city', address('Chausseestraße', { city: 'Potsdam' })],
  ])('goes when its %s is edited', (_part, edited) => {
    expect(placeNameNow(clinic, clinic.name, edited)).toEqual({ clear: true, owner: null });
  });

  it('is the user’s once they edited it, whatever the address becomes', () => {
    expect(placeNameNow(clinic, 'Praxis Dr. Roth', address('Seestraße'))).toEqual({
      clear: false,
      owner: null,
    });
    expect(placeNameNow(null, 'Praxis Dr. Roth', address('Seestraße')).clear).toBe(false);
  });
});
