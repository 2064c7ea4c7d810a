/** Calendar-date checks the contract needs on both sides, free of any date library. */
import type { Language } from './messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a `YYYY-MM-DD` string naming a real day (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * `isoDate` (`YYYY-MM-DD`) moved by `days` calendar days: plain calendar arithmetic on UTC fields,
 * so summer time and the reader's time zone never shift a day. The one definition for the app,
 * the worker and the server (series horizons, calendar weeks, crew shifts, invoice due dates).
 */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The days the product's filters and plans may name: real dates of the years 1800 to 2999.
 * PostgreSQL knows no year 0 (`0000-01-01` was a 500), and a day's end in Germany must stay a
 * four-digit year; no transport, series or invoice lies outside these years.
 */
export const isStorableDate = (value: string) =>
  isCalendarDate(value) && value >= '1800-01-01' && value <= '2999-12-31';

/** Today's date in Germany as `YYYY-MM-DD`: the product's users and their calendars live there. */
export function todayInGermany(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * How the product writes a day, wherever it shows one — screens, notifications, e-mails, CSV,
 * PDF: day, month, year (seed §9 gives the order), in German with dots as DIN 5008 writes it
 * (`28.11.2026`), in English with slashes (`28/11/2026`); decision 076. The one place that decides
 * order and separator; `YYYY-MM-DD` in, so no time zone can shift it.
 */
export function formatDayMonthYear(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-');
  const separator = language === 'de' ? '.' : '/';
  return [day, month, year].join(separator);
}

/** A day and a wall-clock time (`HH:mm`, DIN 5008's `14:30` in both languages). */
export function formatDayMonthYearTime(isoDate: string, time: string, language: Language): string {
  return `${formatDayMonthYear(isoDate, language)} ${time}`;
}

// Built once: an Intl formatter is costly to make and this one is asked for every notification.
const germanWallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a clock in Germany shows it (`28.11.2026 14:30`), whatever the machine's zone. */
export function formatGermanDateTime(at: Date, language: Language): string {
  const parts = Object.fromEntries(
    germanWallClock.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return formatDayMonthYearTime(
    `${parts.year}-${parts.month}-${parts.day}`,
    `${parts.hour}:${parts.minute}`,
    language,
  );
}

/** Only the clock in Germany (`14:30`, both languages): a time within the day already named. */
export function formatGermanTime(at: Date): string {
  return formatGermanDateTime(at, 'de').slice(-5);
}
