// @vitest-environment node
/** The carrying rules as a table: each row a vehicle, a transport, and the rules it breaks. */
import { describe, expect, it } from 'vitest';
import {
  fitProblemText,
  fitProblems,
  type TransportNeeds,
  type VehicleCapability,
} from './vehicle-fit';

const KTW: VehicleCapability = {
  kind: 'KTW',
  seats: 2,
  wheelchairPlaces: 0,
  carryingChair: true,
  stretcher: true,
  equipment: ['oxygen', 'suction'],
  infectionAllowed: true,
  inService: true,
};
const TAXI: VehicleCapability = {
  kind: 'TAXI',
  seats: 4,
  wheelchairPlaces: 0,
  carryingChair: false,
  stretcher: false,
  equipment: [],
  infectionAllowed: false,
  inService: true,
};
const BTW: VehicleCapability = { ...TAXI, kind: 'BTW', wheelchairPlaces: 1, seats: 3 };

const walking: TransportNeeds = {
  transportClass: 'TAXI',
  mobility: 'walking',
  equipment: [],
  infection: { type: 'none' },
  companions: 0,
};
const lying: TransportNeeds = { ...walking, transportClass: 'KTW', mobility: 'lying' };

describe('fitProblems', () => {
  it.each<[string, VehicleCapability, TransportNeeds, string[]]>([
    ['a walking patient in a taxi', TAXI, walking, []],
    ['a walking patient in a KTW (larger does a smaller job)', KTW, walking, []],
    ['a lying patient in a taxi', TAXI, lying, ['classTooSmall', 'stretcher']],
    ['a lying patient in a KTW', KTW, lying, []],
    [
      'a lying patient in a KTW without stretcher',
      { ...KTW, stretcher: false },
      lying,
      ['stretcher'],
    ],
    [
      'a wheelchair staying occupied in a taxi',
      TAXI,
      { ...walking, mobility: 'wheelchair_stay' },
      ['wheelchairPlace'],
    ],
    [
      'a wheelchair staying occupied in a BTW',
      BTW,
      { ...walking, mobility: 'wheelchair_stay' },
      [],
    ],
    [
      'a carrying chair in a BTW',
      BTW,
      { ...walking, mobility: 'carrying_chair' },
      ['carryingChair'],
    ],
    [
      'oxygen and monitoring in a KTW with oxygen only',
      KTW,
      { ...lying, equipment: [{ type: 'oxygen' }, { type: 'monitoring' }] },
      ['equipment'],
    ],
    ['MRSA in a KTW allowed to', KTW, { ...lying, infection: { type: 'MRSA' } }, []],
    [
      'an unknown infection status in a KTW not allowed to',
      { ...KTW, infectionAllowed: false },
      { ...lying, infection: { type: 'unknown' } },
      ['infection'],
    ],
    [
      'anything in a vehicle out of service',
      { ...TAXI, inService: false },
      walking,
      ['outOfService'],
    ],
    [
      'a sitting patient and 3 companions in a 3-seat BTW',
      BTW,
      { ...walking, companions: 3 },
      ['seats'],
    ],
    ['a lying patient and 2 companions in a 2-seat KTW', KTW, { ...lying, companions: 2 }, []],
    ['a KTW order in a BTW', BTW, { ...walking, transportClass: 'KTW' }, ['classTooSmall']],
    ['a Mietwagen counts as a taxi', { ...TAXI, kind: 'MIETWAGEN' }, walking, []],
  ])('%s', (_, vehicle, needs, expected) => {
    expect(fitProblems(vehicle, needs).map((problem) => problem.kind)).toEqual(expected);
  });

  it('names the missing equipment once each', () => {
    const needs = {
      ...lying,
      equipment: [{ type: 'monitoring' as const }, { type: 'monitoring' as const }],
    };
    expect(fitProblems(KTW, needs)).toEqual([{ kind: 'equipment', missing: ['monitoring'] }]);
  });
});

describe('fitProblemText', () => {
  it.each([
    ['de', 'Nicht an Bord: Monitoring, Absaugung.'],
    ['en', 'Not on board: monitoring, suction.'],
  ] as const)('says the missing equipment in %s', (language, text) => {
    expect(
      fitProblemText({ kind: 'equipment', missing: ['monitoring', 'suction'] }, language),
    ).toBe(text);
  });
});
