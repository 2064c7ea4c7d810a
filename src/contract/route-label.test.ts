import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label';

const at = (street: string, houseNumber: string, zipCode: string, city: string) => ({
  address: { street, houseNumber, zipCode, city },
});

describe('the route of a ride', () => {
  it('tells two rides within Berlin apart by street and postcode, without the city', () => {
    expect(
      routeLabel(
        at('Seestraße', '4', '13353', 'Berlin'),
        at('Chausseestraße', '12', '10115', 'Berlin'),
      ),
    ).toBe('Seestraße 4, 13353 → Chausseestraße 12, 10115');
  });

  it('names the cities where they differ', () => {
    expect(
      routeLabel(
        at('Seestraße', '4', '13353', 'Berlin'),
        at('Breite Straße', '1', '14467', 'Potsdam'),
      ),
    ).toBe('Seestraße 4, 13353 Berlin → Breite Straße 1, 14467 Potsdam');
  });

  it("says a favourite address's or facility's name instead of its street", () => {
    expect(
      routeLabel(
        { ...at('Seestraße', '4', '13353', 'Berlin'), name: 'Station 3B' },
        { ...at('Chausseestraße', '12', '10115', 'Berlin'), name: 'Dialysezentrum Mitte' },
      ),
    ).toBe('Station 3B, 13353 → Dialysezentrum Mitte, 10115');
  });
});
