import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { cx } from './styles';

const spinner = tv({
  base: 'animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]',
  variants: {
    size: { sm: 'size-4', md: 'size-5', lg: 'size-8' },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = {
  /** Read by screen readers; inside a pending Button the button names it instead. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** An indeterminate progress indicator (a `progressbar` with a name). */
export function Spinner({ label, size, className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? t`Wird geladen…`}
      className={cx('inline-flex shrink-0 text-current', className)}
    >
      <svg className={spinner({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
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
    </ProgressBar>
  );
}
