/**
 * Who hears of what happens to a series as a whole (decision 050) — pure, like
 * transport-notifications.ts. A ward's new series is one piece of new work for each company
 * whose service area covers its pickup, however many dates it made; a series taken as a whole
 * is one acceptance for the ward; a change "from this date on" and the cancellation of the rest
 * are one change and one cancellation for the ward and the company that carries the series. The
 * dates' own events of those actions carry `toldBySeries` and notify nobody.
 */
import type { PlannedNotificationType } from '../../src/contract/notification';
import type { DomainEvent, EventType } from '../events/catalogue';
import type { SeriesFacts } from './series-facts';
import { orgs, type Audience, type PlannedNotification } from './transport-notifications';

export const SERIES_EVENT_TYPES = [
  'series.published',
  'series.accepted',
  'series.changed',
  'series.cancelled',
  'series.approval_expiring',
] as const satisfies readonly EventType[];
export type SeriesEvent = DomainEvent<(typeof SERIES_EVENT_TYPES)[number]>;

export const isSeriesEvent = (event: DomainEvent): event is SeriesEvent =>
  (SERIES_EVENT_TYPES as readonly string[]).includes(event.type);

/**
 * The kinds a series is told as (decision 050), each a transport's kind so its setting applies:
 * new work for companies, taken for the ward, changed and cancelled for the ward and the company;
 * and one of its own, the approval running out, for the ward (decision 097).
 */
export type SeriesNotificationType = Extract<
  PlannedNotificationType,
  | 'marketplace_new'
  | 'transport_accepted'
  | 'transport_edited'
  | 'transport_cancelled'
  | 'series_approval_expiring'
>;
type SeriesNotification = PlannedNotification<SeriesNotificationType>;

/** Still on the marketplace: a ward's series, active, nobody has taken it. */
const onMarketplace = (facts: SeriesFacts) =>
  facts.published && facts.status === 'active' && facts.assignedCompanyId === null;

const marketplaceAround = (facts: SeriesFacts): Audience => ({
  kind: 'marketplace',
  postcode: facts.pickupPostcode,
  except: [],
});

export function plannedSeriesNotifications(
  event: SeriesEvent,
  facts: SeriesFacts,
): SeriesNotification[] {
  switch (event.type) {
    case 'series.published':
      // Work only while it is still on the marketplace: a series taken (or cancelled) before
      // this was delivered is nobody's new work any more — as `transport.created` checks `open`.
      return onMarketplace(facts)
        ? [{ type: 'marketplace_new', audience: marketplaceAround(facts) }]
        : [];
    case 'series.accepted':
      return [{ type: 'transport_accepted', audience: orgs(facts.orderingOrganizationId) }];
    case 'series.changed':
      // Taken: the ward and the company that carries it, as a transport's edit after assignment.
      if (facts.assignedCompanyId) {
        return [
          {
            type: 'transport_edited',
            audience: orgs(facts.orderingOrganizationId, facts.assignedCompanyId),
          },
        ];
      }
      // Untaken: no more than a new series tells — nothing to the ward (a change of an order
      // nobody took concerns only the ward that made it), and to the companies around once, and
      // only if the change put new dates on the marketplace (moved open dates tell nobody, as a
      // moved open transport does not).
      return event.payload.newDates > 0 && onMarketplace(facts)
        ? [{ type: 'marketplace_new', audience: marketplaceAround(facts) }]
        : [];
    case 'series.approval_expiring':
      // Only the ward can bring a new approval; the company learns of it by the dates (none
      // after the last day).
      return facts.status === 'active'
        ? [{ type: 'series_approval_expiring', audience: orgs(facts.orderingOrganizationId) }]
        : [];
    case 'series.cancelled':
      // As a transport's cancellation: the ward and, if one carries it, the company.
      return [
        {
          type: 'transport_cancelled',
          audience: orgs(facts.orderingOrganizationId, facts.assignedCompanyId),
        },
      ];
  }
}

/**
 * Whether the marketplaces' "Offene Serien" changed: the series came onto them, changed while on
 * them, or left them (taken whole, or cancelled while untaken). A company's own series never was.
 */
export function seriesChangesMarketplace(event: SeriesEvent, facts: SeriesFacts): boolean {
  if (!facts.published) return false;
  return event.type === 'series.accepted' || facts.assignedCompanyId === null;
}
