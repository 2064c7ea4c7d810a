// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  decide,
  FINAL_STATUSES,
  FMS_STATUS,
  needsReason,
  nextCrewSteps,
  OPTIONAL_CREW_STEPS,
  TRANSPORT_STATUSES,
  type Relation,
  type TransportAction,
  type TransportStatus,
} from './transport-lifecycle';

const as = (...relations: Relation[]) => new Set(relations);

/** Every (action, from) pair PRODUCT.md §4 allows, written out by hand. */
const ALLOWED: [TransportAction, TransportStatus, TransportStatus | undefined][] = [
  ['accept', 'open', 'assigned'],
  ['return', 'assigned', 'open'],
  ['cancel', 'open', 'cancelled'],
  ['cancel', 'assigned', 'cancelled'],
  ['cancel', 'en_route', 'cancelled'],
  ['cancel', 'at_pickup', 'cancelled'],
  ['expire', 'open', 'expired'],
  ['escalate', 'open', undefined],
  ['republish', 'expired', undefined],
  ['edit', 'open', undefined],
  ['edit', 'assigned', undefined],
  ['release', 'open', undefined],
  ['release', 'assigned', undefined],
  ['assignCrew', 'assigned', undefined],
  ['assignCrew', 'en_route', undefined],
  ['assignCrew', 'at_pickup', undefined],
  ['assignCrew', 'in_transit', undefined],
  ['assignCrew', 'at_destination', undefined],
  ['en_route', 'assigned', 'en_route'],
  ['at_pickup', 'en_route', 'at_pickup'],
  ['in_transit', 'en_route', 'in_transit'],
  ['in_transit', 'at_pickup', 'in_transit'],
  ['at_destination', 'in_transit', 'at_destination'],
  ['completed', 'in_transit', 'completed'],
  ['completed', 'at_destination', 'completed'],
];

const WHO: Record<TransportAction, Relation> = {
  accept: 'marketplace',
  return: 'assigned',
  cancel: 'orderer',
  expire: 'system',
  escalate: 'system',
  republish: 'orderer',
  edit: 'orderer',
  release: 'orderer',
  assignCrew: 'assigned',
  en_route: 'assigned',
  at_pickup: 'assigned',
  in_transit: 'assigned',
  at_destination: 'assigned',
  completed: 'assigned',
};

describe('the transport lifecycle', () => {
  it('allows exactly the transitions of PRODUCT.md §4, and no other', () => {
    for (const action of Object.keys(WHO) as TransportAction[]) {
      for (const status of TRANSPORT_STATUSES) {
        const expected = ALLOWED.find(([a, from]) => a === action && from === status);
        const decision = decide(action, status, as(WHO[action]));
        if (expected)
          expect(decision, `${action} from ${status}`).toEqual({ allowed: true, to: expected[2] });
        else
          expect(decision, `${action} from ${status}`).toEqual({
            allowed: false,
            refusal: 'status',
          });
      }
    }
  });

  it('refuses a viewer without the relation with "forbidden", whatever the status', () => {
    expect(decide('accept', 'open', as('orderer'))).toEqual({
      allowed: false,
      refusal: 'forbidden',
    });
    expect(decide('cancel', 'open', as('assigned', 'marketplace'))).toEqual({
      allowed: false,
      refusal: 'forbidden',
    });
    expect(decide('en_route', 'completed', as('orderer'))).toEqual({
      allowed: false,
      refusal: 'forbidden',
    });
    expect(decide('expire', 'open', as('orderer', 'assigned'))).toEqual({
      allowed: false,
      refusal: 'forbidden',
    });
  });

  it('lets a company that ordered for itself act as orderer and as assigned company', () => {
    expect(availableActions('assigned', as('orderer', 'assigned'))).toEqual([
      'return',
      'cancel',
      'edit',
      'release',
      'assignCrew',
      'en_route',
    ]);
  });

  it('shows a marketplace viewer only "accept", and a ward only cancel/edit/release while open', () => {
    expect(availableActions('open', as('marketplace'))).toEqual(['accept']);
    expect(availableActions('open', as('orderer'))).toEqual(['cancel', 'edit', 'release']);
    expect(availableActions('completed', as('orderer'))).toEqual([]);
    // The ladder is the system's; an expired order can be put out again by its orderer only.
    expect(availableActions('open', as('marketplace', 'orderer'))).not.toContain('escalate');
    expect(availableActions('expired', as('orderer'))).toEqual(['republish']);
    expect(availableActions('expired', as('marketplace'))).toEqual([]);
  });

  it('offers the crew the next step and the optional one before it', () => {
    expect(nextCrewSteps('assigned')).toEqual(['en_route']);
    expect(nextCrewSteps('en_route')).toEqual(['at_pickup', 'in_transit']);
    expect(nextCrewSteps('at_pickup')).toEqual(['in_transit']);
    expect(nextCrewSteps('in_transit')).toEqual(['at_destination', 'completed']);
    expect(nextCrewSteps('at_destination')).toEqual(['completed']);
    expect(nextCrewSteps('completed')).toEqual([]);
    expect(nextCrewSteps('open')).toEqual([]);
  });

  it('numbers the crew steps as the radio status system does', () => {
    expect(FMS_STATUS).toEqual({ en_route: 3, at_pickup: 4, in_transit: 7, at_destination: 8 });
  });

  it('asks for a reason when a company returns a job or the orderer cancels, and only then', () => {
    const withReason = (Object.keys(WHO) as TransportAction[]).filter(needsReason);
    expect(withReason).toEqual(['return', 'cancel']);
  });

  it('never offers "expire": the system does it when the time has passed', () => {
    expect(availableActions('open', as('system'))).toEqual([]);
    expect(availableActions('open', as('system', 'orderer'))).toEqual([
      'cancel',
      'edit',
      'release',
    ]);
  });

  it('names the optional crew steps and the statuses in which nothing happens any more', () => {
    expect(OPTIONAL_CREW_STEPS).toEqual(['at_pickup', 'at_destination']);
    expect(FINAL_STATUSES).toEqual(['completed', 'cancelled', 'expired']);
  });
});
