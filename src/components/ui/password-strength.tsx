import { useLingui } from '@lingui/react/macro';
import { Meter } from 'react-aria-components';
import type { PasswordStrength as Strength } from '@/contract/password-strength';
import { cx } from './styles';

const LEVEL: Record<Strength, number> = { weak: 1, medium: 2, strong: 3 };

const BAR: Record<Strength, string> = {
  weak: 'bg-red-600 dark:bg-red-400',
  medium: 'bg-amber-500 dark:bg-amber-400',
  strong: 'bg-emerald-600 dark:bg-emerald-400',
};

const TEXT: Record<Strength, string> = {
  weak: 'text-red-700 dark:text-red-400',
  medium: 'text-amber-800 dark:text-amber-300',
  strong: 'text-emerald-700 dark:text-emerald-400',
};

/**
 * Shows how strong a new password is (Schwach, Mittel, Stark), as rated by the contract's
 * estimator (src/contract/password-strength.ts). Nothing is shown without a rating.
 */
export function PasswordStrengthMeter({
  strength,
  className,
}: {
  strength: Strength | undefined;
  className?: string;
}) {
  const { t } = useLingui();
  if (!strength) return null;
  const labels: Record<Strength, string> = {
    weak: t`Schwach`,
    medium: t`Mittel`,
    strong: t`Stark`,
  };
  return (
    <Meter
      value={LEVEL[strength]}
      minValue={0}
      maxValue={3}
      aria-label={t`Passwortstärke`}
      valueLabel={labels[strength]}
      className={cx('flex flex-col gap-1', className)}
    >
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3].map((step) => (
          <span
            key={step}
            className={cx(
              'h-1.5 flex-1 rounded-full transition-colors',
              step <= LEVEL[strength] ? BAR[strength] : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </div>
      <span className="flex justify-between text-xs">
        <span className="text-slate-600 dark:text-slate-400">{t`Passwortstärke`}</span>
        <span className={cx('font-medium', TEXT[strength])}>{labels[strength]}</span>
      </span>
    </Meter>
  );
}
