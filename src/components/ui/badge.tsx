import type { ReactNode } from 'react';
import { tv, type VariantProps } from 'tailwind-variants';

export const badgeStyles = tv({
  base: 'inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset forced-colors:ring-[CanvasText]',
  variants: {
    variant: {
      neutral:
        'bg-slate-100 text-slate-700 ring-slate-300/70 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
      info: 'bg-brand-50 text-brand-800 ring-brand-600/25 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-400/30',
      success:
        'bg-emerald-50 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30',
      warning:
        'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/30',
      danger:
        'bg-red-50 text-red-800 ring-red-600/25 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/30',
    },
  },
  defaultVariants: { variant: 'neutral' },
});

const dotStyles = tv({
  base: 'size-1.5 shrink-0 rounded-full',
  variants: {
    variant: {
      neutral: 'bg-slate-500 dark:bg-slate-400',
      info: 'bg-brand-600 dark:bg-brand-400',
      success: 'bg-emerald-600 dark:bg-emerald-400',
      warning: 'bg-amber-500 dark:bg-amber-400',
      danger: 'bg-red-600 dark:bg-red-400',
    },
  },
});

export type BadgeProps = VariantProps<typeof badgeStyles> & {
  children: ReactNode;
  /** A coloured dot before the text, as status lists often show. */
  dot?: boolean;
  className?: string;
};

/** A short status label. The text must say the status: colour alone does not. */
export function Badge({ variant = 'neutral', dot, className, children }: BadgeProps) {
  return (
    <span className={badgeStyles({ variant, className })}>
      {dot && <span aria-hidden="true" className={dotStyles({ variant })} />}
      {children}
    </span>
  );
}
