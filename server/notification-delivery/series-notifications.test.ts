import { describe, expect, it } from 'vitest';
import type { SeriesFacts } from './series-facts';
import { seriesNotificationTexts, seriesRhythm } from './series-notification-texts';
import {
  plannedSeriesNotifications,
  seriesChangesMarketplace,
  type SeriesEvent,
} from './series-notifications';
import { plannedNotifications, type TransportEvent } from './transport-notifications';
import type { TransportFacts } from './transport-facts';

const WARD = '00000000-0000-4000-8000-00000000000a';
const COMPANY = '00000000-0000-4000-8000-00000000000b';
const S = '00000000-0000-4000-8000-000000000005';
const T = '00000000-0000-4000-8000-000000000001';

const series = (over: Partial<SeriesFacts> = {}): SeriesFacts => ({
  id: S,
  orderingOrganizationId: WARD,
  assignedCompanyId: null,
  status: 'active',
  published: true,
  pickupPostcode: '10115',
  start: { address: { zipCode: '10115', city: 'Berlin' } },
  destination: {
    name: 'Klinikum Ernst von Bergmann',
    address: { zipCode: '14467', city: 'Potsdam' },
  },
  weekdays: ['FR', 'MO', 'WE'],
  intervalWeeks: 1,
  pickupTime: '07:15',
  startDate: '2026-10-21',
  ...over,
});

const seriesEvent = (type: SeriesEvent['type'], payload: object = {}) =>
  ({
    id: 'e1',
    type,
    payload: { seriesId: S, companyId: COMPANY, ...payload },
    createdAt: new Date(),
  }) as SeriesEvent;
const changed = (newDates: number) =>
  seriesEvent('series.changed', { fromDate: '2026-10-28', newDates });
const cancelled = (dates: number) =>
  seriesEvent('series.cancelled', { fromDate: '2026-10-23', dates });
const toWardAnd = (type: string, ...companies: string[]) => [
  { type, audience: { kind: 'organizations', organizationIds: [WARD, ...companies] } },
];

describe('who hears of a series as a whole (decision 050)', () => {
  it('offers a published series to the companies covering its pickup, while it is open', () => {
    const offer = [
      {
        type: 'marketplace_new',
        audience: { kind: 'marketplace', postcode: '10115', except: [] },
      },
    ];
    expect(plannedSeriesNotifications(seriesEvent('series.published'), series())).toEqual(offer);
    for (const gone of [
      { assignedCompanyId: COMPANY },
      { status: 'cancelled' as const },
      { published: false },
    ]) {
      expect(plannedSeriesNotifications(seriesEvent('series.published'), series(gone))).toEqual([]);
    }
  });

  it('tells the ordering organisation that its series was taken', () => {
    expect(
      plannedSeriesNotifications(
        seriesEvent('series.accepted'),
        series({ assignedCompanyId: COMPANY }),
      ),
    ).toEqual([
      {
        type: 'transport_accepted',
        audience: { kind: 'organizations', organizationIds: [WARD] },
      },
    ]);
  });

  it('tells the ward and the company that carries it of a change once', () => {
    const taken = series({ assignedCompanyId: COMPANY });
    expect(plannedSeriesNotifications(changed(0), taken)).toEqual(
      toWardAnd('transport_edited', COMPANY),
    );
    expect(plannedSeriesNotifications(changed(3), taken)).toEqual(
      toWardAnd('transport_edited', COMPANY),
    );
  });

  it('tells of a change of an untaken series only what a new series would', () => {
    // New dates on the marketplace: the companies around, once; the ward made the change.
    expect(plannedSeriesNotifications(changed(2), series())).toEqual([
      { type: 'marketplace_new', audience: { kind: 'marketplace', postcode: '10115', except: [] } },
    ]);
    // Only moved or dropped dates: nobody, as for a moved open transport.
    expect(plannedSeriesNotifications(changed(0), series())).toEqual([]);
    // A company's own series is never on the marketplace.
    expect(plannedSeriesNotifications(changed(2), series({ published: false }))).toEqual([]);
  });

  it('tells the ward and the company that carries it of the cancellation once', () => {
    expect(
      plannedSeriesNotifications(cancelled(4), series({ assignedCompanyId: COMPANY })),
    ).toEqual(toWardAnd('transport_cancelled', COMPANY));
    expect(plannedSeriesNotifications(cancelled(4), series())).toEqual(
      toWardAnd('transport_cancelled'),
    );
  });

  it('reminds the ward alone of an approval running out, as its own kind, while the series runs', () => {
    const expiring = seriesEvent('series.approval_expiring', { validUntil: '2026-11-20' });
    const taken = series({ assignedCompanyId: COMPANY });
    expect(plannedSeriesNotifications(expiring, taken)).toEqual([
      {
        type: 'series_approval_expiring',
        audience: { kind: 'organizations', organizationIds: [WARD] },
      },
    ]);
    expect(plannedSeriesNotifications(expiring, series({ status: 'cancelled' }))).toEqual([]);
  });

  it('tells nobody of a date moved or cancelled with its series, but of one on its own', () => {
    const facts: TransportFacts = {
      id: T,
      number: 'KT-2026-00042',
      orderingOrganizationId: WARD,
      orderingTeamId: null,
      orderedBy: null,
      assignedCompanyId: COMPANY,
      crewTeamId: null,
      pickupPostcode: '10115',
      start: { address: { zipCode: '10115', city: 'Berlin' } },
      destination: {
        name: 'Klinikum Ernst von Bergmann',
        address: { zipCode: '14467', city: 'Potsdam' },
      },
      pickupAt: new Date('2026-10-21T05:15:00Z'),
      status: 'assigned',
      version: 2,
      escalationStep: 0,
    };
    for (const type of ['transport.updated', 'transport.cancelled'] as const) {
      const event = (payload: object) =>
        ({
          id: 'e3',
          type,
          payload: { transportId: T, ...payload },
          createdAt: new Date(),
        }) as TransportEvent;
      expect(plannedNotifications(event({ toldBySeries: true }), facts)).toEqual([]);
      // The ward, and the company's dispatch with the crew.
      expect(plannedNotifications(event({}), facts)).toHaveLength(2);
    }
  });

  it('tells nobody of a date made or taken with its series, but of one on its own', () => {
    const facts: TransportFacts = {
      id: T,
      number: 'KT-2026-00042',
      orderingOrganizationId: WARD,
      orderingTeamId: null,
      orderedBy: null,
      assignedCompanyId: null,
      crewTeamId: null,
      pickupPostcode: '10115',
      start: { address: { zipCode: '10115', city: 'Berlin' } },
      destination: {
        name: 'Klinikum Ernst von Bergmann',
        address: { zipCode: '14467', city: 'Potsdam' },
      },
      pickupAt: new Date('2026-10-21T05:15:00Z'),
      status: 'open',
      version: 1,
      escalationStep: 0,
    };
    const event = (type: TransportEvent['type'], payload: object) =>
      ({
        id: 'e2',
        type,
        payload: { transportId: T, ...payload },
        createdAt: new Date(),
      }) as TransportEvent;
    expect(plannedNotifications(event('transport.created', { toldBySeries: true }), facts)).toEqual(
      [],
    );
    expect(plannedNotifications(event('transport.created', {}), facts)).toHaveLength(1);
    const taken = { ...facts, status: 'assigned' as const, assignedCompanyId: COMPANY };
    expect(
      plannedNotifications(
        event('transport.accepted', { companyId: COMPANY, toldBySeries: true }),
        taken,
      ),
    ).toEqual([]);
    expect(
      plannedNotifications(event('transport.accepted', { companyId: COMPANY }), taken),
    ).toHaveLength(1);
  });
});

describe("which series events change the marketplaces' open series (decision 052)", () => {
  it('refreshes them when a series comes, changes or leaves while untaken, and when it is taken', () => {
    const untaken = series();
    expect(seriesChangesMarketplace(seriesEvent('series.published'), untaken)).toBe(true);
    expect(seriesChangesMarketplace(changed(0), untaken)).toBe(true);
    expect(seriesChangesMarketplace(cancelled(3), series({ status: 'cancelled' }))).toBe(true);
    const taken = series({ assignedCompanyId: COMPANY });
    expect(seriesChangesMarketplace(seriesEvent('series.accepted'), taken)).toBe(true);
  });

  it("leaves them alone for a taken series and for a company's own, never offered", () => {
    const taken = series({ assignedCompanyId: COMPANY });
    expect(seriesChangesMarketplace(changed(2), taken)).toBe(false);
    expect(seriesChangesMarketplace(cancelled(3), taken)).toBe(false);
    const own = series({ published: false, orderingOrganizationId: COMPANY });
    for (const event of [seriesEvent('series.published'), changed(2), cancelled(3)]) {
      expect(seriesChangesMarketplace(event, own)).toBe(false);
    }
  });
});

describe('the words of a series notification', () => {
  it('names the route, the weekdays in week order, the time and the first date', () => {
    expect(
      seriesNotificationTexts(seriesEvent('series.published'), 'marketplace_new', series(), 'de'),
    ).toEqual({
      title: 'Neue Serie auf dem Marktplatz',
      message:
        'Serienfahrt 10115 Berlin → 14467 Potsdam: Mo, Mi, Fr 07:15, ab 21.10.2026. Als Ganzes oder einzelne Termine annehmen.',
      link: '/marketplace',
    });
    expect(
      seriesNotificationTexts(seriesEvent('series.accepted'), 'transport_accepted', series(), 'en'),
    ).toEqual({
      title: 'Series accepted',
      message:
        'Series transport 10115 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam (Mon, Wed, Fri 07:15, from 21/10/2026) was accepted as a whole – every open and every future date.',
      link: `/transport/series/${S}`,
    });
  });

  it('says of a change the new rhythm and from which date it holds', () => {
    const now = series({ weekdays: ['TU', 'TH'], pickupTime: '08:00', startDate: '2026-10-28' });
    const link = `/transport/series/${S}`;
    expect(seriesNotificationTexts(changed(2), 'transport_edited', now, 'de')).toEqual({
      title: 'Serie geändert',
      message:
        'Serienfahrt 10115 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam wurde ab 28.10.2026 geändert – ab dann Di, Do 08:00. Alle Termine ab diesem Tag folgen der neuen Regel.',
      link,
    });
    expect(seriesNotificationTexts(changed(2), 'transport_edited', now, 'en')).toEqual({
      title: 'Series changed',
      message:
        'Series transport 10115 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam was changed from 28/10/2026 – from then on Tue, Thu 08:00. Every date from that day follows the new rule.',
      link,
    });
    expect(seriesNotificationTexts(changed(2), 'marketplace_new', now, 'de')).toEqual({
      title: 'Serie auf dem Marktplatz geändert',
      message:
        'Serienfahrt 10115 Berlin → 14467 Potsdam: ab 28.10.2026 Di, Do 08:00. Als Ganzes oder einzelne Termine annehmen.',
      link: '/marketplace',
    });
    expect(seriesNotificationTexts(changed(2), 'marketplace_new', now, 'en').title).toBe(
      'Series on the marketplace changed',
    );
  });

  it('says of a change the rule that change made, though a later one is stored already', () => {
    const later = series({ weekdays: ['SA'], pickupTime: '10:30' });
    const thisChange = seriesEvent('series.changed', {
      fromDate: '2026-10-28',
      newDates: 0,
      rule: { weekdays: ['TH', 'TU'], intervalWeeks: 2, pickupTime: '08:00' },
    });
    const de = seriesNotificationTexts(thisChange, 'transport_edited', later, 'de').message;
    expect(de).toContain('ab dann alle 2 Wochen Di, Do 08:00.');
    // What else the change set, for the company to plan by: appointment, return and end.
    const detailed = seriesEvent('series.changed', {
      fromDate: '2026-10-28',
      newDates: 0,
      rule: {
        weekdays: ['TU'],
        intervalWeeks: 1,
        pickupTime: '08:00',
        appointmentTime: '09:00',
        returnTime: '13:00',
        until: '2026-12-23',
      },
    });
    expect(seriesNotificationTexts(detailed, 'transport_edited', later, 'de').message).toContain(
      'ab dann Di 08:00 (Termin am Ziel 09:00, Rückfahrt 13:00, bis 23.12.2026).',
    );
    expect(seriesNotificationTexts(detailed, 'marketplace_new', later, 'en').message).toContain(
      'from 28/10/2026 Tue 08:00 (appointment 09:00, return 13:00, until 23/12/2026).',
    );
    expect(de).not.toContain('Sa 10:30');
    // An event written before the rule was carried: the series' rule as it is now.
    expect(seriesNotificationTexts(changed(0), 'transport_edited', later, 'en').message).toContain(
      'from then on Sat 10:30.',
    );
  });

  it('says in words that a place, the needs or the vehicle are new, never an address or a need', () => {
    const moved = (placesChanged: string[]) =>
      seriesEvent('series.changed', { fromDate: '2026-10-28', newDates: 0, placesChanged });
    const text = (event: SeriesEvent, language: 'de' | 'en') =>
      seriesNotificationTexts(event, 'transport_edited', series(), language).message;
    expect(text(moved(['destination']), 'de')).toBe(
      'Serienfahrt 10115 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam wurde ab 28.10.2026 geändert – ab dann Mo, Mi, Fr 07:15. Das Ziel ist neu. Alle Termine ab diesem Tag folgen der neuen Regel.',
    );
    expect(text(moved(['start']), 'en')).toContain('07:15. The pickup place is new. Every date');
    expect(text(moved(['start', 'destination']), 'de')).toContain(' Abholort und Ziel sind neu. ');
    expect(text(moved(['start', 'destination']), 'en')).toContain(
      ' Pickup place and destination are new. ',
    );
    // The needs are said to be new, never which (health data); the vehicle by its class.
    const needs = seriesEvent('series.changed', {
      fromDate: '2026-10-28',
      newDates: 0,
      placesChanged: [],
      needsChanged: true,
      transportClass: 'KTW',
    });
    expect(text(needs, 'de')).toContain(
      '07:15. Der Bedarf des Patienten ist neu. Fahrzeug ab dann: KTW. Alle Termine',
    );
    expect(text(needs, 'en')).toContain(
      "07:15. The patient's needs are new. Vehicle from then on: KTW. Every date",
    );
    // A change of times only, and an event written before places were carried, say nothing of them.
    expect(text(moved([]), 'de')).not.toMatch(/neu\./);
    expect(text(changed(0), 'en')).not.toMatch(/new\./);
  });

  it('says of a cancellation from which date and how many dates, not why', () => {
    const link = `/transport/series/${S}`;
    expect(seriesNotificationTexts(cancelled(4), 'transport_cancelled', series(), 'de')).toEqual({
      title: 'Serie abgesagt',
      message:
        'Serienfahrt 10115 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam (Mo, Mi, Fr 07:15) wurde ab 23.10.2026 abgesagt – 4 Termine storniert, es folgen keine weiteren.',
      link,
    });
    expect(seriesNotificationTexts(cancelled(1), 'transport_cancelled', series(), 'en')).toEqual({
      title: 'Series cancelled',
      message:
        'Series transport 10115 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam (Mon, Wed, Fri 07:15) was cancelled from 23/10/2026 – 1 date cancelled, no more will follow.',
      link,
    });
  });

  it('writes every date as each language writes it: 21.10.2026, 21/10/2026', () => {
    const events: [SeriesEvent, Parameters<typeof seriesNotificationTexts>[1]][] = [
      [seriesEvent('series.published'), 'marketplace_new'],
      [seriesEvent('series.accepted'), 'transport_accepted'],
      [changed(2), 'transport_edited'],
      [changed(2), 'marketplace_new'],
      [cancelled(3), 'transport_cancelled'],
    ];
    for (const language of ['de', 'en'] as const) {
      for (const [event, type] of events) {
        const { title, message } = seriesNotificationTexts(event, type, series(), language);
        const other = language === 'de' ? /\d{1,2}\/\d{1,2}\/\d{2,4}/ : /\d{1,2}\.\d{1,2}\.\d{2,4}/;
        expect(`${title} ${message}`).not.toMatch(other);
        const separator = language === 'de' ? '\\.' : '\\/';
        expect(message).toMatch(new RegExp(`\\b(21|28|23)${separator}10${separator}2026\\b`));
      }
    }
  });

  it('says how many weeks apart the dates are', () => {
    const everyOther = series({ weekdays: ['TU'], intervalWeeks: 2, pickupTime: '09:00' });
    expect(seriesRhythm(everyOther, 'de')).toBe('alle 2 Wochen Di 09:00');
    expect(seriesRhythm(everyOther, 'en')).toBe('every 2 weeks Tue 09:00');
  });
});
