import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput as AriaDateInput,
  type DateInputProps,
  DateSegment,
  type DateValue,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import {
  Description,
  FieldError,
  type FieldTextProps,
  Label,
  fieldBoxStyles,
  fieldStyles,
} from './field';
import { UiLocaleProvider } from './locale-provider';
import { composeTailwindRenderProps } from './styles';

const segmentStyles = tv({
  base: 'inline rounded-sm px-px tabular-nums caret-transparent outline-0 forced-color-adjust-none',
  variants: {
    isPlaceholder: { true: 'text-slate-500 dark:text-slate-400' },
    isDisabled: { true: 'text-slate-500 dark:text-slate-400' },
    isFocused: {
      true: 'bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950 forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
  },
});

/**
 * The segments of a date. German formats use dots between day, month and year; the product
 * writes day/month/year with slashes in both languages (seed §9), so the dots become slashes.
 */
export function DateInput({ className, ...props }: Omit<DateInputProps, 'children'>) {
  return (
    <AriaDateInput
      {...props}
      className={composeTailwindRenderProps(
        className,
        'flex min-w-0 flex-1 items-center px-3 text-base whitespace-nowrap text-slate-900 sm:text-sm dark:text-slate-100',
      )}
    >
      {(segment) =>
        segment.type === 'literal' ? (
          <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
            {segment.text.replace('.', '/')}
          </span>
        ) : (
          <DateSegment segment={segment} className={(state) => segmentStyles(state)} />
        )
      }
    </AriaDateInput>
  );
}

export type DateFieldProps<T extends DateValue> = AriaDateFieldProps<T> & FieldTextProps;

/**
 * A typed date (dd/mm/yyyy). Values are `@internationalized/date` objects; convert with
 * `calendarDateFromIso` / `isoFromCalendarDate`.
 */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DateFieldProps<T>) {
  return (
    <UiLocaleProvider>
      <AriaDateField
        shouldForceLeadingZeros
        {...props}
        className={composeTailwindRenderProps(props.className, fieldStyles)}
      >
        {label && <Label isRequired={props.isRequired}>{label}</Label>}
        <DateInput className={(state) => fieldBoxStyles({ ...state, className: 'px-3' })} />
        {description && <Description>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
      </AriaDateField>
    </UiLocaleProvider>
  );
}
