import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { ScorecardCompany } from '@/contract/scorecard';
import { CHART_FILL, CHART_TEXT } from './chart-colors';
import { useElementWidth } from './use-element-width';

const ROW = 52;
const VALUE_WIDTH = 128;
/** About the width of one character of the labels' text: names longer than the row are cut. */
const CHARACTER = 7.5;

/**
 * On-time share per company as horizontal bars, the company's name above its bar and the share
 * with "x of n" beside it: names stay readable on a 390 px phone, where columns would not.
 */
export function OnTimeByCompanyChart({
  companies,
  label,
  valueOf,
}: {
  companies: ScorecardCompany[];
  /** The image's accessible name: what the bars say, in words. */
  label: string;
  /** "88 %" and "(7 von 8)" of a company. */
  valueOf: (company: ScorecardCompany) => { share: string; detail: string };
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const barWidth = Math.max(60, width - VALUE_WIDTH);
  const x = scaleLinear({ domain: [0, 1], range: [0, barWidth] });
  const maxCharacters = Math.floor(width / CHARACTER);
  return (
    <div ref={ref}>
      <svg
        width={width}
        height={companies.length * ROW}
        viewBox={`0 0 ${width} ${companies.length * ROW}`}
        className="block h-auto max-w-full"
        role="img"
        aria-label={label}
      >
        {companies.map((company, index) => {
          const { share, detail } = valueOf(company);
          const name = company.company.name;
          return (
            <Group key={company.company.id} top={index * ROW}>
              <text y={16} className="fill-slate-800 text-sm dark:fill-slate-100">
                {name.length > maxCharacters ? `${name.slice(0, maxCharacters - 1)}…` : name}
              </text>
              <Bar x={0} y={24} width={barWidth} height={18} rx={4} className={CHART_FILL.track} />
              <Bar
                x={0}
                y={24}
                width={x(company.onTimeRate ?? 0)}
                height={18}
                rx={4}
                className={CHART_FILL.onTime}
              />
              <text x={barWidth + 8} y={38} className={CHART_TEXT.value}>
                {share}
                <tspan dx={6} className="fill-slate-600 text-xs font-normal dark:fill-slate-300">
                  {detail}
                </tspan>
              </text>
            </Group>
          );
        })}
      </svg>
    </div>
  );
}
