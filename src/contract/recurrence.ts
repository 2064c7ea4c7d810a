/**
 * The dates of a series transport (issue 11): an RFC 5545 rule through `rrule`, in Germany's
 * local time, with the public holidays of the chosen Bundesland through `feiertagejs`
 * (decision 041). Pure and shared: the order form previews with it, the server stores the rule
 * text and creates the transports from it.
 *
 * rrule's own time zone support (`tzid`) shifts its results by the offset between the machine's
 * zone and the rule's; its documented way round is "floating" times: dates whose UTC fields are
 * read as the local wall clock. So the rule runs on floating dates and each occurrence's wall
 * clock (date + 07:15) is turned into an instant in Europe/Berlin afterwards — a series stays at
 * 07:15 across the change to and from summer time.
 */
import { CalendarDateTime, toZoned } from '@internationalized/date';
import { getHolidays } from 'feiertagejs';
import * as rruleModule from 'rrule';

// rrule ships CommonJS for Node (no named exports there) and ES modules for the bundler.
const { RRule } =
  (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The German states as feiertagejs names them; holidays differ between them. */
export const STATES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
export type GermanState = (typeof STATES)[number];

/** At most this many dates per series (a year of every weekday and then some). */
export const MAX_OCCURRENCES = 300;

export type Recurrence = {
  /** The first possible date (YYYY-MM-DD); also the anchor the week interval counts from. */
  startDate: string;
  weekdays: Weekday[];
  /** Every week (1), every other week (2), every three weeks (3) … */
  intervalWeeks: number;
  /** The last possible date, or … */
  until?: string | null;
  /** … the number of dates (before skipping). */
  count?: number | null;
  /** Pickup time of day in Germany, `HH:MM`. */
  pickupTime: string;
  state: GermanState;
  skipHolidays: boolean;
  /** Single dates left out by hand. */
  skipDates: string[];
};

export type Occurrence = {
  date: string;
  /** The pickup as an instant (ISO 8601, UTC). */
  pickupAt: string;
  /** The public holiday on this date in the series' state, in both languages. */
  holiday: { de: string; en: string } | null;
  /** Left out: a holiday while holidays are skipped, or a date skipped by hand. */
  skipped: boolean;
};

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const clock = (time: string) => time.split(':').map(Number) as [number, number];
const pad = (value: number) => String(value).padStart(2, '0');

/** The floating date-time rrule works with: UTC fields = Germany's wall clock. */
function floating(date: string, time = '00:00'): Date {
  const [year, month, day] = parts(date);
  const [hour, minute] = clock(time);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

const dateOf = (value: Date) =>
  `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;

/** The instant of `time` on `date` in Germany; a time in the spring-forward gap moves on. */
export function berlinInstant(date: string, time: string): string {
  const [year, month, day] = parts(date);
  const [hour, minute] = clock(time);
  const local = new CalendarDateTime(year, month, day, hour, minute);
  return toZoned(local, 'Europe/Berlin', 'compatible').toDate().toISOString();
}

function ruleOptions(recurrence: Recurrence) {
  return {
    freq: RRule.WEEKLY,
    interval: recurrence.intervalWeeks,
    byweekday: recurrence.weekdays.map((day) => WEEKDAYS.indexOf(day)),
    wkst: RRule.MO,
    dtstart: floating(recurrence.startDate, recurrence.pickupTime),
    ...(recurrence.count ? { count: recurrence.count } : {}),
    ...(recurrence.until ? { until: floating(recurrence.until, '23:59') } : {}),
  };
}

/**
 * The rule as RFC 5545 text with its zone: `DTSTART;TZID=Europe/Berlin:…` and the `RRULE` line.
 * (rrule prints UNTIL as the local wall clock here; it reads it back the same way.)
 */
export function ruleText(recurrence: Recurrence): string {
  return new RRule({ ...ruleOptions(recurrence), tzid: 'Europe/Berlin' }).toString();
}

type HolidayNames = Map<string, { de: string; en: string }>;

/** The public holidays of `state` in the years from `first` to `last` (YYYY-MM-DD). */
export function holidaysOf(state: GermanState, first: string, last: string): HolidayNames {
  const names: HolidayNames = new Map();
  for (let year = parts(first)[0]; year <= parts(last)[0]; year += 1) {
    for (const holiday of getHolidays(year, state)) {
      names.set(holiday.dateString, {
        de: holiday.translate('de') ?? holiday.name,
        en: holiday.translate('en') ?? holiday.name,
      });
    }
  }
  return names;
}

/**
 * Every date of the rule (at most MAX_OCCURRENCES + 1, so a caller can tell "too many"), each
 * with its instant, its holiday and whether it is left out.
 */
export function occurrences(recurrence: Recurrence): Occurrence[] {
  const dates = new RRule(ruleOptions(recurrence))
    .all((_, index) => index <= MAX_OCCURRENCES)
    .map(dateOf);
  if (dates.length === 0) return [];
  const holidays = holidaysOf(recurrence.state, dates[0]!, dates[dates.length - 1]!);
  const skipped = new Set(recurrence.skipDates);
  return dates.map((date) => {
    const holiday = holidays.get(date) ?? null;
    return {
      date,
      pickupAt: berlinInstant(date, recurrence.pickupTime),
      holiday,
      skipped: skipped.has(date) || (holiday !== null && recurrence.skipHolidays),
    };
  });
}

/** The dates the series runs on (not skipped) from `from` to `to`, both inclusive. */
export function datesBetween(recurrence: Recurrence, from: string, to: string): Occurrence[] {
  return occurrences(recurrence).filter(
    (item) => !item.skipped && item.date >= from && item.date <= to,
  );
}

/** The weekday of a date, as the rule names it. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(floating(date).getUTCDay() + 6) % 7]!;
}
