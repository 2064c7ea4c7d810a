import { changesSince, marksForCrew, seenOf, type MarkedJob } from './change-marks';

const job = (changes: Partial<MarkedJob> = {}): MarkedJob => ({
  pickupAt: '2026-11-28T16:42:00.000Z',
  transportClass: 'BTW',
  infection: { type: 'none', note: null },
  crewNote: 'Klingeln bei Meier',
  crew: { id: 'crew-1', name: 'RTW 1' },
  status: 'assigned',
  ...changes,
});

describe('changesSince', () => {
  it('marks nothing on a job this phone sees for the first time, or unchanged', () => {
    expect(changesSince(undefined, job())).toEqual([]);
    expect(changesSince(seenOf(job()), job({ status: 'en_route' }))).toEqual([]);
    // The same instant written another way is no change.
    expect(changesSince(seenOf(job()), job({ pickupAt: '2026-11-28T17:42:00+01:00' }))).toEqual([]);
  });

  it("marks the ward's edits: time (from → to), infection, vehicle class and note", () => {
    const marks = changesSince(
      seenOf(job()),
      job({
        pickupAt: '2026-11-28T17:05:00.000Z',
        infection: { type: 'MRSA', note: 'Wunde am Bein' },
        transportClass: 'KTW',
        crewNote: 'Klingeln bei Schulz',
      }),
    );
    expect(marks).toEqual([
      { kind: 'pickup', from: '2026-11-28T16:42:00.000Z', to: '2026-11-28T17:05:00.000Z' },
      { kind: 'infection', to: 'MRSA', note: 'Wunde am Bein' },
      { kind: 'class', to: 'KTW' },
      { kind: 'note', to: 'Klingeln bei Schulz' },
    ]);
  });

  it('puts a cancellation and a handing to another crew first, never a silent disappearance', () => {
    expect(
      changesSince(seenOf(job()), job({ status: 'cancelled', crew: { id: 'crew-2', name: 'B' } })),
    ).toEqual([{ kind: 'cancelled' }, { kind: 'handedOver' }]);
    expect(changesSince(seenOf(job()), job({ crew: null }))).toEqual([{ kind: 'handedOver' }]);
    // A job given to a crew for the first time is new to it, not taken from anyone.
    expect(changesSince(seenOf(job({ crew: null })), job())).toEqual([]);
    // Seen cancelled already: acknowledged, nothing more to say.
    expect(
      changesSince(seenOf(job({ status: 'cancelled' })), job({ status: 'cancelled' })),
    ).toEqual([]);
  });
});

describe('marksForCrew', () => {
  const marks = [{ kind: 'handedOver' as const }, { kind: 'class' as const, to: 'KTW' as const }];
  const north = { id: 'north', name: 'Nord' };

  it('does not tell the crew that now has the job that it went to another crew', () => {
    expect(marksForCrew(marks, { crew: north }, 'north')).toEqual([marks[1]]);
  });

  it('tells the crew that lost it, and a phone showing every crew', () => {
    expect(marksForCrew(marks, { crew: north }, 'south')).toEqual(marks);
    expect(marksForCrew(marks, { crew: north }, null)).toEqual(marks);
    expect(marksForCrew(marks, { crew: null }, 'north')).toEqual(marks);
  });
});
