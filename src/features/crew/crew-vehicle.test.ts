import { describe, expect, it } from 'vitest';
import type { VehicleShift } from '@/contract/dispatch';
import { ALL_CREWS } from './crew-choice';
import { crewsOfPhone, vehiclesOfCrews } from './crew-vehicle';

const shift = (callSign: string, crewId: string | null): VehicleShift => ({
  vehicle: { id: callSign, callSign, name: null, kind: 'KTW', inService: true },
  crew: crewId ? { id: crewId, name: crewId } : null,
  planned: false,
  parts: [],
});

describe('crewsOfPhone', () => {
  it.each([
    ['the crew chosen on the device', 'a', 'b', ['c'], ['a']],
    ['the stored crew while it has no jobs to be chosen from', null, 'b', ['c'], ['b']],
    ['the user’s own crews when the device stored none', null, null, ['c', 'd'], ['c', 'd']],
    ['the user’s own crews when the device shows all', null, ALL_CREWS, ['c'], ['c']],
    ['none for a dispatcher showing all', null, ALL_CREWS, [], []],
  ])('%s', (_, chosen, stored, own, expected) => {
    expect(crewsOfPhone(chosen, stored, own)).toEqual(expected);
  });
});

describe('vehiclesOfCrews', () => {
  const day = [shift('KTW 1', 'a'), shift('KTW 2', 'b'), shift('KTW 3', null), shift('BTW 1', 'a')];

  it('names each vehicle the crews drive that day, in the fleet’s order', () => {
    expect(vehiclesOfCrews(day, ['a']).map((s) => s.vehicle.callSign)).toEqual(['KTW 1', 'BTW 1']);
    expect(vehiclesOfCrews(day, ['b', 'a']).map((s) => s.vehicle.callSign)).toEqual([
      'KTW 1',
      'KTW 2',
      'BTW 1',
    ]);
  });

  it('names none for a crew without a vehicle, or no crew at all', () => {
    expect(vehiclesOfCrews(day, ['z'])).toEqual([]);
    expect(vehiclesOfCrews(day, [])).toEqual([]);
  });

  it('names a vehicle the crew drives in an early or late shift only', () => {
    const split: VehicleShift = {
      ...shift('KTW 4', 'a'),
      parts: [{ part: 'late', crew: { id: 'l', name: 'l' }, startsAt: '14:00', endsAt: '22:00' }],
    };
    expect(vehiclesOfCrews([split], ['l']).map((s) => s.vehicle.callSign)).toEqual(['KTW 4']);
    expect(vehiclesOfCrews([split], ['a']).map((s) => s.vehicle.callSign)).toEqual(['KTW 4']);
    expect(vehiclesOfCrews([split], ['b'])).toEqual([]);
  });
});
