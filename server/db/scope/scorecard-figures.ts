/**
 * The scorecards' figures (issue 11, decision 043), computed in one SQL statement from the
 * stored transport events. Visibility is the caller's own: a ward's transports (figures per
 * company that accepted one of them); for a company, the transports it was assigned or gave
 * back, and of those only its own figures — never another company's steps, nor a ward's figures
 * about anyone else.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ON_TIME_MINUTES } from '../../../src/contract/scorecard';
import type { Caller } from '../../context';
import { organizations, transportEvents, transports } from '../schema';
import type { DataScope } from './data-scope';

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
  accepted: number;
  median_to_accept: number | null;
};

const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/Berlin')`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Berlin')`;

/**
 * The transports the figures are read from. A ward: those it ordered. A company: those assigned
 * to it, and those it gave back to the marketplace (its returns count against it even when
 * another company carried the transport out); the facts below keep only its own.
 */
function scopedTransports(caller: Caller, range: SQL): SQL {
  const columns = sql`t.id, t.pickup_at, t.status, t.assigned_company_id`;
  if (caller.organizationType !== 'T') {
    return sql`select ${columns} from ${transports} t
      where t.organization_id = ${caller.organizationId} and ${range}`;
  }
  return sql`select ${columns} from ${transports} t
      where t.assigned_company_id = ${caller.organizationId} and ${range}
    union
    select ${columns} from ${transports} t
      where t.id in (select e.transport_id from ${transportEvents} e
                     where e.action = 'return' and e.actor_organization_id = ${caller.organizationId})
        and ${range}`;
}

/**
 * The one statement behind a scorecard: the caller's figures per company, in all, per week and
 * per delay band (exported for the benchmark's EXPLAIN).
 */
export function scorecardStatement(caller: Caller, request: ScorecardRequest): SQL {
  const range = sql`t.pickup_at >= ${dayStart(request.from)} and t.pickup_at < ${dayEnd(request.to)}`;
  const ownFactsOnly =
    caller.organizationType === 'T' ? sql`and f.company_id = ${caller.organizationId}` : sql``;
  const narrowed = request.companyId ? sql`(f.company_id = ${request.companyId})` : sql`true`;
  return sql`
    with scoped as (${scopedTransports(caller, range)}),
    ev as (
      select e.transport_id, e.action, e.from_status, e.actor_organization_id as actor, e.at,
             e.recorded_at,
             -- When the transport last went on the marketplace, up to this event (server time):
             -- its order, a company's return, or the release of an on-call return trip.
             max(e.recorded_at) filter (
               where e.action in ('return', 'release')
                  or (e.action = 'create' and e.to_status = 'open')
             ) over (partition by e.transport_id order by e.recorded_at, e.action = 'accept'
                     rows between unbounded preceding and current row) as published_at
      from ${transportEvents} e join scoped s on s.id = e.transport_id
      where e.action in ('create', 'release', 'return', 'accept', 'at_pickup', 'in_transit', 'cancel')
    ),
    facts as (
      -- Each acceptance: minutes since the transport last went on the marketplace.
      select transport_id, actor as company_id, 'accept' as kind,
             extract(epoch from recorded_at - published_at) / 60 as minutes
      from ev where action = 'accept'
      union all
      select transport_id, actor, 'return', null from ev where action = 'return'
      union all
      -- The crew's first report at the patient (device time): 4, or 7 when 4 was skipped.
      select s.id, s.assigned_company_id, 'pickup', extract(epoch from min(e.at) - s.pickup_at) / 60
      from scoped s join ev e on e.transport_id = s.id
      where e.action in ('at_pickup', 'in_transit') and e.actor = s.assigned_company_id
      group by s.id, s.assigned_company_id, s.pickup_at
      union all
      select id, assigned_company_id, 'completed', null from scoped
      where status = 'completed' and assigned_company_id is not null
      union all
      select e.transport_id, s.assigned_company_id, 'cancelled', null
      from ev e join scoped s on s.id = e.transport_id
      where e.action = 'cancel' and e.from_status in ('assigned', 'en_route', 'at_pickup')
        and s.assigned_company_id is not null
    ),
    placed as (
      select f.*, ${narrowed} as narrowed,
        (date_trunc('week', s.pickup_at at time zone 'Europe/Berlin'))::date::text as week,
        case when f.kind <> 'pickup' then null
             when f.minutes <= 0 then 'onTime0' when f.minutes <= 5 then 'late5'
             when f.minutes <= ${ON_TIME_MINUTES} then 'late15' when f.minutes <= 30 then 'late30'
             when f.minutes <= 60 then 'late60' else 'lateMore' end as band
      from facts f join scoped s on s.id = f.transport_id
      where f.company_id is not null ${ownFactsOnly}
    ),
    -- Companies and the total count every fact; the trend and bands only the narrowed ones.
    sets as (
      select 'company' as set_name, company_id, null::text as week, null::text as band, kind, minutes
        from placed
      union all select 'total', null, null, null, kind, minutes from placed
      union all select 'week', null, week, null, kind, minutes from placed where narrowed
      union all select 'band', null, null, band, kind, minutes from placed
        where narrowed and band is not null
    )
    select set_name, company_id, week, band,
      (select o.name from ${organizations} o where o.id = sets.company_id) as company_name,
      count(*) filter (where kind = 'completed')::int as carried_out,
      count(*) filter (where kind = 'pickup')::int as pickups,
      count(*) filter (where kind = 'pickup' and minutes <= ${ON_TIME_MINUTES})::int as on_time,
      percentile_cont(0.5) within group (order by greatest(minutes, 0))
        filter (where kind = 'pickup') as median_delay,
      count(*) filter (where kind = 'return')::int as returns,
      count(*) filter (where kind = 'cancelled')::int as cancelled,
      count(*) filter (where kind = 'accept')::int as accepted,
      percentile_cont(0.5) within group (order by minutes)
        filter (where kind = 'accept') as median_to_accept
    from sets
    group by set_name, company_id, week, band`;
}

/** The figures the caller of `scope` may see. */
export async function scorecardFigures(
  scope: Pick<DataScope, 'caller' | 'handle'>,
  request: ScorecardRequest,
): Promise<FigureRow[]> {
  const result = await scope.handle.execute(scorecardStatement(scope.caller, request));
  return (result as unknown as { rows: FigureRow[] }).rows;
}
