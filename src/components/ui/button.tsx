import type { Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { tv, type VariantProps } from 'tailwind-variants';
import { Spinner } from './spinner';
import { cx } from './styles';

/**
 * Button looks, usable on any element: pass `buttonStyles({ variant, size })` to a router `Link`
 * to make a link look like a button. Focus and pressed states use CSS pseudo-classes and the
 * data attributes of react-aria-components, so both kinds of element get them.
 */
export const buttonStyles = tv({
  base: [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap',
    'transition-[color,background-color,border-color,box-shadow] duration-150 select-none [-webkit-tap-highlight-color:transparent]',
    'outline-offset-2 outline-brand-600 focus-visible:outline-2 data-focus-visible:outline-2 dark:outline-brand-400 forced-colors:outline-[Highlight]',
    'disabled:cursor-not-allowed disabled:opacity-50 data-disabled:cursor-not-allowed data-disabled:opacity-50 aria-disabled:cursor-not-allowed',
    'data-pending:cursor-wait',
  ],
  variants: {
    variant: {
      // Darker under the pointer in both themes: a lighter hover (brand-500) in the dark theme
      // left white text below 4.5:1 (axe, the series change dialog's button after a click).
      primary:
        'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 data-pressed:bg-brand-800',
      secondary:
        'border border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50 active:bg-slate-100 data-pressed:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:active:bg-slate-600 dark:data-pressed:bg-slate-600',
      ghost:
        'text-slate-700 hover:bg-slate-100 active:bg-slate-200 data-pressed:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800 dark:active:bg-slate-700 dark:data-pressed:bg-slate-700',
      danger:
        'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900 data-pressed:bg-red-900 dark:bg-red-600 dark:hover:bg-red-700 dark:active:bg-red-800 dark:data-pressed:bg-red-800',
      link: 'h-auto! px-0! text-brand-700 underline-offset-4 hover:underline active:text-brand-800 dark:text-brand-300 dark:active:text-brand-200',
    },
    size: {
      // Touch targets stay at least 44px on phones; desktops get the denser size.
      sm: 'h-11 px-3 text-sm sm:h-8 sm:px-2.5',
      md: 'h-11 px-4 text-base sm:h-9 sm:px-3.5 sm:text-sm',
      lg: 'h-12 px-5 text-base sm:h-11 sm:px-5',
      icon: 'size-11 p-0 sm:size-9 [&_svg]:size-5 sm:[&_svg]:size-4.5',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonStyleProps = VariantProps<typeof buttonStyles>;

export type ButtonProps = AriaButtonProps & ButtonStyleProps & { ref?: Ref<HTMLButtonElement> };

/**
 * A button. `isPending` keeps its width, shows a spinner in place of the text and tells screen
 * readers it is busy; icon-only buttons (`size="icon"`) need an `aria-label`.
 */
export function Button({ variant, size, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(props.className, (className) =>
        buttonStyles({ variant, size, className }),
      )}
    >
      {composeRenderProps(props.children, (children, { isPending }) => (
        <>
          {/* Transparent, not removed: the button keeps its width and its accessible name. */}
          <span
            className={cx(
              'inline-flex min-w-0 items-center justify-center gap-2',
              isPending && 'opacity-0',
            )}
          >
            {children}
          </span>
          {isPending && (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner size="sm" />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}
