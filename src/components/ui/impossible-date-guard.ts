/**
 * Keeps react-aria from quietly turning a typed 31/02 into 28/02 when focus leaves a date's
 * segments (decision 053), for every kit field that has segments: DateField, DatePicker and both
 * halves of a DateRangePicker.
 *
 * The moment: focus leaves the segments (blur, capture phase, before react-aria's own handler)
 * while they show a date the month does not have. The change react-aria then reports is its
 * correction, not the user's, so it is dropped and the field says what was typed instead.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { impossibleDateShownIn, type ImpossibleDate, type PendingDigit } from './impossible-date';

/** Keys that edit a segment (typing itself arrives as `beforeinput`). */
const EDITING_KEYS = new Set(['Backspace', 'Delete', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown']);

export function useImpossibleDateGuard({
  onImpossibleDate,
}: {
  /** The owner's wish to hold the typed date (a form does, so that its checks refuse it). */
  onImpossibleDate?: (typed: ImpossibleDate) => void;
} = {}) {
  const { t, i18n } = useLingui();
  // As the field's segments separate day, month and year (decision 076).
  const separator = i18n.locale === 'en' ? '/' : '.';
  const leavingRef = useRef<ImpossibleDate | null>(null);
  // A digit being typed, while react-aria handles it (see watchTyping).
  const pendingRef = useRef<PendingDigit | null>(null);
  const [impossible, setImpossible] = useState<ImpossibleDate | null>(null);
  const typed = impossible?.text;
  const days = impossible?.daysInMonth;
  const message = impossible
    ? t`Den ${typed} gibt es nicht – der Monat hat ${days} Tage.`
    : undefined;
  const edited = () => setImpossible(null);
  // react-aria types on the native `beforeinput` (React's onBeforeInput is another event), in
  // a listener on the segment. The digit is pending while that listener runs: a blur then is
  // react-aria moving on before the page shows the digit.
  const watchTyping = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const typing = (event: Event) => {
      const { data, target } = event as InputEvent;
      const segment = target as HTMLElement;
      if (data && segment.dataset.type) {
        pendingRef.current = { type: segment.dataset.type, data };
        // Added after react-aria's own listener on the segment, so it runs after it.
        segment.addEventListener('beforeinput', () => (pendingRef.current = null), {
          once: true,
        });
      }
      setImpossible(null);
    };
    element.addEventListener('beforeinput', typing, { capture: true });
    return () => element.removeEventListener('beforeinput', typing, { capture: true });
  }, []);

  return {
    impossible,
    /** For the field's error slot; undefined while nothing impossible was typed. */
    message,
    /** Ends the message: the user edits the segments again. */
    clear: edited,
    /** On an element around one DateInput (`display: contents`, so the layout stays). */
    inputProps: {
      onBlurCapture: (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        leavingRef.current = impossibleDateShownIn(
          event.currentTarget,
          pendingRef.current,
          separator,
        );
      },
      onBlur: () => (leavingRef.current = null),
      ref: watchTyping,
      onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => {
        if (EDITING_KEYS.has(event.key)) edited();
      },
    },
    /**
     * The field's onChange, guarded: react-aria's correction while leaving is dropped, marked and
     * handed to `onImpossibleDate` (the typed date, `text` and `iso`); any other change goes on.
     */
    guard<A extends unknown[]>(onChange: ((...args: A) => void) | undefined) {
      return (...args: A) => {
        const leaving = leavingRef.current;
        if (leaving) {
          setImpossible(leaving);
          onImpossibleDate?.(leaving);
          return;
        }
        setImpossible(null);
        onChange?.(...args);
      };
    },
  };
}

export type ImpossibleDateGuard = ReturnType<typeof useImpossibleDateGuard>;
