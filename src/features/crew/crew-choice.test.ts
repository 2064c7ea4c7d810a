// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_CREWS, chosenCrew, crewsOf, ownTeamIds } from './crew-choice';

const ktw1 = { id: 'c1', name: 'KTW 1' };
const ktw2 = { id: 'c2', name: 'KTW 2' };
const crews = crewsOf([{ crew: ktw2 }, { crew: null }, { crew: ktw1 }, { crew: ktw2 }]);

describe("the crew a phone shows on 'Heute'", () => {
  it('lists each crew with jobs once, in the order of its first job', () => {
    expect(crews).toEqual([ktw2, ktw1]);
  });

  it("keeps the device's choice, else the user's own crew, else all", () => {
    expect(chosenCrew(crews, 'c1', ['c2'])).toBe('c1');
    expect(chosenCrew(crews, ALL_CREWS, ['c2'])).toBeNull();
    expect(chosenCrew(crews, null, ['c9', 'c1'])).toBe('c1');
    // A stored crew without jobs today falls back like no choice at all.
    expect(chosenCrew(crews, 'gone', [])).toBeNull();
  });

  it("reads the user's teams from the session when it names them", () => {
    expect(ownTeamIds({ teams: [ktw1, { name: 'kaputt' }] })).toEqual(['c1']);
    expect(ownTeamIds({})).toEqual([]);
  });
});
