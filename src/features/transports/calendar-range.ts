/**
 * The days the planned-transport calendar shows (seed §9: weeks start on Monday): a day, the
 * Monday-to-Sunday week, or the whole weeks that cover a month. Pure calendar-date arithmetic on
 * `YYYY-MM-DD`, so summer time and the viewer's time zone never shift a day.
 */
import { addDays, todayInGermany } from '@/contract/dates';

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const parts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];
const utc = (isoDate: string) => {
  const [year, month, day] = parts(isoDate);
  return new Date(Date.UTC(year, month - 1, day));
};
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The same day of another month, kept inside that month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = parts(isoDate);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

/** Monday of the week holding `isoDate`. */
export function mondayOf(isoDate: string): string {
  const weekday = utc(isoDate).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** The weeks (rows of seven days, Monday first) the view shows around `anchor`. */
export function calendarWeeks(view: CalendarView, anchor: string): string[][] {
  if (view === 'day') return [[anchor]];
  const [year, month] = parts(anchor);
  const first =
    view === 'week' ? mondayOf(anchor) : mondayOf(`${year}-${String(month).padStart(2, '0')}-01`);
  const last =
    view === 'week'
      ? addDays(first, 6)
      : addDays(mondayOf(iso(new Date(Date.UTC(year, month, 0)))), 6);
  const weeks: string[][] = [];
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  }
  return weeks;
}

/** The first and last day the view shows: the list query's `from` and `to`. */
export function calendarRange(view: CalendarView, anchor: string): { from: string; to: string } {
  const weeks = calendarWeeks(view, anchor);
  return { from: weeks[0]![0]!, to: weeks.at(-1)!.at(-1)! };
}

/** The anchor one step back or ahead in the view. */
export function stepAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  if (view === 'day') return addDays(anchor, direction);
  if (view === 'week') return addDays(anchor, 7 * direction);
  return addMonths(anchor, direction);
}

/** The transports of each day, in pickup order, by the day it is in Germany. */
export function byDay<T extends { pickupAt: string | null }>(
  items: readonly T[],
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => (a.pickupAt ?? '').localeCompare(b.pickupAt ?? ''));
  for (const item of sorted) {
    if (!item.pickupAt) continue;
    const day = todayInGermany(new Date(item.pickupAt));
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}

/**
 * The first day whose transports the calendar holds only in part. The calendar asks for one page
 * in pickup order (at most 100): when the period holds more, the page ends inside the day of its
 * last transport, and that day and all after it may miss some — they must not read as empty or
 * complete. Undefined when the page holds the whole period.
 */
export function firstIncompleteDay(page: {
  data: readonly { pickupAt: string | null }[];
  total_rows: number;
}): string | undefined {
  if (page.total_rows <= page.data.length) return undefined;
  const last = page.data
    .map((item) => item.pickupAt)
    .filter((at): at is string => !!at)
    .sort()
    .at(-1);
  return last ? todayInGermany(new Date(last)) : undefined;
}
