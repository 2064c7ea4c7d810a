/**
 * Dates as the screens show them (seed §5, §9): day/month/year everywhere, German by default,
 * weeks start on Monday, times shown in Germany's time zone. The API speaks `YYYY-MM-DD` for
 * calendar dates and ISO 8601 instants for times.
 *
 * Free of any date library: `Intl` and the contract's calendar arithmetic do what showing a date
 * needs, so "Heute" and the lists start without dayjs (decision 116). Reading and writing free
 * date text (typed formats, relative times) is `lib/date-text`.
 */
import type { Language } from '@/contract/messages';
import {
  addDays,
  formatDayMonthYear,
  formatDayMonthYearTime,
  formatGermanDateTime,
  isCalendarDate,
  todayInGermany,
} from '@/contract/dates';
import { i18n } from './i18n';
import { QUICK_RANGE_OPTIONS, type QuickRangeOption } from './quick-range-options';

export const APP_TIME_ZONE = 'Europe/Berlin';
/** ISO weekday of the first day of a week: Monday (seed §9). */
export const WEEK_STARTS_ON = 1;

let language: Language = 'de';

/** Switches the language dates are written in; German is the default (seed §9). */
export function setDateLanguage(next: Language): void {
  language = next;
}

export function getDateLanguage(): Language {
  return language;
}

// Dates speak the UI's language. Following it here, rather than being told by lib/language, keeps
// the date helpers out of the screens that show no dates (decision 021).
const followUiLanguage = () => setDateLanguage(i18n.locale === 'en' ? 'en' : 'de');
if (i18n.locale) followUiLanguage();
i18n.on('change', followUiLanguage);

export type DateValueInput = string | Date | null | undefined;

/** A day as the API writes it (`2024-03-31`): a calendar date, never shifted by a time zone. */
const API_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant a value names, or null. Text without a zone is the device's local time, as
 * `new Date` reads ISO 8601 (and dayjs did before, decision 116).
 */
function instantOf(value: string | Date): Date | null {
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

// Built once: an Intl formatter is costly to make and lists ask for one per row.
const germanClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `HH:mm` of an instant in Germany. */
const germanTime = (at: Date) => {
  const parts = Object.fromEntries(germanClock.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}`;
};

// Screens write dates with the contract's formatter, the one the server's notifications, the
// CSV and the PDF use too: one place decides order and separator, in the UI's language.

/** `28.11.2026` (German) or `28/11/2026` (English), or '' for a missing or invalid value. */
export function formatDate(value: DateValueInput): string {
  if (value == null || value === '') return '';
  // A day the month does not have (a form holding a typed 31/02, decision 053) is no date.
  if (typeof value === 'string' && API_DAY.test(value)) {
    return isCalendarDate(value) ? formatDayMonthYear(value, language) : '';
  }
  const at = instantOf(value);
  return at ? formatDayMonthYear(todayInGermany(at), language) : '';
}

/** `28.11.2026 14:30` / `28/11/2026 14:30` in Germany's time zone, or '' when missing or invalid. */
export function formatDateTime(value: DateValueInput): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && API_DAY.test(value)) {
    return isCalendarDate(value) ? formatDayMonthYearTime(value, '00:00', language) : '';
  }
  const at = instantOf(value);
  return at ? formatGermanDateTime(at, language) : '';
}

/** `HH:mm` in Germany's time zone, or '' for a missing or invalid value. */
export function formatTime(value: DateValueInput): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && API_DAY.test(value)) {
    return isCalendarDate(value) ? '00:00' : '';
  }
  const at = instantOf(value);
  return at ? germanTime(at) : '';
}

// Germany's offset from UTC at an instant, in minutes (+60 in winter, +120 in summer).
const germanWallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
function germanOffset(timestamp: number): number {
  const parts = Object.fromEntries(
    germanWallClock.formatToParts(new Date(timestamp)).map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  );
  return (wall - (timestamp - (timestamp % 1000))) / 60_000;
}

/**
 * The instant (ISO 8601, UTC) of a wall-clock date and time in Germany; null when invalid. A time
 * the clocks skip in spring or pass twice in autumn resolves as dayjs's time zone plugin did
 * (from today's offset, corrected once or twice), so the times queued and shown stay the same.
 */
export function germanTimeToIso(date: string, time: string): string | null {
  if (!isCalendarDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, 0, 0);
  const local = wall.getTime();
  const before = germanOffset(Date.now());
  let guess = local - before * 60_000;
  const first = germanOffset(guess);
  if (first === before) return new Date(guess).toISOString();
  guess -= (first - before) * 60_000;
  const second = germanOffset(guess);
  if (first === second) return new Date(guess).toISOString();
  return new Date(local - Math.min(first, second) * 60_000).toISOString();
}

export { QUICK_RANGE_OPTIONS, type QuickRangeOption };

/** An inclusive range of calendar dates, both `YYYY-MM-DD`. */
export type IsoDateRange = { start: string; end: string };

/** The first and last day of the month `months` away from the one `isoDate` lies in. */
function monthOf(isoDate: string, months = 0): IsoDateRange {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const first = new Date(0);
  first.setUTCFullYear(year, month - 1 + months, 1);
  const start = first.toISOString().slice(0, 10);
  const last = new Date(0);
  last.setUTCFullYear(year, month + months, 0);
  return { start, end: last.toISOString().slice(0, 10) };
}

/**
 * The date-range quick options (seed §9) for the day it is in Germany at `now`. "Next 7 days"
 * and "last 7 days" are seven days including today.
 */
export function quickRange(option: QuickRangeOption, now: Date = new Date()): IsoDateRange {
  const today = todayInGermany(now);
  const day = (days: number) => addDays(today, days);
  switch (option) {
    case 'today':
      return { start: today, end: today };
    case 'tomorrow':
      return { start: day(1), end: day(1) };
    case 'yesterday':
      return { start: day(-1), end: day(-1) };
    case 'next7Days':
      return { start: today, end: day(6) };
    case 'last7Days':
      return { start: day(-6), end: today };
    case 'thisMonth':
      return monthOf(today);
    case 'lastMonth':
      return monthOf(today, -1);
    case 'thisYear':
      return { start: `${today.slice(0, 4)}-01-01`, end: `${today.slice(0, 4)}-12-31` };
  }
}

/** Monday to Sunday of the week that holds `isoDate` (seed §9: weeks start on Monday). */
export function weekRange(isoDate: string): IsoDateRange {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const monday = addDays(isoDate, -((date.getUTCDay() + 7 - WEEK_STARTS_ON) % 7));
  return { start: monday, end: addDays(monday, 6) };
}
