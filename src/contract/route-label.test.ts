import { describe, expect, it } from 'vitest';
import { routeLabel, type RouteDetail, type RouteEnd } from './route-label';

const at = (street: string, houseNumber: string, zipCode: string, city: string): RouteEnd => ({
  address: { street, houseNumber, zipCode, city },
});
const home = at('Seestraße', '4', '13353', 'Berlin');
const clinic = { ...at('Chausseestraße', '12', '10115', 'Berlin'), name: 'Dialysezentrum Mitte' };
const ward = { ...at('Seestraße', '4', '13353', 'Berlin'), name: 'Station 3B' };
const potsdam = at('Breite Straße', '1', '14467', 'Potsdam');

const table: [string, RouteEnd, RouteEnd, RouteDetail, string][] = [
  [
    'two places in one city: street and postcode, no city',
    home,
    at('Chausseestraße', '12', '10115', 'Berlin'),
    'street',
    'Seestraße 4, 13353 → Chausseestraße 12, 10115',
  ],
  [
    'cities that differ are named',
    home,
    potsdam,
    'street',
    'Seestraße 4, 13353 Berlin → Breite Straße 1, 14467 Potsdam',
  ],
  [
    'a name stands for the street',
    ward,
    clinic,
    'street',
    'Station 3B, 13353 → Dialysezentrum Mitte, 10115',
  ],
  [
    'a city told apart by case is one city',
    home,
    at('Torstr.', '1', '10119', 'BERLIN'),
    'street',
    'Seestraße 4, 13353 → Torstr. 1, 10119',
  ],
  [
    'a blank name is no name',
    { ...home, name: '  ' },
    clinic,
    'street',
    'Seestraße 4, 13353 → Dialysezentrum Mitte, 10115',
  ],
  [
    'notifications: a name, else the postcode alone',
    home,
    clinic,
    'named',
    '13353 → Dialysezentrum Mitte, 10115',
  ],
  [
    'notifications: no street even where cities differ',
    home,
    potsdam,
    'named',
    '13353 Berlin → 14467 Potsdam',
  ],
  [
    'before assignment: postcode and city, no name',
    ward,
    clinic,
    'area',
    '13353 Berlin → 10115 Berlin',
  ],
];

describe('the route of a ride', () => {
  it.each(table)('%s', (_rule, start, destination, detail, label) => {
    expect(routeLabel(start, destination, detail)).toBe(label);
  });

  it('writes the street where no detail is asked for', () => {
    expect(routeLabel(home, clinic)).toBe('Seestraße 4, 13353 → Dialysezentrum Mitte, 10115');
  });
});
