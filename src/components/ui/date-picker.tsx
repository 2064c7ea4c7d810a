import { CalendarDays } from 'lucide-react';
import {
  Button,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  Dialog,
} from 'react-aria-components';
import { Calendar } from './calendar';
import { DateInput } from './date-field';
import {
  Description,
  FieldError,
  FieldGroup,
  type FieldTextProps,
  Label,
  fieldStyles,
} from './field';
import { UiLocaleProvider } from './locale-provider';
import { Popover } from './popover';
import { composeTailwindRenderProps, focusRing } from './styles';

export type DatePickerProps<T extends DateValue> = AriaDatePickerProps<T> & FieldTextProps;

/** Opens the calendar of a date field; shared by DatePicker and DateRangePicker. */
export function CalendarButton() {
  return (
    <Button
      className={(state) =>
        focusRing({
          ...state,
          className:
            'me-1 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-600 outline-offset-0 hover:bg-slate-100 hover:text-slate-900 data-pressed:bg-slate-200 sm:size-7 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 dark:data-pressed:bg-slate-700',
        })
      }
    >
      <CalendarDays aria-hidden="true" className="size-5 sm:size-4" />
    </Button>
  );
}

/**
 * A typed date (dd/mm/yyyy) with a calendar popover starting weeks on Monday. The calendar
 * button's screen-reader name comes from react-aria in the UI language.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DatePickerProps<T>) {
  return (
    <UiLocaleProvider>
      <AriaDatePicker
        shouldForceLeadingZeros
        firstDayOfWeek="mon"
        {...props}
        className={composeTailwindRenderProps(props.className, fieldStyles)}
      >
        {label && <Label isRequired={props.isRequired}>{label}</Label>}
        <FieldGroup className="min-w-44">
          <DateInput />
          <CalendarButton />
        </FieldGroup>
        {description && <Description>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
        <Popover placement="bottom end">
          <Dialog className="p-3 outline-0">
            <Calendar />
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </UiLocaleProvider>
  );
}
