import type { ReactNode } from 'react';
import type { ScorecardFigures } from '@/contract/scorecard';
import { formatCount, formatDuration, formatMinutes, formatRate } from '../scorecard-format';
import { useScorecardWords } from '../use-scorecard-words';

export type FigureRow = {
  key: string;
  name: ReactNode;
  figures: ScorecardFigures;
  isTotal?: boolean;
};

/**
 * Every figure of every row (companies, all, weeks) as a real table: read cell by cell with a
 * screen reader, scrolled sideways on a phone.
 */
export function FiguresTable({
  caption,
  subject,
  rows,
}: {
  caption: string;
  /** The first column's head: "Unternehmen", "Woche". */
  subject: string;
  rows: FigureRow[];
}) {
  const { names, language, ofPickups } = useScorecardWords();
  const head = 'px-3 py-2 text-left text-xs font-semibold text-slate-700 dark:text-slate-200';
  const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-lg border border-slate-200 outline-offset-2 outline-brand-600 focus-visible:outline-2 dark:border-slate-800"
    >
      <table className="w-full text-sm text-slate-800 dark:text-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className={head}>
              {subject}
            </th>
            {[
              names.onTime,
              names.medianDelayMinutes,
              names.carriedOut,
              names.returns,
              names.cancelledAfterAssignment,
              names.delaysReported,
              names.delaysUnreported,
              names.accepted,
              names.medianMinutesToAcceptance,
            ].map((name) => (
              <th key={name} scope="col" className={`${head} text-right`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, figures, isTotal }) => (
            <tr
              key={key}
              className={
                isTotal
                  ? 'border-t-2 border-slate-300 font-semibold dark:border-slate-600'
                  : 'border-t border-slate-200 dark:border-slate-800'
              }
            >
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {name}
              </th>
              <td className={cell}>
                {formatRate(figures.onTimeRate, language)}{' '}
                <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                  ({ofPickups(figures.onTime, figures.pickups)})
                </span>
              </td>
              <td className={cell}>{formatMinutes(figures.medianDelayMinutes, language)}</td>
              <td className={cell}>{formatCount(figures.carriedOut, language)}</td>
              <td className={cell}>{formatCount(figures.returns, language)}</td>
              <td className={cell}>{formatCount(figures.cancelledAfterAssignment, language)}</td>
              <td className={cell}>{formatCount(figures.delaysReported, language)}</td>
              <td className={cell}>{formatCount(figures.delaysUnreported, language)}</td>
              <td className={cell}>{formatCount(figures.accepted, language)}</td>
              <td className={cell}>
                {formatDuration(figures.medianMinutesToAcceptance, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
