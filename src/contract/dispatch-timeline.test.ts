// @vitest-environment node
/** A vehicle's day as a table of blocks (minutes after 8:00) and the conflicts each one gets. */
import { describe, expect, it } from 'vitest';
import { timelineConflicts, type TimelineBlock } from './dispatch-timeline';

const MINUTE = 60_000;
const block = (id: string, from: number, to: number, infectious = false): TimelineBlock => ({
  id,
  transportIds: [id],
  start: from * MINUTE,
  end: to * MINUTE,
  infectious,
});

const kinds = (blocks: TimelineBlock[], disinfection = 30) =>
  Object.fromEntries(
    [...timelineConflicts(blocks, disinfection)].map(([id, list]) => [
      id,
      list.map((conflict) => conflict.kind),
    ]),
  );

describe('timelineConflicts', () => {
  it.each<[string, TimelineBlock[], number, Record<string, string[]>]>([
    ['one after the other', [block('a', 0, 40), block('b', 40, 80)], 30, {}],
    [
      'overlapping',
      [block('a', 0, 40), block('b', 30, 80)],
      30,
      { a: ['overlap'], b: ['overlap'] },
    ],
    [
      'given out of order',
      [block('b', 30, 80), block('a', 0, 40)],
      30,
      { a: ['overlap'], b: ['overlap'] },
    ],
    [
      'a long ride overlapping two later ones',
      [block('a', 0, 120), block('b', 10, 20), block('c', 60, 80)],
      30,
      { a: ['overlap', 'overlap'], b: ['overlap'], c: ['overlap'] },
    ],
    [
      'infectious, then too soon',
      [block('a', 0, 40, true), block('b', 50, 80)],
      30,
      { b: ['disinfection'] },
    ],
    ['infectious, then after disinfection', [block('a', 0, 40, true), block('b', 70, 90)], 30, {}],
    ['infectious, no disinfection time', [block('a', 0, 40, true), block('b', 40, 90)], 0, {}],
    [
      'the disinfection also holds after a clean ride in between',
      [block('a', 0, 40, true), block('b', 40, 45), block('c', 50, 60)],
      30,
      { b: ['disinfection'], c: ['disinfection'] },
    ],
    [
      'overlap with an infectious ride is said once',
      [block('a', 0, 40, true), block('b', 30, 60)],
      30,
      {
        a: ['overlap'],
        b: ['overlap'],
      },
    ],
  ])('%s', (_, blocks, disinfection, expected) => {
    expect(kinds(blocks, disinfection)).toEqual(expected);
  });

  it('says when the vehicle is ready again', () => {
    const conflicts = timelineConflicts([block('a', 0, 40, true), block('b', 50, 80)], 30);
    expect(conflicts.get('b')).toEqual([
      { kind: 'disinfection', afterBlockId: 'a', readyAt: 70 * MINUTE },
    ]);
  });
});
