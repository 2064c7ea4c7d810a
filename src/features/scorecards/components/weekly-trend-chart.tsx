import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { ScorecardWeek } from '@/contract/scorecard';
import { CHART_FILL, CHART_TEXT } from './chart-colors';
import { useElementWidth } from './use-element-width';

const HEIGHT = 240;
const MARGIN = { top: 22, right: 4, bottom: 26, left: 34 };
/** The room one week's label needs on the axis; with less, only every n-th week is named. */
const LABEL_ROOM = 48;
/** The room a rate above a bar needs. */
const RATE_ROOM = 34;

/**
 * Pickups per week, on time (below) and late (above) stacked, with the on-time share above each
 * bar where there is room: the trend and the volume behind it in one look.
 */
export function WeeklyTrendChart({
  weeks,
  label,
  weekLabel,
  rateLabel,
}: {
  weeks: ScorecardWeek[];
  label: string;
  weekLabel: (monday: string) => string;
  rateLabel: (rate: number | null) => string;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const innerWidth = Math.max(100, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({
    domain: weeks.map((week) => week.week),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const most = Math.max(1, ...weeks.map((week) => week.pickups));
  const y = scaleLinear({ domain: [0, most], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const every = Math.max(1, Math.ceil((weeks.length * LABEL_ROOM) / innerWidth));
  const showRates = x.bandwidth() >= RATE_ROOM;
  return (
    <div ref={ref}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block h-auto max-w-full"
        role="img"
        aria-label={label}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className={CHART_TEXT.grid} />
              <text x={-6} y={y(tick) + 4} textAnchor="end" className={CHART_TEXT.label}>
                {tick}
              </text>
            </g>
          ))}
          {weeks.map((week, index) => {
            const left = x(week.week) ?? 0;
            return (
              <g key={week.week}>
                <Bar
                  x={left}
                  y={y(week.onTime)}
                  width={x.bandwidth()}
                  height={innerHeight - y(week.onTime)}
                  className={CHART_FILL.onTime}
                />
                <Bar
                  x={left}
                  y={y(week.pickups)}
                  width={x.bandwidth()}
                  height={y(week.onTime) - y(week.pickups)}
                  className={CHART_FILL.late}
                />
                {showRates && week.pickups > 0 && (
                  <text
                    x={left + x.bandwidth() / 2}
                    y={y(week.pickups) - 6}
                    textAnchor="middle"
                    className={CHART_TEXT.label}
                  >
                    {rateLabel(week.onTimeRate)}
                  </text>
                )}
                {index % every === 0 && (
                  <text
                    x={left + x.bandwidth() / 2}
                    y={innerHeight + 18}
                    textAnchor="middle"
                    className={CHART_TEXT.label}
                  >
                    {weekLabel(week.week)}
                  </text>
                )}
              </g>
            );
          })}
        </Group>
      </svg>
    </div>
  );
}
