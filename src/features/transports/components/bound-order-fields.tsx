/**
 * Two fields the order form needs beyond the kit's bound ones: a date with time, typed in
 * segments (dd/mm/yyyy hh:mm, 24 h), and a group of checkboxes holding a list.
 */
import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import type { ReactNode } from 'react';
import { useFieldContext } from '@/components/form/form-context';
import { fieldMessage } from '@/components/form/field-errors';
import { CheckboxGroup } from '@/components/ui/checkbox';
import { DateField } from '@/components/ui/date-field';

function useBound<T>() {
  const field = useFieldContext<T>();
  const message = fieldMessage(field.state.meta);
  const change = (value: T) => {
    field.handleChange(value);
    if (field.state.meta.errorMap.onServer !== undefined) {
      field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
    }
  };
  return { field, change, isInvalid: message !== undefined, errorMessage: message };
}

const dateTimeOf = (value: string): CalendarDateTime | null => {
  try {
    return value ? parseDateTime(value) : null;
  } catch {
    return null;
  }
};

/** The form holds `YYYY-MM-DDTHH:mm` (wall-clock time in Germany) or '' while incomplete. */
export function DateTimeField({
  label,
  description,
  isRequired,
  autoFocus,
}: {
  label: string;
  description?: string;
  isRequired?: boolean;
  autoFocus?: boolean;
}) {
  const { field, change, isInvalid, errorMessage } = useBound<string>();
  return (
    <DateField<CalendarDateTime>
      label={label}
      description={description}
      isRequired={isRequired}
      autoFocus={autoFocus}
      name={field.name}
      granularity="minute"
      hourCycle={24}
      hideTimeZone
      value={dateTimeOf(field.state.value)}
      onChange={(value) => change(value ? value.toString().slice(0, 16) : '')}
      onBlur={field.handleBlur}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}

export function CheckboxGroupField({
  label,
  description,
  children,
}: {
  label: string;
  description?: string;
  children: ReactNode;
}) {
  const { field, change, isInvalid, errorMessage } = useBound<string[]>();
  return (
    <CheckboxGroup
      label={label}
      description={description}
      value={field.state.value}
      onChange={change}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    >
      {children}
    </CheckboxGroup>
  );
}
