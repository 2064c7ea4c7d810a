import { useContext, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  DateRangePickerStateContext,
  type DateValue,
  Dialog,
  RangeCalendarContext,
  type RangeValue,
} from 'react-aria-components';
import { QUICK_RANGE_OPTIONS, type QuickRangeOption, quickRange } from '@/lib/dates';
import { Button } from './button';
import { RangeCalendar } from './calendar';
import { calendarRangeFromIso, isoFromCalendarRange } from './calendar-date';
import { CalendarButton, GuardedDateInput } from './date-picker';
import { useImpossibleDateGuard } from './impossible-date-guard';
import { Modal } from './dialog';
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
import { composeTailwindRenderProps, cx, focusRing } from './styles';
import { useMediaQuery } from './use-media-query';

function useQuickRangeLabels(): Record<QuickRangeOption, string> {
  const { t } = useLingui();
  return {
    today: t`Heute`,
    tomorrow: t`Morgen`,
    yesterday: t`Gestern`,
    next7Days: t`Nächste 7 Tage`,
    last7Days: t`Letzte 7 Tage`,
    thisMonth: t`Dieser Monat`,
    lastMonth: t`Letzter Monat`,
    thisYear: t`Dieses Jahr`,
  };
}

function sameRange(a: RangeValue<DateValue> | null, b: RangeValue<DateValue> | null): boolean {
  const x = isoFromCalendarRange(a);
  const y = isoFromCalendarRange(b);
  return !!x && !!y && x.start === y.start && x.end === y.end;
}

/**
 * The popover's content: quick ranges take effect at once; a range picked in the calendar is a
 * draft until "Anwenden"; "Löschen" empties the filter.
 */
type CalendarLimits = Pick<
  AriaDateRangePickerProps<DateValue>,
  'minValue' | 'maxValue' | 'isDateUnavailable'
>;

function RangePanel({ quickRanges, limits }: { quickRanges: boolean; limits: CalendarLimits }) {
  const { t } = useLingui();
  const state = useContext(DateRangePickerStateContext)!;
  const labels = useQuickRangeLabels();
  const committed =
    state.value.start && state.value.end ? (state.value as RangeValue<DateValue>) : null;
  const [draft, setDraft] = useState<RangeValue<DateValue> | null>(committed);

  const commit = (range: RangeValue<DateValue> | null) => {
    state.setValue(range);
    state.close();
  };

  return (
    <div className="flex flex-col sm:flex-row">
      {quickRanges && (
        <div
          role="group"
          aria-label={t`Schnellauswahl`}
          className="grid grid-cols-2 gap-1 border-b border-slate-200 p-2 sm:flex sm:w-44 sm:flex-col sm:border-e sm:border-b-0 dark:border-slate-700"
        >
          {QUICK_RANGE_OPTIONS.map((option) => {
            const range = calendarRangeFromIso(quickRange(option));
            const isActive = sameRange(range, committed);
            return (
              <Button
                key={option}
                variant="ghost"
                size="sm"
                onPress={() => commit(range)}
                className={(state) =>
                  focusRing({
                    ...state,
                    className: cx(
                      'h-10 justify-start rounded-md border border-slate-200 px-3 text-start text-sm font-normal sm:h-8 sm:border-0 dark:border-slate-700',
                      isActive &&
                        'bg-brand-50 font-medium text-brand-800 hover:bg-brand-100 dark:bg-brand-900/60 dark:text-brand-100 dark:hover:bg-brand-900',
                    ),
                  })
                }
              >
                {labels[option]}
              </Button>
            );
          })}
        </div>
      )}
      <div className="flex flex-col p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:pb-3">
        {/* Not bound to the picker: the calendar edits a draft that only "Anwenden" commits. */}
        <RangeCalendarContext.Provider value={null}>
          <RangeCalendar {...limits} value={draft} onChange={setDraft} className="self-center" />
        </RangeCalendarContext.Provider>
        <div className="mt-3 flex items-center justify-between gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
          <Button variant="ghost" size="sm" onPress={() => commit(null)}>
            {t({ message: 'Löschen', context: 'Zeitraum leeren' })}
          </Button>
          <Button size="sm" isDisabled={!draft} onPress={() => commit(draft)}>
            {t`Anwenden`}
          </Button>
        </div>
      </div>
    </div>
  );
}

const rangeKey = (range: RangeValue<DateValue> | null | undefined) => {
  const iso = isoFromCalendarRange(range);
  return iso ? `${iso.start}/${iso.end}` : '';
};

/** A range a list can ask for: four-digit years, the end not before the start. */
const isWhole = (range: RangeValue<DateValue>) =>
  range.start.year >= 1000 && range.end.year >= 1000 && range.start.compare(range.end) <= 0;

/**
 * The range as typed, told to the owner once it is whole and the typing is done. react-aria
 * reports a range at every digit: typing the end's year "2026" reports the years 2, 20 and 202
 * first (a list asked the server for 0002-12-05, was refused and the page failed), and typing
 * 31/02/2030 over the start of 01/12/2026–31/12/2026 reported 03/12 and 31/12 on the way — the
 * list jumped with each digit and kept 31/12 when the date was refused. So while focus is in the
 * segments the owner keeps its range; leaving them (or Enter) tells it the last whole one typed.
 * A pick in the calendar or a quick range is told at once, and a new value from the owner (a
 * quick chip, the URL) replaces what is typed.
 */
function useTypedRanges(
  value: RangeValue<DateValue> | null | undefined,
  onChange: ((range: RangeValue<DateValue> | null) => void) | undefined,
) {
  const [typed, setTyped] = useState(value);
  const [given, setGiven] = useState(rangeKey(value));
  if (rangeKey(value) !== given) {
    setGiven(rangeKey(value));
    setTyped(value);
  }
  const typingRef = useRef(false);
  // The last whole range typed, not yet told (undefined: none).
  const pendingRef = useRef<RangeValue<DateValue> | null | undefined>(undefined);
  const tell = () => {
    const pending = pendingRef.current;
    pendingRef.current = undefined;
    if (pending !== undefined && rangeKey(pending) !== rangeKey(value)) onChange?.(pending);
  };
  return {
    value: value === undefined ? undefined : typed,
    onChange: (range: RangeValue<DateValue> | null) => {
      setTyped(range);
      if (range && !isWhole(range)) return;
      if (typingRef.current) pendingRef.current = range;
      else onChange?.(range);
    },
    /** A date refused as impossible: what was typed on the way is dropped, the owner's stays. */
    refuse: () => {
      pendingRef.current = undefined;
      setTyped(value);
    },
    /** Around the segments of both halves. */
    segmentsProps: {
      onFocus: () => (typingRef.current = true),
      // Bubbling, so after react-aria's own blur handling (its last change, or the guard's refusal).
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        typingRef.current = false;
        tell();
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter') tell();
      },
    },
  };
}

export type DateRangePickerProps<T extends DateValue> = AriaDateRangePickerProps<T> &
  FieldTextProps & {
    /** Shows the quick options of seed §9 beside the calendar (default true). */
    quickRanges?: boolean;
  };

/**
 * A typed date range (dd/mm/yyyy – dd/mm/yyyy) with a popover of quick ranges (Heute, Morgen,
 * …, Dieses Jahr) and a range calendar. Convert values with `calendarRangeFromIso` /
 * `isoFromCalendarRange`.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  quickRanges = true,
  ...props
}: DateRangePickerProps<T>) {
  const isWide = useMediaQuery('(min-width: 640px)');
  // A 31/02 typed into either half keeps the owner's range and is said at the field; a guard per
  // half, so that typing the end does not end what is said of the start.
  const startGuard = useImpossibleDateGuard({ onImpossibleDate: () => typed.refuse() });
  const endGuard = useImpossibleDateGuard({ onImpossibleDate: () => typed.refuse() });
  const impossibleMessage = startGuard.message ?? endGuard.message;
  // react-aria types a range's values by T's mapping; the hook needs only that they are dates.
  const typed = useTypedRanges(
    props.value,
    props.onChange as ((range: RangeValue<DateValue> | null) => void) | undefined,
  );
  const limits: CalendarLimits = {
    minValue: props.minValue,
    maxValue: props.maxValue,
    isDateUnavailable: props.isDateUnavailable,
  };
  return (
    <UiLocaleProvider>
      <AriaDateRangePicker
        shouldForceLeadingZeros
        firstDayOfWeek="mon"
        {...props}
        value={typed.value as RangeValue<T> | null | undefined}
        onChange={typed.onChange}
        isInvalid={impossibleMessage !== undefined || props.isInvalid}
        className={composeTailwindRenderProps(props.className, fieldStyles)}
      >
        {label && <Label isRequired={props.isRequired}>{label}</Label>}
        <FieldGroup className="min-w-72">
          <div className="contents" {...typed.segmentsProps}>
            <GuardedDateInput guard={startGuard} slot="start" className="flex-none pe-0" />
            <span aria-hidden="true" className="px-1.5 text-slate-500 dark:text-slate-400">
              –
            </span>
            <GuardedDateInput guard={endGuard} slot="end" className="ps-0" />
          </div>
          <CalendarButton />
        </FieldGroup>
        {description && <Description>{description}</Description>}
        {/* As wide as the field, never wider: a message does not push the filters beside it. */}
        <FieldError className="w-0 min-w-full">{impossibleMessage ?? errorMessage}</FieldError>
        {isWide ? (
          <Popover placement="bottom end" className="max-w-[calc(100vw-1rem)] overflow-auto">
            <Dialog className="outline-0">
              <RangePanel quickRanges={quickRanges} limits={limits} />
            </Dialog>
          </Popover>
        ) : (
          // Quick ranges, calendar and buttons do not fit a popover on a phone: a bottom sheet.
          <Modal>
            <Dialog className="min-h-0 flex-1 overflow-y-auto outline-0">
              <RangePanel quickRanges={quickRanges} limits={limits} />
            </Dialog>
          </Modal>
        )}
      </AriaDateRangePicker>
    </UiLocaleProvider>
  );
}
