/**
 * Who hears of a transport event, and as what (PRODUCT.md §5) — pure, so every rule is tested
 * without a database. The ordering organisation hears what happens to its order; the assigned
 * company hears of cancellations and changes; companies whose service area covers the pickup
 * postcode hear of new work on the marketplace.
 */
import type { TransportNotificationType } from '../../src/contract/notification';
import type { DomainEvent, EventType } from '../events/catalogue';
import type { TransportFacts } from './transport-facts';

export type Audience =
  | { kind: 'organizations'; organizationIds: string[] }
  /** Transport companies whose service area covers `postcode`, except `except`. */
  | { kind: 'marketplace'; postcode: string; except: string[] };

export type PlannedNotification = { type: TransportNotificationType; audience: Audience };

export const TRANSPORT_EVENT_TYPES = [
  'transport.created',
  'transport.updated',
  'transport.released',
  'transport.accepted',
  'transport.returned',
  'transport.assigned',
  'transport.status_changed',
  'transport.cancelled',
  'transport.expiring',
  'transport.expired',
] as const satisfies readonly EventType[];
export type TransportEvent = DomainEvent<(typeof TRANSPORT_EVENT_TYPES)[number]>;

const orgs = (...ids: (string | null)[]): Audience => ({
  kind: 'organizations',
  organizationIds: [...new Set(ids.filter((id): id is string => id !== null))],
});

export function plannedNotifications(
  event: TransportEvent,
  facts: TransportFacts,
): PlannedNotification[] {
  const ordering = facts.orderingOrganizationId;
  const marketplace = (except: string[] = []): Audience => ({
    kind: 'marketplace',
    postcode: facts.pickupPostcode,
    except,
  });
  switch (event.type) {
    case 'transport.created':
    case 'transport.released':
      // An on-call return is created off the market: only a released or open one is new work.
      return facts.status === 'open' ? [{ type: 'marketplace_new', audience: marketplace() }] : [];
    case 'transport.accepted':
      return [{ type: 'transport_accepted', audience: orgs(ordering) }];
    case 'transport.returned':
      return [
        { type: 'transport_returned', audience: orgs(ordering) },
        ...(facts.status === 'open'
          ? [
              {
                type: 'marketplace_new' as const,
                audience: marketplace([event.payload.companyId]),
              },
            ]
          : []),
      ];
    case 'transport.status_changed':
      return [{ type: 'transport_status_changed', audience: orgs(ordering) }];
    case 'transport.cancelled':
      return [{ type: 'transport_cancelled', audience: orgs(ordering, facts.assignedCompanyId) }];
    case 'transport.updated':
      // Before a company took it, a change concerns nobody but the ward that made it.
      return facts.assignedCompanyId
        ? [{ type: 'transport_edited', audience: orgs(ordering, facts.assignedCompanyId) }]
        : [];
    case 'transport.expiring':
      return facts.status === 'open'
        ? [{ type: 'transport_expiring', audience: orgs(ordering) }]
        : [];
    case 'transport.expired':
      return [{ type: 'transport_expired', audience: orgs(ordering) }];
    case 'transport.assigned':
      return [];
  }
}

/** The facts as the event saw them: a status change is told as the step it was. */
export function factsAtEvent(event: TransportEvent, facts: TransportFacts): TransportFacts {
  return event.type === 'transport.status_changed' ? { ...facts, status: event.payload.to } : facts;
}

/** The organisations whose open lists show the transport: they refresh on every change. */
export function organizationsToRefresh(event: TransportEvent, facts: TransportFacts): string[] {
  const ids = [facts.orderingOrganizationId, facts.assignedCompanyId];
  if (event.type === 'transport.returned') ids.push(event.payload.companyId);
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** Whether the marketplace changed: the transport came onto it, changed on it, or left it. */
export function changesMarketplace(event: TransportEvent, facts: TransportFacts): boolean {
  switch (event.type) {
    case 'transport.created':
    case 'transport.updated':
    case 'transport.released':
    case 'transport.expiring':
      return facts.status === 'open';
    case 'transport.returned':
    case 'transport.accepted':
    case 'transport.cancelled':
    case 'transport.expired':
      return true;
    default:
      return false;
  }
}

/** Whether a company's service area (postcode prefixes) covers `postcode`. */
export function serviceAreaCovers(serviceArea: readonly string[], postcode: string): boolean {
  return serviceArea.some((prefix) => prefix.length > 0 && postcode.startsWith(prefix));
}
