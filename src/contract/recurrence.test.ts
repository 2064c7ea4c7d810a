import { describe, expect, it } from 'vitest';
import {
  berlinInstant,
  datesBetween,
  occurrences,
  ruleText,
  weekdayOf,
  type Recurrence,
} from './recurrence';

const daily = (startDate: string, overrides: Partial<Recurrence> = {}): Recurrence => ({
  startDate,
  weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
  intervalWeeks: 1,
  count: 3,
  pickupTime: '07:15',
  state: 'BE',
  skipHolidays: false,
  skipDates: [],
  ...overrides,
});

describe('recurrence in Germany', () => {
  it('stays at 07:15 across the change to summer time (2027-03-28)', () => {
    expect(occurrences(daily('2027-03-27')).map((item) => item.pickupAt)).toEqual([
      '2027-03-27T06:15:00.000Z',
      '2027-03-28T05:15:00.000Z',
      '2027-03-29T05:15:00.000Z',
    ]);
  });

  it('stays at 07:15 across the change back to winter time (2026-10-25)', () => {
    expect(occurrences(daily('2026-10-24')).map((item) => item.pickupAt)).toEqual([
      '2026-10-24T05:15:00.000Z',
      '2026-10-25T06:15:00.000Z',
      '2026-10-26T06:15:00.000Z',
    ]);
  });

  it('moves a time in the spring-forward gap on, and takes the first of a doubled hour', () => {
    expect(berlinInstant('2027-03-28', '02:30')).toBe('2027-03-28T01:30:00.000Z');
    expect(berlinInstant('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('runs Mo/Mi/Fr for a number of dates, or until a date', () => {
    const monWedFri = daily('2026-11-30', { weekdays: ['MO', 'WE', 'FR'], count: 4 });
    expect(occurrences(monWedFri).map((item) => item.date)).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
    ]);
    const until = { ...monWedFri, count: null, until: '2026-12-04' };
    expect(occurrences(until).map((item) => item.date)).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
    ]);
  });

  it('runs every three weeks from the start date', () => {
    const rule = daily('2026-12-01', { weekdays: ['TU'], intervalWeeks: 3, count: 3 });
    expect(occurrences(rule).map((item) => item.date)).toEqual([
      '2026-12-01',
      '2026-12-22',
      '2027-01-12',
    ]);
  });

  it('names the holidays of the state and skips them when asked', () => {
    const rule = daily('2026-12-24', { count: 3, state: 'BE' });
    const shown = occurrences(rule);
    expect(shown.map((item) => [item.date, item.holiday?.de ?? null, item.skipped])).toEqual([
      ['2026-12-24', null, false],
      ['2026-12-25', '1. Weihnachtstag', false],
      ['2026-12-26', '2. Weihnachtstag', false],
    ]);
    const skipping = occurrences({ ...rule, skipHolidays: true });
    expect(skipping.filter((item) => !item.skipped).map((item) => item.date)).toEqual([
      '2026-12-24',
    ]);
    expect(skipping[1]!.holiday?.en).toBe('Christmas Day');
  });

  it('knows that holidays differ by state (Epiphany in Bavaria, not in Berlin)', () => {
    const epiphany = (state: Recurrence['state']) =>
      occurrences(daily('2027-01-06', { count: 1, state }))[0]!.holiday;
    expect(epiphany('BY')).not.toBeNull();
    expect(epiphany('BE')).toBeNull();
  });

  it('leaves out dates skipped by hand and picks dates between two days', () => {
    const rule = daily('2026-12-01', { count: 5, skipDates: ['2026-12-03'] });
    expect(datesBetween(rule, '2026-12-02', '2026-12-05').map((item) => item.date)).toEqual([
      '2026-12-02',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('writes the rule as RFC 5545 text in Europe/Berlin', () => {
    const text = ruleText(daily('2026-11-30', { weekdays: ['MO', 'WE', 'FR'], count: 12 }));
    expect(text).toBe(
      'DTSTART;TZID=Europe/Berlin:20261130T071500\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR;WKST=MO;COUNT=12',
    );
  });

  it('names weekdays', () => {
    expect(weekdayOf('2027-03-28')).toBe('SU');
  });
});
