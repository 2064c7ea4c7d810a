// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  byDay,
  calendarRange,
  calendarWeeks,
  firstIncompleteDay,
  stepAnchor,
} from './calendar-range';

describe('calendarWeeks', () => {
  it('starts every week on Monday', () => {
    // Sunday 22 November 2026 belongs to the week from Monday 16th.
    expect(calendarWeeks('week', '2026-11-22')).toEqual([
      [
        '2026-11-16',
        '2026-11-17',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
        '2026-11-21',
        '2026-11-22',
      ],
    ]);
  });

  it('covers a month with whole weeks', () => {
    const weeks = calendarWeeks('month', '2026-11-22');
    expect(weeks).toHaveLength(6); // 1 Nov 2026 is a Sunday, 30 Nov a Monday
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-06');
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(calendarWeeks('month', '2027-02-10')).toHaveLength(4);
  });

  it('is unaffected by the change to summer time', () => {
    expect(calendarRange('week', '2026-03-29')).toEqual({ from: '2026-03-23', to: '2026-03-29' });
  });
});

describe('stepping', () => {
  it('moves by a day, a week or a month, keeping the day inside short months', () => {
    expect(stepAnchor('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepAnchor('week', '2026-11-22', -1)).toBe('2026-11-15');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(stepAnchor('month', '2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('byDay', () => {
  it('groups by the day in Germany, soonest first, leaving out on-call returns', () => {
    const days = byDay([
      { id: 'b', pickupAt: '2026-11-23T09:00:00Z' },
      { id: 'a', pickupAt: '2026-11-22T23:30:00Z' }, // 00:30 on the 23rd in Germany
      { id: 'c', pickupAt: null },
    ]);
    expect([...days.keys()]).toEqual(['2026-11-23']);
    expect(days.get('2026-11-23')!.map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('firstIncompleteDay', () => {
  const at = (pickupAt: string | null) => ({ pickupAt });

  it('is none when the page holds every transport of the period', () => {
    expect(firstIncompleteDay({ data: [at('2026-11-23T08:00:00Z')], total_rows: 1 })).toBe(
      undefined,
    );
    expect(firstIncompleteDay({ data: [], total_rows: 0 })).toBe(undefined);
  });

  it('is the German day of the last transport on a cut page, late evening included', () => {
    const page = {
      data: [at('2026-11-23T08:00:00Z'), at(null), at('2026-11-24T23:30:00Z')],
      total_rows: 250,
    };
    // 23:30 UTC on the 24th is already the 25th in Germany.
    expect(firstIncompleteDay(page)).toBe('2026-11-25');
  });
});
