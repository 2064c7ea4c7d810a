import { useLingui } from '@lingui/react/macro';
import type { ScorecardFigures } from '@/contract/scorecard';
import { formatCount, formatDuration, formatMinutes, formatRate } from '../scorecard-format';
import { useScorecardWords } from '../use-scorecard-words';

/** The period's key figures at a glance, each with its name and, where it helps, its base. */
export function FigureTiles({ figures }: { figures: ScorecardFigures }) {
  const { t } = useLingui();
  const { names, language, ofPickups } = useScorecardWords();
  const tiles = [
    {
      name: names.onTime,
      value: formatRate(figures.onTimeRate, language),
      detail: t`${ofPickups(figures.onTime, figures.pickups)} Abholungen`,
    },
    { name: names.medianDelayMinutes, value: formatMinutes(figures.medianDelayMinutes, language) },
    { name: names.carriedOut, value: formatCount(figures.carriedOut, language) },
    {
      name: names.medianMinutesToAcceptance,
      value: formatDuration(figures.medianMinutesToAcceptance, language),
      detail: t`bei ${formatCount(figures.accepted, language)} Annahmen`,
    },
    { name: names.returns, value: formatCount(figures.returns, language) },
    {
      name: names.cancelledAfterAssignment,
      value: formatCount(figures.cancelledAfterAssignment, language),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {tiles.map((tile) => (
        <div
          key={tile.name}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-xs dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{tile.name}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-slate-50">
            {tile.value}
          </dd>
          {tile.detail && (
            <dd className="text-xs text-slate-600 dark:text-slate-400">{tile.detail}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
