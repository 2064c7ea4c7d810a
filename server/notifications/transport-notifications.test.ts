import { describe, expect, it } from 'vitest';
import type { TransportFacts } from './transport-facts';
import { notificationTexts } from './notification-texts';
import {
  changesMarketplace,
  organizationsToRefresh,
  plannedNotifications,
  serviceAreaCovers,
  type TransportEvent,
} from './transport-notifications';

const WARD = '00000000-0000-4000-8000-00000000000a';
const COMPANY = '00000000-0000-4000-8000-00000000000b';
const OTHER = '00000000-0000-4000-8000-00000000000c';
const T = '00000000-0000-4000-8000-000000000001';

const facts = (over: Partial<TransportFacts> = {}): TransportFacts => ({
  id: T,
  number: 'KT-2026-00042',
  orderingOrganizationId: WARD,
  assignedCompanyId: COMPANY,
  pickupPostcode: '10117',
  pickupCity: 'Berlin',
  destinationCity: 'Potsdam',
  pickupAt: new Date('2026-11-23T08:30:00Z'),
  status: 'assigned',
  version: 3,
  ...over,
});

const event = (type: TransportEvent['type'], payload: object = {}) =>
  ({
    id: 'e1',
    type,
    payload: { transportId: T, ...payload },
    createdAt: new Date(),
  }) as TransportEvent;

describe('who hears of a transport event', () => {
  it('tells the ordering organisation what happens to its order', () => {
    for (const [type, kind] of [
      ['transport.accepted', 'transport_accepted'],
      ['transport.status_changed', 'transport_status_changed'],
      ['transport.expired', 'transport_expired'],
    ] as const) {
      expect(
        plannedNotifications(
          event(type, { companyId: COMPANY, from: 'assigned', to: 'en_route' }),
          facts(),
        ),
      ).toEqual([{ type: kind, audience: { kind: 'organizations', organizationIds: [WARD] } }]);
    }
  });

  it('tells both sides of a cancellation or a change after acceptance, and nobody of an open change', () => {
    const both = { kind: 'organizations', organizationIds: [WARD, COMPANY] };
    expect(
      plannedNotifications(event('transport.cancelled'), facts({ status: 'cancelled' })),
    ).toEqual([{ type: 'transport_cancelled', audience: both }]);
    expect(plannedNotifications(event('transport.updated'), facts())).toEqual([
      { type: 'transport_edited', audience: both },
    ]);
    expect(
      plannedNotifications(
        event('transport.updated'),
        facts({ assignedCompanyId: null, status: 'open' }),
      ),
    ).toEqual([]);
  });

  it('offers new and returned work to the marketplace of the pickup postcode, not back to who returned it', () => {
    const open = facts({ assignedCompanyId: null, status: 'open' });
    expect(plannedNotifications(event('transport.created'), open)).toEqual([
      { type: 'marketplace_new', audience: { kind: 'marketplace', postcode: '10117', except: [] } },
    ]);
    expect(plannedNotifications(event('transport.returned', { companyId: COMPANY }), open)).toEqual(
      [
        {
          type: 'transport_returned',
          audience: { kind: 'organizations', organizationIds: [WARD] },
        },
        {
          type: 'marketplace_new',
          audience: { kind: 'marketplace', postcode: '10117', except: [COMPANY] },
        },
      ],
    );
    // An on-call return is not on the market until it is released.
    expect(
      plannedNotifications(
        event('transport.created'),
        facts({ assignedCompanyId: null, status: 'cancelled' }),
      ),
    ).toEqual([]);
  });

  it('warns of an expiring transport only while it is still open; a crew hand-over tells nobody', () => {
    expect(plannedNotifications(event('transport.expiring'), facts())).toEqual([]);
    expect(
      plannedNotifications(
        event('transport.expiring'),
        facts({ status: 'open', assignedCompanyId: null }),
      ),
    ).toHaveLength(1);
    expect(plannedNotifications(event('transport.assigned', { teamId: null }), facts())).toEqual(
      [],
    );
  });

  it('refreshes the lists of both organisations and of the company that gave it back', () => {
    expect(
      organizationsToRefresh(
        event('transport.returned', { companyId: OTHER }),
        facts({ assignedCompanyId: null }),
      ),
    ).toEqual([WARD, OTHER]);
    expect(changesMarketplace(event('transport.accepted', { companyId: COMPANY }), facts())).toBe(
      true,
    );
    expect(
      changesMarketplace(
        event('transport.status_changed', { from: 'assigned', to: 'en_route' }),
        facts(),
      ),
    ).toBe(false);
  });

  it('matches service areas by postcode prefix', () => {
    expect(serviceAreaCovers(['101', '14'], '10117')).toBe(true);
    expect(serviceAreaCovers(['102'], '10117')).toBe(false);
    expect(serviceAreaCovers([''], '10117')).toBe(false);
  });
});

describe('the words of a notification', () => {
  it('name the number, the route cities and the pickup time in the recipient language', () => {
    expect(notificationTexts('transport_accepted', facts(), 'de')).toEqual({
      title: 'Transport angenommen',
      message: 'Transport KT-2026-00042 (Berlin → Potsdam, 23.11.2026 09:30) wurde angenommen.',
      link: `/transport/view/${T}`,
    });
    expect(notificationTexts('marketplace_new', facts(), 'en')).toEqual({
      title: 'New transport on the marketplace',
      message: 'Transport KT-2026-00042: Berlin → Potsdam, pickup 23/11/2026 09:30.',
      link: '/marketplace',
    });
  });

  it('say a status change as the step it was', () => {
    expect(
      notificationTexts('transport_status_changed', facts({ status: 'at_pickup' }), 'de').message,
    ).toBe('Transport KT-2026-00042: Fahrzeug ist am Abholort.');
  });
});
