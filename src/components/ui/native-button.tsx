/**
 * The kit's button as a plain `<button>`, for the sign-in screen's first load (decision 130; the
 * text and password fields are in native-fields.tsx): without react-aria's interactions (press,
 * hover, focus modality) and without tailwind-variants' class merger, which with the fields
 * weighed ~30 KiB gzip on /login. The classes are the kit's own, written out (the kit's `tv`
 * output with the caller's classes merged in): `native-controls.test.tsx` holds each against
 * the kit's output, so a change of the kit's looks fails there until it is carried over. States
 * the kit takes from react-aria's render props come from CSS (`:focus-visible`, `:active`,
 * `:disabled`); the kit's classes carry both kinds.
 *
 * For the signed-out screens' frame, the login form and the language switch; every other button
 * is the kit's.
 */
import { useLingui } from '@lingui/react/macro';
import { type ButtonHTMLAttributes, type Ref, useEffect, useRef, useState } from 'react';

const BUTTON_BASE =
  'relative inline-flex shrink-0 cursor-pointer items-center justify-center rounded-lg font-medium whitespace-nowrap transition-[color,background-color,border-color,box-shadow] duration-150 select-none [-webkit-tap-highlight-color:transparent] outline-offset-2 outline-brand-600 focus-visible:outline-2 data-focus-visible:outline-2 dark:outline-brand-400 forced-colors:outline-[Highlight] disabled:cursor-not-allowed disabled:opacity-50 data-disabled:cursor-not-allowed data-disabled:opacity-50 aria-disabled:cursor-not-allowed data-pending:cursor-wait';
const GHOST =
  'text-slate-700 hover:bg-slate-100 active:bg-slate-200 data-pressed:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800 dark:active:bg-slate-700 dark:data-pressed:bg-slate-700';

/**
 * `buttonStyles(…)` of the kit for the uses of the signed-out frame, written out (see the file's
 * comment): the login's submit, the theme switch, the language switch and the unconfirmed
 * address's "send again".
 */
export const NATIVE_BUTTON_CLASSES = {
  /** `{ variant: 'primary', size: 'lg', className: 'w-full' }` */
  submit: `${BUTTON_BASE} gap-2 bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 data-pressed:bg-brand-800 h-12 px-5 text-base sm:h-11 sm:px-5 w-full`,
  /** `{ variant: 'ghost', size: 'icon' }` */
  icon: `${BUTTON_BASE} gap-2 ${GHOST} size-11 p-0 sm:size-9 [&_svg]:size-5 sm:[&_svg]:size-4.5`,
  /** `{ variant: 'ghost', className: 'gap-1.5 px-2.5' }` */
  language: `${BUTTON_BASE} ${GHOST} h-11 text-base sm:h-9 sm:px-3.5 sm:text-sm gap-1.5 px-2.5`,
  /** `{ variant: 'secondary', size: 'sm' }` */
  secondarySmall: `${BUTTON_BASE} gap-2 border border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50 active:bg-slate-100 data-pressed:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:active:bg-slate-600 dark:data-pressed:bg-slate-600 h-11 px-3 text-sm sm:h-8 sm:px-2.5`,
} as const;

export type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  look: keyof typeof NATIVE_BUTTON_CLASSES;
  /** As the kit's `isPending`: keeps its width, shows a spinner, ignores presses. */
  isPending?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A `<button>` with the kit's looks. Pending, it behaves as react-aria's: no submit (`type`
 * button), `aria-disabled`, a spinner named "Wird geladen…" and, when it has the focus, its name
 * read out as the state begins and ends.
 */
export function NativeButton({
  look,
  isPending = false,
  type = 'button',
  children,
  onClick,
  ref,
  ...props
}: NativeButtonProps) {
  const { t } = useLingui();
  const own = useRef<HTMLButtonElement | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const wasPending = useRef(isPending);
  useEffect(() => {
    const button = own.current;
    if (wasPending.current !== isPending && button && document.activeElement === button) {
      setAnnouncement(button.getAttribute('aria-label') ?? button.textContent ?? '');
    }
    wasPending.current = isPending;
  }, [isPending]);
  return (
    <>
      <button
        {...props}
        ref={(element) => {
          own.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        type={type === 'submit' && isPending ? 'button' : type}
        aria-disabled={isPending ? true : props['aria-disabled']}
        data-pending={isPending || undefined}
        onClick={isPending ? undefined : onClick}
        className={NATIVE_BUTTON_CLASSES[look]}
      >
        <span
          className={`inline-flex min-w-0 items-center justify-center gap-2${isPending ? ' opacity-0' : ''}`}
        >
          {children}
        </span>
        {isPending && (
          <span className="absolute inset-0 flex items-center justify-center">
            <span
              role="progressbar"
              aria-label={t`Wird geladen…`}
              aria-valuemin={0}
              aria-valuemax={100}
              className="inline-flex shrink-0 text-current"
            >
              <svg
                className="size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
                viewBox="0 0 24 24"
                fill="none"
                aria-hidden="true"
              >
                <circle
                  cx="12"
                  cy="12"
                  r="9.5"
                  stroke="currentColor"
                  strokeOpacity="0.25"
                  strokeWidth="3"
                />
                <path
                  d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                />
              </svg>
            </span>
          </span>
        )}
      </button>
      {announcement && (
        <span className="sr-only" aria-live="assertive">
          {announcement}
        </span>
      )}
    </>
  );
}
