/** Converts between the API's `YYYY-MM-DD` and the CalendarDate values of the date components. */
import { CalendarDate, parseDate, toCalendarDate } from '@internationalized/date';
import type { DateValue } from 'react-aria-components';
import { isCalendarDate } from '@/contract/dates';

export { CalendarDate };

/** `'2024-05-13'` → CalendarDate; null for missing or impossible dates (2024-02-30). */
export function calendarDateFromIso(value: string | null | undefined): CalendarDate | null {
  if (!value || !isCalendarDate(value)) return null;
  return parseDate(value);
}

/** CalendarDate (or any DateValue) → `'2024-05-13'`; null stays null. */
export function isoFromCalendarDate(value: DateValue | null | undefined): string | null {
  return value ? toCalendarDate(value).toString() : null;
}

export type CalendarDateRange = { start: CalendarDate; end: CalendarDate };

export function calendarRangeFromIso(
  range: { start: string; end: string } | null | undefined,
): CalendarDateRange | null {
  const start = calendarDateFromIso(range?.start);
  const end = calendarDateFromIso(range?.end);
  return start && end ? { start, end } : null;
}

export function isoFromCalendarRange(
  range: { start: DateValue; end: DateValue } | null | undefined,
): { start: string; end: string } | null {
  return range
    ? { start: toCalendarDate(range.start).toString(), end: toCalendarDate(range.end).toString() }
    : null;
}
