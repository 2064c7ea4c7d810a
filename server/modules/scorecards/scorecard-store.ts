/**
 * The scorecards' figures (issue 11, decisions 043 and 049), read in one SQL statement from the
 * facts the database derives from the stored transport events (`scorecard_facts`, kept with each
 * write). Visibility is the caller's own: a ward's transports (figures per company that accepted
 * one of them); for a company, its own facts only — its acceptances and returns wherever the
 * transport went since, and the steps, completions and cancellations of what was assigned to it —
 * never another company's, nor a ward's figures about anyone else.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ON_TIME_MINUTES } from '../../../src/contract/scorecard';
import type { Caller } from '../../caller';
import { organizations, scorecardFacts } from '../../db/schema';
import type { DataScope } from '../../db/scope';

export type ScorecardRequest = {
  /** First and last planned pickup day in Germany, inclusive. */
  from: string;
  to: string;
  /** Narrows the weekly trend and the delay bands to one company. */
  companyId?: string;
};

/** One aggregated row: a company (`company`), all (`total`), a week, or a delay band. */
export type FigureRow = {
  set_name: 'company' | 'total' | 'week' | 'band';
  company_id: string | null;
  company_name: string | null;
  week: string | null;
  band: string | null;
  carried_out: number;
  pickups: number;
  on_time: number;
  median_delay: number | null;
  returns: number;
  cancelled: number;
  delays_reported: number;
  delays_unreported: number;
  accepted: number;
  median_to_accept: number | null;
};

const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Berlin')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Berlin')`;

/**
 * The one statement behind a scorecard: the caller's figures per company, in all, per week and
 * per delay band (exported for the benchmark's EXPLAIN). One pass over the facts with grouping
 * sets: companies and the total count every fact; the week and band sets only the narrowed ones
 * (a fact outside the narrowing has no week or band, and that empty group is dropped).
 */
export function scorecardStatement(caller: Caller, request: ScorecardRequest): SQL {
  const own =
    caller.organizationType === 'T'
      ? sql`f.company_id = ${caller.organizationId}`
      : sql`f.orderer_id = ${caller.organizationId}`;
  const narrowed = request.companyId ? sql`f.company_id = ${request.companyId}` : sql`true`;
  return sql`
    with placed as (
      select f.company_id, f.kind, f.minutes,
        case when ${narrowed}
          then (date_trunc('week', f.pickup_at at time zone 'Europe/Berlin'))::date end as week,
        case when not (${narrowed}) or f.kind <> 'pickup' then null
             when f.minutes <= 0 then 'onTime0' when f.minutes <= 5 then 'late5'
             when f.minutes <= ${ON_TIME_MINUTES} then 'late15' when f.minutes <= 30 then 'late30'
             when f.minutes <= 60 then 'late60' else 'lateMore' end as band
      from ${scorecardFacts} f
      where ${own}
        and f.pickup_at >= ${dayStart(request.from)} and f.pickup_at < ${dayEnd(request.to)}
    ),
    figures as (
      select grouping(company_id, week, band) as grouped, company_id, week, band,
        count(*) filter (where kind = 'completed')::int as carried_out,
        count(*) filter (where kind = 'pickup')::int as pickups,
        count(*) filter (where kind = 'pickup' and minutes <= ${ON_TIME_MINUTES})::int as on_time,
        percentile_cont(0.5) within group (order by greatest(minutes, 0))
          filter (where kind = 'pickup') as median_delay,
        count(*) filter (where kind = 'return')::int as returns,
        count(*) filter (where kind = 'cancelled')::int as cancelled,
        count(*) filter (where kind = 'delay_reported')::int as delays_reported,
        count(*) filter (where kind = 'delay_unreported')::int as delays_unreported,
        count(*) filter (where kind = 'accept')::int as accepted,
        percentile_cont(0.5) within group (order by minutes)
          filter (where kind = 'accept') as median_to_accept
      from placed
      group by grouping sets ((company_id), (), (week), (band))
      having not (grouping(week) = 0 and week is null) and not (grouping(band) = 0 and band is null)
    )
    -- grouping(): a bit per column not grouped by — 3 company, 7 total, 5 week, 6 band.
    select case grouped when 3 then 'company' when 7 then 'total' when 5 then 'week' else 'band' end
        as set_name,
      company_id, week::text as week, band,
      (select o.name from ${organizations} o where o.id = figures.company_id) as company_name,
      carried_out, pickups, on_time, median_delay, returns, cancelled, delays_reported,
      delays_unreported, accepted, median_to_accept
    from figures`;
}

/** The figures the caller of `scope` may see. */
export async function scorecardFigures(
  scope: Pick<DataScope, 'caller' | 'handle'>,
  request: ScorecardRequest,
): Promise<FigureRow[]> {
  const result = await scope.handle.execute(scorecardStatement(scope.caller, request));
  return (result as unknown as { rows: FigureRow[] }).rows;
}
