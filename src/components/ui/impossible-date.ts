/**
 * A date typed that does not exist (31/02/1950). react-aria's DateField shows it while the field
 * has focus and, when focus leaves, quietly turns it into the month's last day (28/02/1950) — a
 * birth date or a pickup time the user never typed. The kit's DateField catches that moment
 * (see date-field.tsx) with what is here.
 */
import { CalendarDate } from '@internationalized/date';
import type { DateFieldState } from 'react-aria-components';

type DateSegment = DateFieldState['segments'][number];
type DateSegmentType = DateSegment['type'];

export type ImpossibleDate = {
  /** As the field showed it: `31/02/1950`, with ` 08:30` for a date with time. */
  text: string;
  /** In the form's own shape: `1950-02-31`, or `1950-02-31T08:30` — no real date, so every check refuses it. */
  iso: string;
  /** The days the typed month really has. */
  daysInMonth: number;
  /** The typed segments, to show them again after react-aria reset the field. */
  segments: { type: DateSegmentType; value: number }[];
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The typed date if every date segment is filled and the day is past the month's end; else null. */
export function impossibleDate(segments: readonly DateSegment[]): ImpossibleDate | null {
  const typed = new Map<DateSegmentType, number>();
  for (const segment of segments) {
    if (segment.isEditable && !segment.isPlaceholder && segment.value != null) {
      typed.set(segment.type, segment.value);
    }
  }
  const [year, month, day] = [typed.get('year'), typed.get('month'), typed.get('day')];
  if (year === undefined || month === undefined || day === undefined) return null;
  const first = new CalendarDate(year, month, 1);
  const daysInMonth = first.calendar.getDaysInMonth(first);
  if (day <= daysInMonth) return null;
  const hour = typed.get('hour');
  const minute = typed.get('minute');
  const time = hour !== undefined && minute !== undefined ? `${pad(hour)}:${pad(minute)}` : '';
  const date = `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
  return {
    text: time ? `${date} ${time}` : date,
    iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}${time ? `T${time}` : ''}`,
    daysInMonth,
    segments: [...typed].map(([type, value]) => ({ type, value })),
  };
}
