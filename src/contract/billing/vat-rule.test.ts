// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sameMunicipality, taxiVatRate } from './vat-rule';

describe('taxiVatRate', () => {
  it.each([
    ['taxi', 12, false, 7], // short: 7 %
    ['taxi', 50, false, 7], // exactly 50 km: still 7 %
    ['taxi', 51, false, 19], // longer, across towns: 19 %
    ['taxi', 80, true, 7], // within one municipality: 7 % however long
    ['taxi', null, false, 19], // no km recorded, across towns: the standard rate
    ['mietwagen', 12, true, 19], // a Mietwagen never gets the reduced rate
  ] as const)('%s, %s km, same town %s → %i %', (service, km, withinMunicipality, rate) => {
    expect(taxiVatRate(service, { km, withinMunicipality })).toBe(rate);
  });

  it('compares towns as a person writes them', () => {
    expect(sameMunicipality('Berlin', ' berlin ')).toBe(true);
    expect(sameMunicipality('Berlin', 'Potsdam')).toBe(false);
    expect(sameMunicipality(null, 'Berlin')).toBe(false);
  });
});
