import { CalendarDays } from 'lucide-react';
import {
  Button,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  DateFieldContext,
  type DateValue,
  Dialog,
  useSlottedContext,
} from 'react-aria-components';
import { Calendar } from './calendar';
import { DateInput } from './date-field';
import type { ImpossibleDate } from './impossible-date';
import { useImpossibleDateGuard, type ImpossibleDateGuard } from './impossible-date-guard';
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

export type DatePickerProps<T extends DateValue> = AriaDatePickerProps<T> &
  FieldTextProps & {
    /** A date that does not exist was typed (31/02): see DateField's prop of the same name. */
    onImpossibleDate?: (typed: ImpossibleDate) => void;
  };

/**
 * A picker's DateInput whose typed changes pass the guard (impossible-date-guard.ts): the picker
 * hands its field's props down by context (a slot each for a range's start and end); this hands
 * them on with the change guarded.
 */
export function GuardedDateInput({
  guard,
  slot,
  className,
}: {
  guard: ImpossibleDateGuard;
  slot?: 'start' | 'end';
  className?: string;
}) {
  const fieldProps = useSlottedContext(DateFieldContext, slot);
  return (
    <DateFieldContext.Provider
      value={{ ...fieldProps, onChange: guard.guard(fieldProps?.onChange) }}
    >
      <div className="contents" {...guard.inputProps}>
        <DateInput className={className} />
      </div>
    </DateFieldContext.Provider>
  );
}

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
 * A typed date (28.11.2026; 28/11/2026 in English) with a calendar popover starting weeks on Monday. The calendar
 * button's screen-reader name comes from react-aria in the UI language. A 31/02 typed is kept
 * from becoming 28/02 and said at the field (decision 053).
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  onImpossibleDate,
  ...props
}: DatePickerProps<T>) {
  const guard = useImpossibleDateGuard({ onImpossibleDate });
  return (
    <UiLocaleProvider>
      <AriaDatePicker
        shouldForceLeadingZeros
        firstDayOfWeek="mon"
        {...props}
        isInvalid={guard.impossible !== null || props.isInvalid}
        className={composeTailwindRenderProps(props.className, fieldStyles)}
      >
        {label && <Label isRequired={props.isRequired}>{label}</Label>}
        <FieldGroup className="min-w-44">
          <GuardedDateInput guard={guard} />
          <CalendarButton />
        </FieldGroup>
        {description && <Description>{description}</Description>}
        <FieldError>{guard.message ?? errorMessage}</FieldError>
        <Popover placement="bottom end">
          <Dialog className="p-3 outline-0">
            <Calendar />
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </UiLocaleProvider>
  );
}
