import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
  Heading,
  RangeCalendar as AriaRangeCalendar,
  type RangeCalendarProps as AriaRangeCalendarProps,
  Text,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { Button } from './button';
import { UiLocaleProvider } from './locale-provider';
import { composeTailwindRenderProps, focusRing } from './styles';

function CalendarHeader() {
  const { t } = useLingui();
  return (
    <header className="flex items-center gap-1 pb-3">
      <Button slot="previous" variant="ghost" size="icon" aria-label={t`Vorheriger Monat`}>
        <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
      </Button>
      <Heading className="flex-1 text-center text-base font-semibold text-slate-900 sm:text-sm dark:text-slate-100" />
      <Button slot="next" variant="ghost" size="icon" aria-label={t`Nächster Monat`}>
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </Button>
    </header>
  );
}

const cellStyles = tv({
  extend: focusRing,
  base: 'relative flex size-11 cursor-pointer items-center justify-center rounded-lg text-base tabular-nums outline-offset-0 sm:size-9 sm:text-sm forced-color-adjust-none',
  variants: {
    isSelected: {
      false:
        'text-slate-800 hover:bg-slate-100 data-pressed:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-pressed:bg-slate-700',
      true: 'bg-brand-600 font-semibold text-white forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
    isToday: {
      true: 'font-semibold after:absolute after:bottom-1 after:h-0.5 after:w-4 after:rounded-full after:bg-current',
    },
    isOutsideMonth: { true: 'invisible' },
    isUnavailable: { true: 'cursor-not-allowed text-slate-400 line-through dark:text-slate-600' },
    isDisabled: {
      true: 'cursor-not-allowed text-slate-300 hover:bg-transparent dark:text-slate-600',
    },
  },
});

function CalendarBody() {
  return (
    <CalendarGrid weekdayStyle="short" className="border-separate border-spacing-0.5">
      <CalendarGridHeader>
        {(day) => (
          <CalendarHeaderCell className="pb-1 text-xs font-medium text-slate-600 dark:text-slate-400">
            {day}
          </CalendarHeaderCell>
        )}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={(state) => cellStyles(state)} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

export type CalendarProps<T extends DateValue> = Omit<AriaCalendarProps<T>, 'visibleDuration'> & {
  errorMessage?: string;
};

/** A month calendar; weeks start on Monday and month names follow the UI language (seed §9). */
export function Calendar<T extends DateValue>({ errorMessage, ...props }: CalendarProps<T>) {
  return (
    <UiLocaleProvider>
      <AriaCalendar
        firstDayOfWeek="mon"
        {...props}
        className={composeTailwindRenderProps(props.className, 'w-fit')}
      >
        <CalendarHeader />
        <CalendarBody />
        {errorMessage && (
          <Text slot="errorMessage" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage}
          </Text>
        )}
      </AriaCalendar>
    </UiLocaleProvider>
  );
}

const rangeCellStyles = tv({
  extend: focusRing,
  base: 'relative flex size-11 cursor-pointer items-center justify-center text-base tabular-nums outline-offset-0 sm:size-9 sm:text-sm forced-color-adjust-none',
  variants: {
    isSelected: {
      false:
        'rounded-lg text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
      true: 'bg-brand-100 text-brand-950 dark:bg-brand-900/70 dark:text-brand-50 forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
    isSelectionStart: {
      true: 'rounded-s-lg bg-brand-600! font-semibold text-white! dark:bg-brand-600!',
    },
    isSelectionEnd: {
      true: 'rounded-e-lg bg-brand-600! font-semibold text-white! dark:bg-brand-600!',
    },
    isToday: {
      true: 'font-semibold after:absolute after:bottom-1 after:h-0.5 after:w-4 after:rounded-full after:bg-current',
    },
    isOutsideMonth: { true: 'invisible' },
    isUnavailable: { true: 'cursor-not-allowed text-slate-400 line-through dark:text-slate-600' },
    isDisabled: { true: 'cursor-not-allowed text-slate-300 dark:text-slate-600' },
  },
});

export type RangeCalendarProps<T extends DateValue> = Omit<
  AriaRangeCalendarProps<T>,
  'visibleDuration'
>;

/** A month calendar for picking a start and an end day. */
export function RangeCalendar<T extends DateValue>(props: RangeCalendarProps<T>) {
  return (
    <UiLocaleProvider>
      <AriaRangeCalendar
        firstDayOfWeek="mon"
        {...props}
        className={composeTailwindRenderProps(props.className, 'w-fit')}
      >
        <CalendarHeader />
        <CalendarGrid
          weekdayStyle="short"
          className="border-separate border-spacing-x-0 border-spacing-y-0.5"
        >
          <CalendarGridHeader>
            {(day) => (
              <CalendarHeaderCell className="pb-1 text-xs font-medium text-slate-600 dark:text-slate-400">
                {day}
              </CalendarHeaderCell>
            )}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => <CalendarCell date={date} className={(state) => rangeCellStyles(state)} />}
          </CalendarGridBody>
        </CalendarGrid>
      </AriaRangeCalendar>
    </UiLocaleProvider>
  );
}
