import {
  useContext,
  useEffect,
  useRef,
  type ClipboardEvent as ReactClipboardEvent,
  type RefObject,
} from 'react';
import {
  DateField as AriaDateField,
  DateFieldStateContext,
  type DateFieldProps as AriaDateFieldProps,
  DateInput as AriaDateInput,
  type DateInputProps,
  DateSegment,
  type DateFieldState,
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
import type { ImpossibleDate } from './impossible-date';
import { useImpossibleDateGuard } from './impossible-date-guard';
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
 * The segments of a date, as the UI's locale writes them: 28.11.2026 in German (DIN 5008),
 * 28/11/2026 in English (decision 076).
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
            {segment.text}
          </span>
        ) : (
          <PastableSegment segment={segment} />
        )
      }
    </AriaDateInput>
  );
}

/**
 * A segment that takes a whole pasted date. Inside the input, where the state is the one its
 * segments show (a picker's input makes its own).
 */
function PastableSegment({ segment }: { segment: DateFieldState['segments'][number] }) {
  const onPaste = usePasteDate();
  return (
    // `contents`: the wrapper only listens; the layout stays the segment's.
    <span className="contents" onPasteCapture={onPaste}>
      <DateSegment segment={segment} className={(state) => segmentStyles(state)} />
    </span>
  );
}

/**
 * A whole date pasted into any segment fills them all (issue 27): "28.11.2026", "28/11/2026",
 * "2026-11-28", and "28.11.2026 14:30" in a field with a time. A field's time is kept when only a
 * date is pasted. Text that is no date (or a day the month does not have) changes nothing. The
 * reading loads with the first paste: no screen's first load carries it.
 */
function usePasteDate() {
  const state = useContext(DateFieldStateContext);
  return (event: ReactClipboardEvent<HTMLElement>) => {
    if (!state || state.isDisabled || state.isReadOnly) return;
    const text = event.clipboardData.getData('text/plain');
    // react-aria ignores a paste (it reads typed characters only): nothing to let through.
    event.preventDefault();
    void import('./pasted-date').then(({ pasteDate }) => pasteDate(state, text));
  };
}

export type DateFieldProps<T extends DateValue> = AriaDateFieldProps<T> &
  FieldTextProps & {
    /**
     * A date that does not exist was typed (31/02): the field keeps it and says so instead of
     * changing it; a form takes `iso` as the value, which its checks then refuse.
     */
    onImpossibleDate?: (typed: ImpossibleDate) => void;
  };

/**
 * A typed date (28.11.2026; 28/11/2026 in English). Values are `@internationalized/date` objects; convert with
 * `calendarDateFromIso` / `isoFromCalendarDate`.
 */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  onChange,
  onImpossibleDate,
  ...props
}: DateFieldProps<T>) {
  // Set while the typed segments are put back after react-aria reset an impossible date.
  const restoringRef = useRef<ImpossibleDate | null>(null);
  const guard = useImpossibleDateGuard({
    onImpossibleDate: (typed) => {
      restoringRef.current = typed;
      onImpossibleDate?.(typed);
    },
  });
  return (
    <UiLocaleProvider>
      <div className="contents" {...guard.inputProps}>
        <AriaDateField
          shouldForceLeadingZeros
          {...props}
          isInvalid={guard.impossible !== null || props.isInvalid}
          onChange={guard.guard(onChange)}
          className={composeTailwindRenderProps(props.className, fieldStyles)}
        >
          {label && <Label isRequired={props.isRequired}>{label}</Label>}
          <DateInput className={(state) => fieldBoxStyles({ ...state, className: 'px-3' })} />
          <KeepTyped
            restoringRef={restoringRef}
            impossible={guard.impossible}
            onEdited={guard.clear}
          />
          {description && <Description>{description}</Description>}
          <FieldError>{guard.message ?? errorMessage}</FieldError>
        </AriaDateField>
      </div>
    </UiLocaleProvider>
  );
}

/**
 * After react-aria reset an impossible date, puts the typed segments back one a render (each
 * change builds on the last one shown), so the user sees what the message is about. An edit by
 * the user afterwards ends the message.
 */
function KeepTyped({
  restoringRef,
  impossible,
  onEdited,
}: {
  restoringRef: RefObject<ImpossibleDate | null>;
  impossible: ImpossibleDate | null;
  onEdited: () => void;
}) {
  const state = useContext(DateFieldStateContext);
  useEffect(() => {
    if (!state || !impossible) return;
    const missing = impossible.segments.find(({ type, value }) => {
      const shown = state.segments.find((segment) => segment.type === type);
      return !shown || shown.isPlaceholder || shown.value !== value;
    });
    if (restoringRef.current !== impossible) {
      if (missing) onEdited();
    } else if (missing) {
      state.setSegment(missing.type, missing.value);
    } else {
      restoringRef.current = null;
    }
  });
  return null;
}
