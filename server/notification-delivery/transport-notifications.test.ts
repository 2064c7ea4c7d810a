import { describe, expect, it } from 'vitest';
import type { TransportFacts } from './transport-facts';
import { notificationTexts } from './notification-texts';
import {
  changesMarketplace,
  organizationsToRefresh,
  plannedNotifications,
  type TransportEvent,
} from './transport-notifications';
import { serviceAreaCovers } from '../../src/contract/escalation';
import { LANGUAGES } from '../../src/contract/messages';
import {
  NOTIFICATION_TYPES,
  type TransportNotificationType,
} from '../../src/contract/notification';

const WARD = '00000000-0000-4000-8000-00000000000a';
const COMPANY = '00000000-0000-4000-8000-00000000000b';
const OTHER = '00000000-0000-4000-8000-00000000000c';
const T = '00000000-0000-4000-8000-000000000001';
const TEAM = '00000000-0000-4000-8000-00000000000d';
const ORDERER = '00000000-0000-4000-8000-00000000000e';
const CREW = '00000000-0000-4000-8000-00000000000f';

const facts = (over: Partial<TransportFacts> = {}): TransportFacts => ({
  id: T,
  number: 'KT-2026-00042',
  orderingOrganizationId: WARD,
  orderingTeamId: TEAM,
  orderedBy: ORDERER,
  assignedCompanyId: COMPANY,
  crewTeamId: CREW,
  pickupPostcode: '10117',
  start: { address: { zipCode: '10117', city: 'Berlin' } },
  destination: {
    name: 'Klinikum Ernst von Bergmann',
    address: { zipCode: '14467', city: 'Potsdam' },
  },
  pickupAt: new Date('2026-11-23T08:30:00Z'),
  status: 'assigned',
  version: 3,
  escalationStep: 0,
  ...over,
});

const event = (type: TransportEvent['type'], payload: object = {}) =>
  ({
    id: 'e1',
    type,
    payload: { transportId: T, ...payload },
    createdAt: new Date(),
  }) as TransportEvent;

describe('who hears of a delay and of a near vehicle (decisions 113, 114)', () => {
  const ward = { kind: 'ward', organizationId: WARD, teamId: TEAM, userId: ORDERER };
  const dispatchers = { kind: 'carrier', organizationId: COMPANY, crewTeamId: null };

  it('tells a delay, reported or not, to the ward and the dispatchers — not the crew', () => {
    const reported = event('transport.delay_reported', {
      reason: 'traffic',
      newArrivalAt: '2026-11-23T08:50:00.000Z',
    });
    expect(plannedNotifications(reported, facts())).toEqual([
      { type: 'transport_delayed', audience: ward },
      { type: 'transport_delayed', audience: dispatchers },
    ]);
    expect(plannedNotifications(event('transport.late'), facts())).toEqual([
      { type: 'transport_late', audience: ward },
      { type: 'transport_late', audience: dispatchers },
    ]);
  });

  it('tells only the ward to prepare the patient', () => {
    const near = event('transport.prepare_patient', { estimatedAt: '2026-11-23T08:40:00.000Z' });
    expect(plannedNotifications(near, facts())).toEqual([
      { type: 'patient_prepare', audience: ward },
    ]);
  });

  it('says the reason and the new time in words, in each language', () => {
    const news = { reason: 'patient_not_ready' as const, arrivalAt: '2026-11-23T08:50:00.000Z' };
    expect(notificationTexts('transport_delayed', facts(), 'de', news).message).toBe(
      'Transport KT-2026-00042 (10117 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam, 23.11.2026 09:30): Verspätung gemeldet – Patient an vorheriger Station nicht bereit. Neue Ankunft ca. 09:50.',
    );
    expect(notificationTexts('transport_delayed', facts(), 'en', news).message).toBe(
      'Transport KT-2026-00042 (10117 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam, 23/11/2026 09:30): delay reported – patient at the previous stop not ready. New arrival approx. 09:50.',
    );
  });
});

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

  it("tells the ward and the carrier's dispatch and crew of a cancellation or a change after acceptance, nobody of an open change", () => {
    const ward = { kind: 'organizations', organizationIds: [WARD] };
    // Not every member of the company: its dispatchers and the crew it was handed to.
    const carrier = { kind: 'carrier', organizationId: COMPANY, crewTeamId: CREW };
    expect(
      plannedNotifications(event('transport.cancelled'), facts({ status: 'cancelled' })),
    ).toEqual([
      { type: 'transport_cancelled', audience: ward },
      { type: 'transport_cancelled', audience: carrier },
    ]);
    expect(plannedNotifications(event('transport.updated'), facts())).toEqual([
      { type: 'transport_edited', audience: ward },
      { type: 'transport_edited', audience: carrier },
    ]);
    // Not handed to a crew yet: the dispatchers alone.
    expect(
      plannedNotifications(event('transport.updated'), facts({ crewTeamId: null }))[1],
    ).toEqual({
      type: 'transport_edited',
      audience: { ...carrier, crewTeamId: null },
    });
    // Cancelled before any company took it: the ward alone.
    expect(
      plannedNotifications(
        event('transport.cancelled'),
        facts({ status: 'cancelled', assignedCompanyId: null, crewTeamId: null }),
      ),
    ).toEqual([{ type: 'transport_cancelled', audience: ward }]);
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
      {
        type: 'marketplace_new',
        audience: { kind: 'marketplace', postcode: '10117', except: [], level: 0 },
      },
    ]);
    expect(plannedNotifications(event('transport.returned', { companyId: COMPANY }), open)).toEqual(
      [
        {
          type: 'transport_returned',
          audience: { kind: 'organizations', organizationIds: [WARD] },
        },
        {
          type: 'marketplace_new',
          audience: { kind: 'marketplace', postcode: '10117', except: [COMPANY], level: 0 },
        },
      ],
    );
    // Given back after step 1 of the ladder: the wider marketplace hears of it again.
    const widened = { ...open, escalationStep: 1 as const };
    expect(plannedNotifications(event('transport.created'), widened)[0]?.audience).toMatchObject({
      level: 1,
    });
    // An on-call return is not on the market until it is released; the release announces it,
    // once — its creation says nothing, also when it is told only after the release.
    const onCall = facts({ assignedCompanyId: null, status: 'open', pickupAt: null });
    expect(plannedNotifications(event('transport.created', { onCall: true }), onCall)).toEqual([]);
    expect(plannedNotifications(event('transport.created'), onCall)).toEqual([]);
    const released = { ...onCall, pickupAt: new Date('2026-11-23T15:00:00Z') };
    expect(plannedNotifications(event('transport.created', { onCall: true }), released)).toEqual(
      [],
    );
    expect(plannedNotifications(event('transport.released'), released)).toEqual([
      {
        type: 'marketplace_new',
        audience: { kind: 'marketplace', postcode: '10117', except: [], level: 0 },
      },
    ]);
  });

  it('tells of a ladder step only while it is still open; a crew hand-over tells nobody', () => {
    expect(plannedNotifications(event('transport.escalated', { step: 1 }), facts())).toEqual([]);
    const open = facts({ status: 'open', assignedCompanyId: null });
    // Step 1: the ordering ward, and the companies the wider marketplace newly reaches.
    expect(plannedNotifications(event('transport.escalated', { step: 1 }), open)).toEqual([
      {
        type: 'transport_escalated',
        audience: { kind: 'ward', organizationId: WARD, teamId: TEAM, userId: ORDERER },
      },
      {
        type: 'marketplace_new',
        audience: { kind: 'marketplace', postcode: '10117', except: [], level: 1, beyond: 0 },
      },
    ]);
    // Step 2: the organisation's admins.
    expect(plannedNotifications(event('transport.escalated', { step: 2 }), open)).toEqual([
      { type: 'transport_escalated', audience: { kind: 'admins', organizationId: WARD } },
    ]);
    expect(changesMarketplace(event('transport.escalated', { step: 2 }), open)).toBe(true);
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

  it('matches service areas by postcode prefix, and from step 1 by the two-digit region', () => {
    expect(serviceAreaCovers(['101', '14'], '10117')).toBe(true);
    expect(serviceAreaCovers(['102'], '10117')).toBe(false);
    expect(serviceAreaCovers([''], '10117')).toBe(false);
    expect(serviceAreaCovers(['133'], '13407', 0)).toBe(false);
    expect(serviceAreaCovers(['133'], '13407', 1)).toBe(true);
    expect(serviceAreaCovers(['133'], '14050', 2)).toBe(false);
    // A one-digit prefix covers by prefix only: its "region" is not a neighbour's.
    expect(serviceAreaCovers(['2'], '13407', 2)).toBe(false);
  });
});

describe('the words of a notification', () => {
  it('name the number, the route cities and the pickup time in the recipient language', () => {
    expect(notificationTexts('transport_accepted', facts(), 'de')).toEqual({
      title: 'Transport angenommen',
      message:
        'Transport KT-2026-00042 (10117 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam, 23.11.2026 09:30) wurde angenommen.',
      link: `/transport/view/${T}`,
    });
    expect(notificationTexts('marketplace_new', facts(), 'en')).toEqual({
      title: 'New transport on the marketplace',
      message: 'Transport KT-2026-00042: 10117 Berlin → 14467 Potsdam, pickup 23/11/2026 09:30.',
      link: `/marketplace?transport=${T}`,
    });
  });

  it('say which ladder step was taken, with no more than number, cities and time', () => {
    const open = facts({ status: 'open', assignedCompanyId: null });
    expect(notificationTexts('transport_escalated', { ...open, escalationStep: 1 }, 'de')).toEqual({
      title: 'Transport noch nicht angenommen',
      message:
        'Transport KT-2026-00042 (10117 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam) ist noch offen – Abholung 23.11.2026 09:30. Er wird jetzt auch Unternehmen der Nachbargebiete angeboten.',
      link: `/transport/view/${T}`,
    });
    expect(
      notificationTexts('transport_escalated', { ...open, escalationStep: 2 }, 'en').title,
    ).toBe('Urgent: transport not yet accepted');
  });

  it('write the pickup as each language writes it: 23.11.2026 09:30, 23/11/2026 09:30', () => {
    const types = NOTIFICATION_TYPES.filter(
      // Every kind a transport is told as (an account's attempt and a series' approval are not).
      (type): type is TransportNotificationType =>
        type !== 'account_registration_attempted' && type !== 'series_approval_expiring',
    );
    for (const language of LANGUAGES) {
      for (const type of types) {
        for (const escalationStep of [0, 1, 2] as const) {
          // Bell, push and e-mail carry these same words.
          const { title, message } = notificationTexts(type, facts({ escalationStep }), language);
          const text = `${title} ${message}`;
          const pickup = language === 'de' ? '23.11.2026 09:30' : '23/11/2026 09:30';
          if (type !== 'transport_status_changed') expect(text).toContain(pickup);
        }
      }
    }
  });

  it('say a status change as the step it was', () => {
    expect(
      notificationTexts('transport_status_changed', facts({ status: 'at_pickup' }), 'de').message,
    ).toBe('Transport KT-2026-00042: Fahrzeug ist am Abholort.');
  });
});
