import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  composeRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';

/**
 * Floating surfaces fade in and slide a few pixels from their trigger, and go at once: while a
 * list faded out it kept the focus, so a Tab pressed right after choosing left the popover at the
 * page's end and started again from the top (react-aria gives the focus back on unmount).
 */
export const overlayMotion = [
  'transition-[opacity,translate] duration-150 ease-out motion-reduce:transition-none',
  'data-entering:opacity-0 data-exiting:transition-none',
  'data-[placement=bottom]:data-entering:-translate-y-1 data-[placement=top]:data-entering:translate-y-1',
  'data-[placement=left]:data-entering:translate-x-1 data-[placement=right]:data-entering:-translate-x-1',
];

export const popoverStyles = tv({
  base: [
    'rounded-xl border border-slate-200 bg-white text-slate-800 shadow-lg shadow-slate-900/10 bg-clip-padding',
    'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-black/40 forced-colors:bg-[Canvas]',
    ...overlayMotion,
  ],
});

export type PopoverProps = AriaPopoverProps;

/** The floating panel of selects, combo boxes, menus and pickers. */
export function Popover({ className, offset = 6, ...props }: PopoverProps) {
  return (
    <AriaPopover
      offset={offset}
      {...props}
      className={composeRenderProps(className, (className) => popoverStyles({ className }))}
    />
  );
}
