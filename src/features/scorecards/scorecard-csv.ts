/**
 * The scorecard as a CSV file that Excel opens as it is: in German with semicolons, decimal
 * commas and a UTF-8 byte order mark (without it Excel reads umlauts as Windows-1252); in English
 * with commas and decimal points. Dates as the product writes them in each language: 02.03.2026
 * in German (what a German Excel reads as its own), 02/03/2026 in English (an Excel set to US
 * dates reads that month first; the period is also in the file name, as ISO dates).
 * One table: a row per company, one for all, one per week — each with every figure.
 */
import { formatDayMonthYear } from '@/contract/dates';
import type { Language } from '@/contract/messages';
import type { Scorecard, ScorecardFigures } from '@/contract/scorecard';
import { formatWeek } from './scorecard-format';

export type CsvLabels = {
  subject: string;
  from: string;
  to: string;
  all: string;
  carriedOut: string;
  pickups: string;
  onTime: string;
  onTimePercent: string;
  medianDelayMinutes: string;
  returns: string;
  cancelledAfterAssignment: string;
  delaysReported: string;
  delaysUnreported: string;
  accepted: string;
  medianMinutesToAcceptance: string;
};

const BOM = '\uFEFF';

const conventions = {
  de: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
} as const;

/** No grouping (Excel would read "1.234" as a decimal in German), one decimal at most. */
function csvNumber(value: number | null, language: Language): string {
  if (value === null) return '';
  const rounded = Math.round(value * 10) / 10;
  return String(rounded).replace('.', conventions[language].decimal);
}

/**
 * Quoted when it holds the separator, a quote or a line break. Text starting with = + - @ is
 * prefixed with ' so that a name cannot become a spreadsheet formula (CSV injection).
 */
function csvText(value: string, language: Language): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return new RegExp(`["\\r\\n${conventions[language].separator}]`).test(safe)
    ? `"${safe.replace(/"/g, '""')}"`
    : safe;
}

const FIGURES: (keyof ScorecardFigures)[] = [
  'carriedOut',
  'pickups',
  'onTime',
  'onTimeRate',
  'medianDelayMinutes',
  'returns',
  'cancelledAfterAssignment',
  'delaysReported',
  'delaysUnreported',
  'accepted',
  'medianMinutesToAcceptance',
];

export function scorecardCsv(card: Scorecard, language: Language, labels: CsvLabels): string {
  const { separator } = conventions[language];
  const header = [
    labels.subject,
    labels.from,
    labels.to,
    ...FIGURES.map((key) => (key === 'onTimeRate' ? labels.onTimePercent : labels[key])),
  ];
  const row = (subject: string, from: string, to: string, figures: ScorecardFigures) => [
    csvText(subject, language),
    formatDayMonthYear(from, language),
    formatDayMonthYear(to, language),
    ...FIGURES.map((key) =>
      csvNumber(
        key === 'onTimeRate' && figures.onTimeRate !== null
          ? figures.onTimeRate * 100
          : figures[key],
        language,
      ),
    ),
  ];
  const weekEnd = (monday: string) =>
    new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const lines = [
    header.map((text) => csvText(text, language)),
    ...card.companies.map((company) => row(company.company.name, card.from, card.to, company)),
    row(labels.all, card.from, card.to, card.total),
    ...card.weeks.map((week) =>
      row(
        formatWeek(week.week, language),
        week.week < card.from ? card.from : week.week,
        weekEnd(week.week) > card.to ? card.to : weekEnd(week.week),
        week,
      ),
    ),
  ];
  return BOM + lines.map((line) => line.join(separator)).join('\r\n') + '\r\n';
}

/** `zuverlaessigkeit-2026-03-02-bis-2026-03-15.csv` / `reliability-2026-03-02-to-2026-03-15.csv`. */
export const scorecardFileName = (card: Pick<Scorecard, 'from' | 'to'>, language: Language) =>
  language === 'en'
    ? `reliability-${card.from}-to-${card.to}.csv`
    : `zuverlaessigkeit-${card.from}-bis-${card.to}.csv`;
