/**
 * Date helpers for display and input (seed §5, §9): day/month/year everywhere, German by default,
 * weeks start on Monday, times shown in Germany's time zone. The API speaks `YYYY-MM-DD` for
 * calendar dates and ISO 8601 instants for times.
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import type { Language } from '@/contract/messages';
import {
  formatDayMonthYear,
  formatDayMonthYearTime,
  isCalendarDate,
  todayInGermany,
} from '@/contract/dates';
import { i18n } from './i18n';
import { QUICK_RANGE_OPTIONS, type QuickRangeOption } from './quick-range-options';

dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);
dayjs.extend(utc);
dayjs.extend(timezone);

export const APP_TIME_ZONE = 'Europe/Berlin';
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** The contract's `formatDayMonthYear` in dayjs's words, per language (decision 076). */
export function displayDateFormat(of: Language = language): string {
  return of === 'de' ? 'DD.MM.YYYY' : 'DD/MM/YYYY';
}
/** ISO weekday of the first day of a week: Monday (seed §9). */
export const WEEK_STARTS_ON = 1;

let language: Language = 'de';

/** Switches the language of relative times and month names; German is the default (seed §9). */
export function setDateLanguage(next: Language): void {
  language = next;
  dayjs.locale(next);
}

export function getDateLanguage(): Language {
  return language;
}

// Dates speak the UI's language. Following it here, rather than being told by lib/language, keeps
// dayjs out of the screens that show no dates (decision 021).
const followUiLanguage = () => setDateLanguage(i18n.locale === 'en' ? 'en' : 'de');
if (i18n.locale) followUiLanguage();
i18n.on('change', followUiLanguage);

// The text formats people type or paste: day first with `/`, `-` or `.`, or year first with `-`
// or `/`; one or two digits for day and month; optionally followed by a time.
const DAY_FIRST = ['/', '-', '.'].flatMap((sep) =>
  ['D', 'DD'].flatMap((d) => ['M', 'MM'].map((m) => `${d}${sep}${m}${sep}YYYY`)),
);
const YEAR_FIRST = ['-', '/'].flatMap((sep) =>
  ['M', 'MM'].flatMap((m) => ['D', 'DD'].map((d) => `YYYY${sep}${m}${sep}${d}`)),
);
const TIMES = ['', ' H:mm', ' HH:mm', ' H:mm:ss', ' HH:mm:ss'];
const TEXT_FORMATS = [
  ...[...DAY_FIRST, ...YEAR_FIRST].flatMap((date) => TIMES.map((time) => date + time)),
  'YYYY-MM-DDTHH:mm',
  'YYYY-MM-DDTHH:mm:ss',
];

/**
 * Reads a typed date (see TEXT_FORMATS) or a Date strictly: 31/02/2024 or 25:00 are not dates.
 * Anything else (numbers, objects, empty text) is null.
 */
export function parseDateText(input: unknown): Dayjs | null {
  if (input instanceof Date) {
    return Number.isNaN(input.getTime()) ? null : dayjs(input);
  }
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!text) return null;
  const parsed = dayjs(text, TEXT_FORMATS, true);
  return parsed.isValid() ? parsed : null;
}

/**
 * Formats typed date text or a Date, by default as the language writes a day and a time
 * (`28.11.2026 14:30`, `28/11/2026 14:30`); null when invalid (seed §5).
 */
export function formatDateText(input: unknown, format?: string): string | null {
  const parsed = parseDateText(input)?.locale(language);
  return parsed?.format(format ?? `${displayDateFormat()} HH:mm`) ?? null;
}

/** "vor 5 Minuten" / "5 minutes ago" for a time written in `format` (seed §9); null when invalid. */
export function relativeTimeFromText(
  text: string,
  format = 'YYYY-MM-DD HH:mm:ss',
  now: Date = new Date(),
): string | null {
  if (typeof text !== 'string') return null;
  const parsed = dayjs(text, format, true);
  return parsed.isValid() ? parsed.locale(language).from(now) : null;
}

export type DateValueInput = string | Date | null | undefined;

/**
 * A calendar date stays the day it names (`2024-03-31` is never shifted by a time zone); an
 * instant (ISO 8601 with time, or a Date) is shown as the time in Germany.
 */
function toDisplayMoment(value: DateValueInput): Dayjs | null {
  if (value == null || value === '') return null;
  // A day as the API writes it; one the month does not have (a form holding a typed 31/02,
  // decision 053) is no date — dayjs would roll it into the next month.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return isCalendarDate(value) ? dayjs(value, API_DATE_FORMAT, true) : null;
  }
  const moment = dayjs(value);
  return moment.isValid() ? moment.tz(APP_TIME_ZONE) : null;
}

// Screens write dates with the contract's formatter, the one the server's notifications, the
// CSV and the PDF use too: one place decides order and separator, in the UI's language.

/** `28.11.2026` (German) or `28/11/2026` (English), or '' for a missing or invalid value. */
export function formatDate(value: DateValueInput): string {
  const moment = toDisplayMoment(value);
  return moment ? formatDayMonthYear(moment.format(API_DATE_FORMAT), language) : '';
}

/** `28.11.2026 14:30` / `28/11/2026 14:30` in Germany's time zone, or '' when missing or invalid. */
export function formatDateTime(value: DateValueInput): string {
  const moment = toDisplayMoment(value);
  return moment
    ? formatDayMonthYearTime(moment.format(API_DATE_FORMAT), moment.format('HH:mm'), language)
    : '';
}

/** `HH:mm` in Germany's time zone, or '' for a missing or invalid value. */
export function formatTime(value: DateValueInput): string {
  return toDisplayMoment(value)?.format('HH:mm') ?? '';
}

/** Relative time of an instant ("vor 3 Stunden") in the active language, or ''. */
export function formatRelative(value: DateValueInput, now: Date = new Date()): string {
  if (value == null || value === '') return '';
  const moment = dayjs(value);
  return moment.isValid() ? moment.locale(language).from(now) : '';
}

/**
 * The `YYYY-MM-DD` the API expects. Text is read like `parseDateText`; a Date is the day it is in
 * Germany at that moment. Null when invalid.
 */
export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : todayInGermany(value);
  }
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  return parseDateText(value)?.format(API_DATE_FORMAT) ?? null;
}

/** The instant (ISO 8601, UTC) of a wall-clock date and time in Germany; null when invalid. */
export function germanTimeToIso(date: string, time: string): string | null {
  if (!isCalendarDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', APP_TIME_ZONE).toISOString();
}

export { QUICK_RANGE_OPTIONS, type QuickRangeOption };

/** An inclusive range of calendar dates, both `YYYY-MM-DD`. */
export type IsoDateRange = { start: string; end: string };

/**
 * The date-range quick options (seed §9) for the day it is in Germany at `now`. "Next 7 days"
 * and "last 7 days" are seven days including today.
 */
export function quickRange(option: QuickRangeOption, now: Date = new Date()): IsoDateRange {
  const today = dayjs(todayInGermany(now), API_DATE_FORMAT, true);
  const range = (start: Dayjs, end: Dayjs): IsoDateRange => ({
    start: start.format(API_DATE_FORMAT),
    end: end.format(API_DATE_FORMAT),
  });
  switch (option) {
    case 'today':
      return range(today, today);
    case 'tomorrow':
      return range(today.add(1, 'day'), today.add(1, 'day'));
    case 'yesterday':
      return range(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'next7Days':
      return range(today, today.add(6, 'day'));
    case 'last7Days':
      return range(today.subtract(6, 'day'), today);
    case 'thisMonth':
      return range(today.startOf('month'), today.endOf('month'));
    case 'lastMonth': {
      const lastMonth = today.subtract(1, 'month');
      return range(lastMonth.startOf('month'), lastMonth.endOf('month'));
    }
    case 'thisYear':
      return range(today.startOf('year'), today.endOf('year'));
  }
}

/** Monday to Sunday of the week that holds `isoDate` (seed §9: weeks start on Monday). */
export function weekRange(isoDate: string): IsoDateRange {
  const day = dayjs(isoDate, API_DATE_FORMAT, true);
  const monday = day.subtract((day.day() + 7 - WEEK_STARTS_ON) % 7, 'day');
  return {
    start: monday.format(API_DATE_FORMAT),
    end: monday.add(6, 'day').format(API_DATE_FORMAT),
  };
}
