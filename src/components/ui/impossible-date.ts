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
  /** As the field showed it: `31.02.1950` (`31/02/1950` in English), with ` 08:30` for a date with time. */
  text: string;
  /** In the form's own shape: `1950-02-31`, or `1950-02-31T08:30` — no real date, so every check refuses it. */
  iso: string;
  /** The days the typed month really has. */
  daysInMonth: number;
  /** The typed segments, to show them again after react-aria reset the field. */
  segments: { type: DateSegmentType; value: number }[];
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

type ShownSegment = Pick<DateSegment, 'type' | 'isEditable' | 'isPlaceholder' | 'value'>;

/** The typed date if every date segment is filled and the day is past the month's end; else null. */
export function impossibleDate(
  segments: readonly ShownSegment[],
  separator: '.' | '/' = '.',
): ImpossibleDate | null {
  const typed = new Map<DateSegmentType, number>();
  for (const segment of segments) {
    const { value } = segment;
    if (segment.isEditable && !segment.isPlaceholder && value != null && Number.isFinite(value)) {
      typed.set(segment.type, value);
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
  const date = [pad(day), pad(month), pad(year, 4)].join(separator);
  return {
    text: time ? `${date} ${time}` : date,
    iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}${time ? `T${time}` : ''}`,
    daysInMonth,
    segments: [...typed].map(([type, value]) => ({ type, value })),
  };
}

/** A digit typed into a segment that the page does not show yet (see impossibleDateShownIn). */
export type PendingDigit = { type: string; data: string };

/**
 * The same, read off the segments rendered under `element` (react-aria's DateSegment marks each
 * with `data-type`). Inside a DatePicker the field's state is react-aria's own, so the rendered
 * digits are what there is to read; they are what the user sees, also where a phone's screen
 * reader gets no `aria-valuenow`.
 *
 * `pending`: the year's fourth digit moves focus on to a range's end before the page shows it,
 * so focus leaves with the start showing 202; react-aria itself then makes 28/02/0202 of a typed
 * 31/02/2026. The digit is added as react-aria adds it: appended, or alone past the segment's
 * maximum.
 */
export function impossibleDateShownIn(
  element: Element,
  pending: PendingDigit | null = null,
  separator: '.' | '/' = '.',
): ImpossibleDate | null {
  const segments = [...element.querySelectorAll<HTMLElement>('[data-type]')].map((segment) => {
    const type = segment.dataset.type as DateSegmentType;
    const isPlaceholder = segment.hasAttribute('data-placeholder');
    let value = Number(segment.textContent);
    if (pending?.type === type) {
      const appended = Number(`${isPlaceholder ? '' : segment.textContent}${pending.data}`);
      const max = Number(segment.getAttribute('aria-valuemax') || Number.POSITIVE_INFINITY);
      value = appended <= max ? appended : Number(pending.data);
    }
    return {
      type,
      isEditable: type !== 'literal',
      isPlaceholder: isPlaceholder && pending?.type !== type,
      value,
    };
  });
  return impossibleDate(segments, separator);
}
