/**
 * A whole date pasted into a date field's segments (issue 27): "28.11.2026", "28/11/2026",
 * "2026-11-28", with a time "28.11.2026 14:30". It reads what the spec's parser reads
 * (`lib/date-text.ts`, seed §5: day first with `.`, `/` or `-`, year first with `-` or `/`, one or
 * two digits for day and month, an optional `H:mm` or `H:mm:ss`, or `YYYY-MM-DDTHH:mm`), strictly:
 * a day the month does not have, or 25:00, is no date. Written without dayjs, so that every form
 * with a date field does not load it (decision 116); `pasted-date.test.ts` holds the two parsers
 * to the same answers.
 */
import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import type { DateFieldState } from 'react-aria-components';

export type PastedDate = {
  year: number;
  month: number;
  day: number;
  /** Present when the text had a time. */
  time?: { hour: number; minute: number };
};

const TIME = String.raw`(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?`;
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})([./-])(\d{1,2})\2(\d{4})${TIME}$`);
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})([/-])(\d{1,2})\2(\d{1,2})${TIME}$`);
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function checked(
  year: number,
  month: number,
  day: number,
  time: [string | undefined, string | undefined, string | undefined],
): PastedDate | null {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  const [hourText, minuteText, secondText] = time;
  if (hourText === undefined) return { year, month, day };
  const [hour, minute, second] = [hourText, minuteText, secondText ?? '0'].map(Number);
  if (hour! > 23 || minute! > 59 || second! > 59) return null;
  return { year, month, day, time: { hour: hour!, minute: minute! } };
}

/** The date (and time) in pasted text, or null when it is none the spec's parser accepts. */
export function parsePastedDate(input: string): PastedDate | null {
  const text = input.trim();
  let match = DAY_FIRST.exec(text);
  if (match) {
    const [, day, , month, year, ...time] = match;
    return checked(Number(year), Number(month), Number(day), [time[0], time[1], time[2]]);
  }
  match = YEAR_FIRST.exec(text);
  if (match) {
    const [, year, , month, day, ...time] = match;
    return checked(Number(year), Number(month), Number(day), [time[0], time[1], time[2]]);
  }
  match = ISO_LOCAL.exec(text);
  if (match) {
    const [, year, month, day, hour, minute, second] = match;
    return checked(Number(year), Number(month), Number(day), [hour, minute, second]);
  }
  return null;
}

/** Fills a field's segments with the pasted date; text that is no date changes nothing. */
export function pasteDate(state: DateFieldState, text: string): void {
  const pasted = parsePastedDate(text);
  if (!pasted) return;
  const { year, month, day, time } = pasted;
  const withTime = state.granularity !== 'day';
  const current = state.value;
  if (current) {
    state.setValue(
      current.set(withTime && time ? { year, month, day, ...time } : { year, month, day }),
    );
  } else if (!withTime) {
    state.setValue(new CalendarDate(year, month, day));
  } else if (time) {
    state.setValue(new CalendarDateTime(year, month, day, time.hour, time.minute));
  } else {
    // A date without its time: the day's segments are filled, the time's stay to be typed.
    state.setSegment('year', year);
    state.setSegment('month', month);
    state.setSegment('day', day);
  }
}
