import { describe, expect, it } from 'vitest';
import { crewChoices, shiftCrewOf } from './shift-choice';

const early = { id: 'early', name: 'Früh' };
const late = { id: 'late', name: 'Spät' };
const office = { id: 'office', name: 'Büro' };

describe('crewChoices', () => {
  it.each([
    ['the usual crew first, then the others once', { crew: late, usualCrew: late }, [late, early]],
    [
      'a day crew that is no crew team still offered',
      { crew: office, usualCrew: early },
      [early, office, late],
    ],
    ['no usual crew: the crews as listed', { crew: null, usualCrew: null }, [early, late]],
  ])('%s', (_, vehicle, expected) => {
    expect(crewChoices([early, late], vehicle)).toEqual(expected);
  });
});

describe('shiftCrewOf', () => {
  it('clears the shift for the usual crew and stores any other', () => {
    expect(shiftCrewOf('early', { usualCrew: early })).toBeNull();
    expect(shiftCrewOf('late', { usualCrew: early })).toBe('late');
    expect(shiftCrewOf('late', { usualCrew: null })).toBe('late');
  });
});
