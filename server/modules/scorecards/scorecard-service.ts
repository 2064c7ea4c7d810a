/**
 * A scorecard as the API answers it (src/contract/scorecard.ts): the SQL's rows (db/scope,
 * scorecard-figures.ts) turned into figures per company, in all, per week and per delay band.
 * Weeks and bands without any pickup are listed too, so a chart's axis never skips one.
 */
import {
  DELAY_BANDS,
  type Scorecard,
  type ScorecardFigures,
  type ScorecardQuery,
} from '../../../src/contract/scorecard';
import type { DataScope } from '../../db/scope';
import { scorecardFigures, type FigureRow } from './scorecard-store';

const EMPTY: ScorecardFigures = {
  carriedOut: 0,
  pickups: 0,
  onTime: 0,
  onTimeRate: null,
  medianDelayMinutes: null,
  returns: 0,
  cancelledAfterAssignment: 0,
  delaysReported: 0,
  delaysUnreported: 0,
  accepted: 0,
  medianMinutesToAcceptance: null,
};

/** Minutes to one decimal: a median of seconds-exact times reads better so, and is still exact. */
const minutes = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

function figuresOf(row: FigureRow | undefined): ScorecardFigures {
  if (!row) return EMPTY;
  return {
    carriedOut: row.carried_out,
    pickups: row.pickups,
    onTime: row.on_time,
    onTimeRate: row.pickups > 0 ? row.on_time / row.pickups : null,
    medianDelayMinutes: minutes(row.median_delay),
    returns: row.returns,
    cancelledAfterAssignment: row.cancelled,
    delaysReported: row.delays_reported,
    delaysUnreported: row.delays_unreported,
    accepted: row.accepted,
    medianMinutesToAcceptance: minutes(row.median_to_accept),
  };
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The Mondays of every week that overlaps `from`–`to` (weeks start on Monday, seed §9). */
export function mondaysOf(from: string, to: string): string[] {
  const first = dayNumber(from);
  // Day 0 (1970-01-01) was a Thursday: Monday is 3 days before it in the week's cycle.
  const monday = first - ((first + 3) % 7);
  const mondays: string[] = [];
  for (let day = monday; day <= dayNumber(to); day += 7) mondays.push(dayText(day));
  return mondays;
}

export async function readScorecard(scope: DataScope, query: ScorecardQuery): Promise<Scorecard> {
  const rows = await scorecardFigures(scope, query);
  const of = (set: FigureRow['set_name']) => rows.filter((row) => row.set_name === set);
  const weeks = new Map(of('week').map((row) => [row.week!, row]));
  const bands = new Map(of('band').map((row) => [row.band!, row.pickups]));
  const companies = of('company')
    .map((row) => ({ company: { id: row.company_id!, name: row.company_name ?? '' }, row }))
    .sort(
      (a, b) =>
        b.row.pickups - a.row.pickups ||
        b.row.accepted - a.row.accepted ||
        a.company.name.localeCompare(b.company.name, 'de'),
    );
  return {
    from: query.from,
    to: query.to,
    viewer: scope.caller.organizationType === 'T' ? 'company' : 'orderer',
    companyId: query.companyId ?? null,
    total: figuresOf(of('total')[0]),
    companies: companies.map(({ company, row }) => ({ company, ...figuresOf(row) })),
    weeks: mondaysOf(query.from, query.to).map((week) => ({
      week,
      ...figuresOf(weeks.get(week)),
    })),
    delays: DELAY_BANDS.map((band) => ({ band, count: bands.get(band) ?? 0 })),
  };
}
