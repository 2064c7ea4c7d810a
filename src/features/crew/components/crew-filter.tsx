import { useLingui } from '@lingui/react/macro';
import type { Named } from '@/contract/transport-answer';
import { cx } from '@/components/ui/styles';

/**
 * Which crew this phone rides with: the crews that have jobs today, or all of them. The choice
 * stays on the device — a phone usually lives in one vehicle.
 */
export function CrewFilter({
  crews,
  selected,
  onSelect,
}: {
  crews: Named[];
  selected: string | null;
  onSelect: (crewId: string | null) => void;
}) {
  const { t } = useLingui();
  if (crews.length === 0) return null;
  const options = [{ id: null, name: t`Alle Besatzungen` }, ...crews];
  return (
    <div role="group" aria-label={t`Besatzung`} className="flex flex-wrap gap-2">
      {options.map((crew) => {
        const active = crew.id === selected;
        return (
          <button
            key={crew.id ?? 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(crew.id)}
            className={cx(
              'h-11 rounded-full border px-4 text-sm font-medium',
              // brand-600 in both themes: white on the dark theme's brand-500 was 3.52:1.
              active
                ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-300'
                : 'border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
            )}
          >
            {crew.name}
          </button>
        );
      })}
    </div>
  );
}
