import { Trans, useLingui } from '@lingui/react/macro';
import { DELAY_BANDS, ON_TIME_MINUTES, type Scorecard } from '@/contract/scorecard';
import { formatRate, formatWeek } from '../scorecard-format';
import { useScorecardWords } from '../use-scorecard-words';
import { ChartFigure } from './chart-figure';
import { ChartLegend } from './chart-legend';
import { LEGEND_SWATCH } from './chart-colors';
import { BAND_COLOUR, DelayChart } from './delay-chart';
import { FiguresTable } from './figures-table';
import { OnTimeByCompanyChart } from './on-time-by-company-chart';
import { WeeklyTrendChart } from './weekly-trend-chart';

/**
 * The three charts: on-time share per company (a ward comparing companies), pickups per week on
 * time and late, and how late the pickups were. Each has its numbers as a table one press away.
 */
export function ScorecardCharts({ card, narrowedTo }: { card: Scorecard; narrowedTo?: string }) {
  const { t } = useLingui();
  const { language, bands, ofPickups } = useScorecardWords();
  const rate = (value: number | null) => formatRate(value, language);
  const companies = card.companies;
  const whose = narrowedTo ? `${narrowedTo}:` : '';
  const legend = (
    <ChartLegend
      entries={[
        { swatch: LEGEND_SWATCH.onTime, label: t`pünktlich` },
        { swatch: LEGEND_SWATCH.late, label: t`verspätet` },
      ]}
    />
  );
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {card.viewer === 'orderer' && companies.length > 0 && (
        <div className="xl:col-span-2">
          <ChartFigure
            title={<Trans>Pünktlichkeit je Unternehmen</Trans>}
            description={
              <Trans>
                Anteil der Abholungen, die höchstens {ON_TIME_MINUTES} Minuten nach Plan begannen.
              </Trans>
            }
            chart={
              <OnTimeByCompanyChart
                companies={companies}
                label={companies
                  .map((row) => `${row.company.name}: ${rate(row.onTimeRate)}`)
                  .join('; ')}
                valueOf={(row) => ({
                  share: rate(row.onTimeRate),
                  detail: `(${ofPickups(row.onTime, row.pickups)})`,
                })}
              />
            }
            table={
              <FiguresTable
                caption={t`Zahlen je Unternehmen`}
                subject={t`Unternehmen`}
                rows={companies.map((row) => ({
                  key: row.company.id,
                  name: row.company.name,
                  figures: row,
                }))}
              />
            }
          />
        </div>
      )}
      <ChartFigure
        title={<Trans>Abholungen je Woche</Trans>}
        description={
          <Trans>Pünktliche und verspätete Abholungen, darüber der Anteil der pünktlichen.</Trans>
        }
        chart={
          <WeeklyTrendChart
            weeks={card.weeks}
            label={
              `${whose} ${card.weeks
                .filter((week) => week.pickups > 0)
                .map(
                  (week) =>
                    `${formatWeek(week.week, language)}: ${rate(week.onTimeRate)} (${ofPickups(week.onTime, week.pickups)})`,
                )
                .join('; ')}`.trim() || t`Keine Abholungen im Zeitraum`
            }
            weekLabel={(monday) => formatWeek(monday, language)}
            rateLabel={rate}
          />
        }
        legend={legend}
        table={
          <FiguresTable
            caption={t`Zahlen je Woche`}
            subject={t`Woche`}
            rows={card.weeks.map((week) => ({
              key: week.week,
              name: formatWeek(week.week, language),
              figures: week,
            }))}
          />
        }
      />
      <ChartFigure
        title={<Trans>Verspätung bei der Abholung</Trans>}
        description={
          <Trans>Wie viele Abholungen wie viele Minuten nach der geplanten Zeit begannen.</Trans>
        }
        chart={
          <DelayChart
            delays={card.delays}
            label={`${whose} ${card.delays
              .map((delay) => `${bands[delay.band]} ${t`Minuten`}: ${delay.count}`)
              .join('; ')}`.trim()}
            bandLabel={(band) => bands[band]}
            axisLabel={t`Minuten nach der geplanten Abholzeit`}
          />
        }
        legend={
          <ChartLegend
            entries={[
              {
                swatch: LEGEND_SWATCH.onTime,
                label: t`pünktlich (bis ${ON_TIME_MINUTES} Minuten)`,
              },
              { swatch: LEGEND_SWATCH.late, label: t`bis 30 Minuten` },
              { swatch: LEGEND_SWATCH.veryLate, label: t`mehr als 30 Minuten` },
            ]}
          />
        }
        table={
          <div className="overflow-x-auto">
            <table className="w-full text-sm text-slate-800 dark:text-slate-200">
              <caption className="sr-only">{t`Abholungen nach Verspätung`}</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">{t`Minuten nach Plan`}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t`Abholungen`}</th>
                </tr>
              </thead>
              <tbody>
                {DELAY_BANDS.map((band) => (
                  <tr key={band} className="border-t border-slate-200 dark:border-slate-800">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      <span
                        aria-hidden
                        className={`me-2 inline-block size-3 rounded-sm ${LEGEND_SWATCH[BAND_COLOUR[band]]}`}
                      />
                      {bands[band]}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {card.delays.find((delay) => delay.band === band)?.count ?? 0}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        }
      />
    </div>
  );
}
