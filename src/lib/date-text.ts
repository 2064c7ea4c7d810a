/**
 * Free date text, read and written with dayjs (seed §5, §9): what people type or paste, and
 * relative times ("vor 5 Minuten"). Showing a date needs none of this: `lib/dates` (decision 116).
 */
import type { Language } from '@/contract/messages';
import { isCalendarDate, todayInGermany } from '@/contract/dates';
import { getDateLanguage, type DateValueInput } from './dates';
import dayjs, { type Dayjs } from './dayjs';

export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** The contract's `formatDayMonthYear` in dayjs's words, per language (decision 076). */
export function displayDateFormat(of: Language = getDateLanguage()): string {
  return of === 'de' ? 'DD.MM.YYYY' : 'DD/MM/YYYY';
}

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
  const parsed = parseDateText(input)?.locale(getDateLanguage());
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
  return parsed.isValid() ? parsed.locale(getDateLanguage()).from(now) : null;
}

/** Relative time of an instant ("vor 3 Stunden") in the active language, or ''. */
export function formatRelative(value: DateValueInput, now: Date = new Date()): string {
  if (value == null || value === '') return '';
  const moment = dayjs(value);
  return moment.isValid() ? moment.locale(getDateLanguage()).from(now) : '';
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
