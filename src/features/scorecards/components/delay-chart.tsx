import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { DelayBand } from '@/contract/scorecard';
import { CHART_FILL, CHART_TEXT } from './chart-colors';
import { useElementWidth } from './use-element-width';

const HEIGHT = 220;
const MARGIN = { top: 22, right: 4, bottom: 44, left: 4 };

/** Which colour a band gets: the first three are on time, then late, then very late. */
export const BAND_COLOUR: Record<DelayBand, 'onTime' | 'late' | 'veryLate'> = {
  onTime0: 'onTime',
  late5: 'onTime',
  late15: 'onTime',
  late30: 'late',
  late60: 'veryLate',
  lateMore: 'veryLate',
};

/** How many pickups came how late: one bar per band, its count above it. */
export function DelayChart({
  delays,
  label,
  bandLabel,
  axisLabel,
}: {
  delays: { band: DelayBand; count: number }[];
  label: string;
  bandLabel: (band: DelayBand) => string;
  /** What the bands count: "Minuten nach der geplanten Abholzeit". */
  axisLabel: string;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const innerWidth = Math.max(100, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({
    domain: delays.map((delay) => delay.band),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...delays.map((delay) => delay.count))],
    range: [innerHeight, 0],
  });
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
          <line
            x1={0}
            x2={innerWidth}
            y1={innerHeight}
            y2={innerHeight}
            className={CHART_TEXT.grid}
          />
          {delays.map((delay) => {
            const left = x(delay.band) ?? 0;
            const middle = left + x.bandwidth() / 2;
            return (
              <g key={delay.band}>
                <Bar
                  x={left}
                  y={y(delay.count)}
                  width={x.bandwidth()}
                  height={innerHeight - y(delay.count)}
                  rx={3}
                  className={CHART_FILL[BAND_COLOUR[delay.band]]}
                />
                <text
                  x={middle}
                  y={y(delay.count) - 6}
                  textAnchor="middle"
                  className={CHART_TEXT.value}
                >
                  {delay.count}
                </text>
                <text
                  x={middle}
                  y={innerHeight + 18}
                  textAnchor="middle"
                  className={CHART_TEXT.label}
                >
                  {bandLabel(delay.band)}
                </text>
              </g>
            );
          })}
          <text
            x={innerWidth / 2}
            y={innerHeight + 38}
            textAnchor="middle"
            className={CHART_TEXT.label}
          >
            {axisLabel}
          </text>
        </Group>
      </svg>
    </div>
  );
}
