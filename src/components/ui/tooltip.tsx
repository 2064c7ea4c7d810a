import type { ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { composeTailwindRenderProps } from './styles';

/**
 * Wraps a focusable trigger and a Tooltip. Seed §9: no open or close delay, fade-in 250 ms,
 * Escape hides. Tooltips only add a hint: icon buttons still need their own `aria-label`.
 */
export function TooltipTrigger({
  delay = 0,
  closeDelay = 0,
  ...props
}: TooltipTriggerComponentProps) {
  return <AriaTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />;
}

export type TooltipProps = Omit<AriaTooltipProps, 'children'> & { children: ReactNode };

export function Tooltip({ offset = 6, children, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      offset={offset}
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-5 font-medium text-white shadow-md will-change-[opacity] dark:bg-slate-100 dark:text-slate-900 forced-colors:border forced-colors:border-[CanvasText] forced-colors:bg-[Canvas] forced-colors:text-[CanvasText] transition-opacity duration-250 ease-out data-entering:opacity-0 data-exiting:transition-none motion-reduce:transition-none',
      )}
    >
      {children}
    </AriaTooltip>
  );
}
