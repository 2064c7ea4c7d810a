/**
 * The scorecard's numbers as people read them in each language: "87 %" and "17,5 Min." in
 * German, "87%" and "17.5 min" in English; acceptance times in minutes, hours or days as their
 * size suits; weeks as "KW 10" / "Wk 10" (ISO weeks, Monday first). No value is the empty mark.
 */
import type { Language } from '@/contract/messages';
import { EMPTY_MARK } from '@/components/ui/empty-mark';

const localeOf = (language: Language) => (language === 'en' ? 'en-GB' : 'de-DE');

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whole numbers with the language's grouping: "1.234" / "1,234". */
export const formatCount = (value: number, language: Language) =>
  numberFormat(language, { maximumFractionDigits: 0 }).format(value);

/** A number with at most one decimal: "17,5" / "17.5". */
export const formatDecimal = (value: number, language: Language) =>
  numberFormat(language, { maximumFractionDigits: 1 }).format(value);

/** A share 0–1 as whole percent: "87 %" / "87%"; none is the empty mark. */
export const formatRate = (rate: number | null, language: Language) =>
  rate === null
    ? EMPTY_MARK
    : numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);

const UNITS = {
  de: { minutes: 'Min.', hours: 'Std.', days: 'Tage', day: 'Tag' },
  en: { minutes: 'min', hours: 'h', days: 'days', day: 'day' },
} as const;

/** Minutes late: "17,5 Min." / "17.5 min". */
export function formatMinutes(minutes: number | null, language: Language): string {
  if (minutes === null) return EMPTY_MARK;
  return `${formatDecimal(minutes, language)} ${UNITS[language].minutes}`;
}

/** A waiting time: minutes below an hour, hours below two days, else days (one decimal). */
export function formatDuration(minutes: number | null, language: Language): string {
  if (minutes === null) return EMPTY_MARK;
  const units = UNITS[language];
  if (minutes < 60) return formatMinutes(minutes, language);
  if (minutes < 48 * 60) return `${formatDecimal(minutes / 60, language)} ${units.hours}`;
  const days = minutes / (24 * 60);
  return `${formatDecimal(days, language)} ${days === 1 ? units.day : units.days}`;
}

/** The ISO 8601 week number of a `YYYY-MM-DD` day. */
export function isoWeek(day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  // The Thursday of the same week decides the week's year.
  const thursday = new Date(date);
  thursday.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() + 3 - ((firstThursday.getUTCDay() + 6) % 7));
  return 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
}

/** "KW 10" / "Wk 10" for the week starting on `monday`. */
export const formatWeek = (monday: string, language: Language) =>
  `${language === 'en' ? 'Wk' : 'KW'} ${isoWeek(monday)}`;
