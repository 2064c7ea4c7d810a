/**
 * The UI kit's dates bound to TanStack Form (see bound-field.ts), loaded when a form first shows
 * one (lazy-date-fields.tsx). The form holds text in
 * the API's shape; an impossible date typed (31/02) is held as typed (`1950-02-31`), so the
 * form's checks refuse it and nothing is saved that the user did not type.
 */
import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import type { ComponentProps } from 'react';
import { calendarDateFromIso, isoFromCalendarDate } from '@/components/ui/calendar-date';
import { DateField as KitDateField } from '@/components/ui/date-field';
import { DatePicker as KitDatePicker } from '@/components/ui/date-picker';
import { useBoundField, type Bound } from './bound-field';

type DateFieldProps = Bound<ComponentProps<typeof KitDateField>>;

/** A date; the form holds `YYYY-MM-DD` (or '' while incomplete). */
export function DateField(props: Omit<DateFieldProps, 'onImpossibleDate'>) {
  const { field, change, ...bound } = useBoundField<string>();
  return (
    <KitDateField
      {...props}
      {...bound}
      value={calendarDateFromIso(field.state.value)}
      onChange={(value) => change(isoFromCalendarDate(value) ?? '')}
      onImpossibleDate={(typed) => change(typed.iso)}
    />
  );
}

const dateTimeOf = (value: string): CalendarDateTime | null => {
  try {
    return value ? parseDateTime(value) : null;
  } catch {
    return null;
  }
};

/**
 * A date with time, typed in segments (dd/mm/yyyy hh:mm, 24 h); the form holds
 * `YYYY-MM-DDTHH:mm`, wall-clock time in Germany (or '' while incomplete).
 */
export function DateTimeField(
  props: Omit<
    DateFieldProps,
    'onImpossibleDate' | 'granularity' | 'hourCycle' | 'hideTimeZone' | 'placeholderValue'
  >,
) {
  const { field, change, ...bound } = useBoundField<string>();
  return (
    <KitDateField<CalendarDateTime>
      {...props}
      {...bound}
      granularity="minute"
      hourCycle={24}
      hideTimeZone
      value={dateTimeOf(field.state.value)}
      onChange={(value) => change(value ? value.toString().slice(0, 16) : '')}
      onImpossibleDate={(typed) => change(typed.iso)}
    />
  );
}

/** A date with a calendar; the form holds `YYYY-MM-DD`, an impossible one as typed (decision 053). */
export function DatePickerField(
  props: Omit<Bound<ComponentProps<typeof KitDatePicker>>, 'onImpossibleDate'>,
) {
  const { field, change, ...bound } = useBoundField<string>();
  return (
    <KitDatePicker
      {...props}
      {...bound}
      value={calendarDateFromIso(field.state.value)}
      onChange={(value) => change(isoFromCalendarDate(value) ?? '')}
      onImpossibleDate={(typed) => change(typed.iso)}
    />
  );
}
