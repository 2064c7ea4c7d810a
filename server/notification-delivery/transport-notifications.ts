/**
 * Who hears of a transport event, and as what (PRODUCT.md §5) — pure, so every rule is tested
 * without a database. The ordering organisation hears what happens to its order; the assigned
 * company's dispatchers and the crew it is handed to hear of cancellations and changes — not its
 * other crews (decision 071); companies whose service area covers the pickup
 * postcode hear of new work on the marketplace. The escalation ladder (decision 042) tells the
 * ordering ward at step 1 and the organisation's admins at step 2, and step 1 tells the companies
 * of the neighbouring postcode areas that now see it.
 */
import type { EscalationLevel, EscalationStep } from '../../src/contract/escalation';
import type {
  PlannedNotificationType,
  TransportNotificationType,
} from '../../src/contract/notification';
import type { DomainEvent, EventType } from '../events/catalogue';
import type { TransportFacts } from './transport-facts';

export type Audience =
  | { kind: 'organizations'; organizationIds: string[] }
  /**
   * Transport companies whose service area covers `postcode` at escalation `level`, except
   * `except` and except those already covering it at level `beyond` (the newly reached ones).
   */
  | {
      kind: 'marketplace';
      postcode: string;
      except: string[];
      level?: EscalationLevel;
      beyond?: EscalationLevel;
    }
  /** The ordering ward: the order's department, and who ordered; the whole organisation if neither. */
  | { kind: 'ward'; organizationId: string; teamId: string | null; userId: string | null }
  /** The organisation's admins. */
  | { kind: 'admins'; organizationId: string }
  /**
   * The assigned company as far as a transport concerns it (decision 071): its dispatchers (the
   * users in none of its crews) and the members of the crew the transport is handed to.
   */
  | { kind: 'carrier'; organizationId: string; crewTeamId: string | null };

export type PlannedNotification<T extends PlannedNotificationType = TransportNotificationType> = {
  type: T;
  audience: Audience;
};

export const TRANSPORT_EVENT_TYPES = [
  'transport.created',
  'transport.updated',
  'transport.released',
  'transport.accepted',
  'transport.returned',
  'transport.assigned',
  'transport.status_changed',
  'transport.cancelled',
  'transport.escalated',
  'transport.expired',
  'transport.delay_reported',
  'transport.late',
  'transport.prepare_patient',
] as const satisfies readonly EventType[];
export type TransportEvent = DomainEvent<(typeof TRANSPORT_EVENT_TYPES)[number]>;

/** These organisations, each once (a missing one left out). */
export const orgs = (...ids: (string | null)[]): Audience => ({
  kind: 'organizations',
  organizationIds: [...new Set(ids.filter((id): id is string => id !== null))],
});

/** The ordering organisation and, once a company took it, that company's dispatch and crew. */
function orderingAndCarrier(
  type: 'transport_cancelled' | 'transport_edited',
  facts: TransportFacts,
): PlannedNotification[] {
  const ordering = { type, audience: orgs(facts.orderingOrganizationId) };
  if (!facts.assignedCompanyId) return [ordering];
  const carrier: Audience = {
    kind: 'carrier',
    organizationId: facts.assignedCompanyId,
    crewTeamId: facts.crewTeamId,
  };
  return [ordering, { type, audience: carrier }];
}

export function plannedNotifications(
  event: TransportEvent,
  facts: TransportFacts,
): PlannedNotification[] {
  const ordering = facts.orderingOrganizationId;
  const marketplace = (except: string[] = []): Audience => ({
    kind: 'marketplace',
    postcode: facts.pickupPostcode,
    except,
    level: facts.escalationStep,
  });
  switch (event.type) {
    case 'transport.created':
    case 'transport.released':
      // A series' dates made with its order are told by `series.published`, once (decision 050).
      if (event.type === 'transport.created' && event.payload.toldBySeries) return [];
      // An on-call return is created off the market: its release announces it, once — also when
      // its creation is told only after the release (issue 27).
      if (event.type === 'transport.created' && event.payload.onCall) return [];
      return facts.status === 'open' && facts.pickupAt !== null
        ? [{ type: 'marketplace_new', audience: marketplace() }]
        : [];
    case 'transport.accepted':
      // Taken with the whole series: `series.accepted` tells the ward, once (decision 050).
      if (event.payload.toldBySeries) return [];
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
      // Dropped or cancelled with its series: `series.changed`/`series.cancelled` tell, once.
      if (event.payload.toldBySeries) return [];
      return orderingAndCarrier('transport_cancelled', facts);
    case 'transport.updated':
      // Moved with its series ("this and all following"): `series.changed` tells, once.
      // Before a company took it, a change concerns nobody but the ward that made it.
      return facts.assignedCompanyId && !event.payload.toldBySeries
        ? orderingAndCarrier('transport_edited', facts)
        : [];
    case 'transport.escalated':
      return facts.status === 'open' ? escalationNotifications(event.payload.step, facts) : [];
    case 'transport.expired':
      return [{ type: 'transport_expired', audience: orgs(ordering) }];
    case 'transport.delay_reported':
    case 'transport.late':
      return facts.assignedCompanyId ? arrivalNews(event.type, facts, facts.assignedCompanyId) : [];
    case 'transport.prepare_patient':
      // Only the ward has a patient to prepare; the order's department and who ordered.
      return [
        {
          type: 'patient_prepare',
          audience: {
            kind: 'ward',
            organizationId: facts.orderingOrganizationId,
            teamId: facts.orderingTeamId,
            userId: facts.orderedBy,
          },
        },
      ];
    case 'transport.assigned':
      return [];
  }
}

/**
 * A delay, reported or not (decision 113): the ward waiting for the vehicle, and the company's
 * dispatchers, who may send another vehicle — not its crews, who know.
 */
function arrivalNews(
  type: 'transport.delay_reported' | 'transport.late',
  facts: TransportFacts,
  companyId: string,
): PlannedNotification[] {
  const kind = type === 'transport.late' ? 'transport_late' : 'transport_delayed';
  return [
    {
      type: kind,
      audience: {
        kind: 'ward',
        organizationId: facts.orderingOrganizationId,
        teamId: facts.orderingTeamId,
        userId: facts.orderedBy,
      },
    },
    { type: kind, audience: { kind: 'carrier', organizationId: companyId, crewTeamId: null } },
  ];
}

function escalationNotifications(
  step: EscalationStep,
  facts: TransportFacts,
): PlannedNotification[] {
  const ward: Audience = {
    kind: 'ward',
    organizationId: facts.orderingOrganizationId,
    teamId: facts.orderingTeamId,
    userId: facts.orderedBy,
  };
  if (step === 2) {
    return [
      {
        type: 'transport_escalated',
        audience: { kind: 'admins', organizationId: ward.organizationId },
      },
    ];
  }
  return [
    { type: 'transport_escalated', audience: ward },
    {
      type: 'marketplace_new',
      audience: {
        kind: 'marketplace',
        postcode: facts.pickupPostcode,
        except: [],
        level: 1,
        beyond: 0,
      },
    },
  ];
}

/**
 * The facts as the event saw them: a status change is told as the step it was, an escalation as
 * the step it took (a late delivery of step 1 does not speak of step 2).
 */
export function factsAtEvent(event: TransportEvent, facts: TransportFacts): TransportFacts {
  if (event.type === 'transport.status_changed') return { ...facts, status: event.payload.to };
  if (event.type === 'transport.escalated') return { ...facts, escalationStep: event.payload.step };
  return facts;
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
    case 'transport.escalated':
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
