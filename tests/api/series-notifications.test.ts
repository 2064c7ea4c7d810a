/**
 * A series transport is told once per series action (decision 050), in-app, by push and by mail:
 * a ward's new dialysis series Mo/Mi/Fr makes six dates with return trips at once, and each
 * company whose service area covers the pickup hears of it once; a company taking the whole
 * series tells the ward once, linking to the series. The dates' own events still come (lists
 * refresh by them). Dates the rolling job makes later and a date taken alone are told per
 * transport, as before. A change "from this date on" and the cancellation of the rest tell the
 * ward and the company that carries the series once each (an untaken series' change: the
 * companies around, once, as a new series does); the ward's colleague who made them is told
 * nothing, having seen it on the screen. No text names the patient, the reason for the
 * trips or the cancellation's reason.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportSeries } from '../../src/contract/transport-series-answer';
import { domainEvents, users } from '../../server/db/schema';
import type { DomainEvent } from '../../server/events/catalogue';
import type { Dispatcher } from '../../server/events/dispatcher';
import type { EventHandler } from '../../server/events/handler';
import { invalidateUserSessions } from '../../server/modules/auth';
import { openSystemRepository } from '../../server/db/system-repository';
import { createAheadForAllSeries } from '../../server/modules/series';
import { mailsTo, signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import {
  startPushService,
  type BrowserSubscription,
  type PushService,
} from './support/push-service';
import { eventsWithTrustedPush } from './support/trusted-push-events';
import { seriesInput } from './support/series';
import { colleagueOf, serveArea, type Org } from './support/transport-parties';
import { newPatient } from './support/transports';

type Notification = { title: string; message: string; type: string; link: string };
type Inbox = { data: { id: string; notification: Notification }[] };
type Party = Org & { email: string; device: BrowserSubscription };

let harness: Harness;
let service: PushService;
let events: Dispatcher;
let handlers: EventHandler[];
let ward: Party;
let near: Party;
let nearEnglish: Party;
let far: Party;
/** A member of the ward's organisation: who changes and cancels series here. */
let colleague: Awaited<ReturnType<typeof colleagueOf>>;

beforeAll(async () => {
  [harness, service] = await Promise.all([startHarness(), startPushService()]);
  // Wednesday 21 October 2026 is the series' first date; today is the Tuesday before.
  harness.clock.set(new Date('2026-10-20T08:00:00Z'));
  ({ events, handlers } = await eventsWithTrustedPush(harness, service));
  [ward, near, nearEnglish, far] = await Promise.all([
    party('medical_facility', 'transport_accepted', 'transport_edited', 'transport_cancelled'),
    party('transport_company', 'marketplace_new', 'transport_edited', 'transport_cancelled'),
    party('transport_company', 'marketplace_new'),
    party('transport_company', 'marketplace_new'),
  ]);
  await serveArea(harness, near, ['101']);
  await serveArea(harness, nearEnglish, ['10']);
  await serveArea(harness, far, ['80']);
  await speaks(nearEnglish, 'en');
  colleague = await colleagueOf(harness, ward);
});
afterAll(async () => {
  await events.stop();
  await harness.close();
  await service.close();
});

type Chosen = 'transport_accepted' | 'marketplace_new' | 'transport_edited' | 'transport_cancelled';

/** A signed-in user with a device and push and mail chosen for `types`. */
async function party(
  accountType: 'medical_facility' | 'transport_company',
  ...types: Chosen[]
): Promise<Party> {
  const { client, user, input } = await signedInUser(harness, accountType);
  const settings = (await client.get<Record<string, object>>('/v1/settings/notifications')).body;
  const chosen = {
    ...settings,
    ...Object.fromEntries(types.map((type) => [type, { push: true, email: true }])),
  };
  expect((await client.put('/v1/settings/notifications', chosen)).status).toBe(200);
  const device = service.subscribe();
  const { endpoint, keys } = device;
  expect((await client.post('/v1/push-subscriptions', { endpoint, keys })).status).toBe(204);
  return {
    client,
    organizationId: user.organization.id,
    userId: user.id,
    email: input.email,
    device,
  };
}

/**
 * The ward's dialysis series Mo/Mi/Fr 07:15 with a return at 12:30 (support/series.ts), for a
 * patient whose names no user shares (the mails greet the user by first name).
 */
async function newSeries(startDate: string, overrides: Parameters<typeof seriesInput>[2] = {}) {
  const patientId = await newPatient(ward.client, {
    firstName: 'Zenobia',
    lastName: 'Quastberg',
  });
  const created = await ward.client.post<TransportSeries>(
    '/v1/transport-series',
    seriesInput(patientId, startDate, overrides),
  );
  expect(created.status).toBe(201);
  return created.body;
}

/** As an account change does it: the next requests carry the new language (the bell's too). */
async function speaks(who: Party, language: 'de' | 'en') {
  await harness.database.db.update(users).set({ language }).where(eq(users.id, who.userId));
  await invalidateUserSessions(harness.database.db, who.userId);
}

/** What reached a user (bell, mail, push) since `since`. */
type Told = { bell: Notification[]; mails: string[]; pushes: Record<string, string>[] };
type Mark = { bell: Set<string>; mails: number; pushes: number };

async function bellOf(who: Party) {
  const inbox = await who.client.get<Inbox>('/v1/notification?per_page=100');
  expect(inbox.status).toBe(200);
  return inbox.body.data;
}
const pushesTo = (who: Party) =>
  service.received.filter((request) => request.endpoint === new URL(who.device.endpoint).pathname);

async function mark(who: Party): Promise<Mark> {
  return {
    bell: new Set((await bellOf(who)).map((item) => item.id)),
    mails: mailsTo(harness, who.email).length,
    pushes: pushesTo(who).length,
  };
}

async function toldSince(who: Party, since: Mark): Promise<Told> {
  return {
    bell: (await bellOf(who))
      .filter((item) => !since.bell.has(item.id))
      .map((item) => item.notification),
    mails: mailsTo(harness, who.email)
      .slice(since.mails)
      .map((mail) => `${mail.subject}\n${mail.text}\n${mail.html}`),
    pushes: pushesTo(who)
      .slice(since.pushes)
      .map((request) => who.device.decrypt(request) as Record<string, string>),
  };
}

/** Nothing of the patient, the reason (dialysis), the needs, the street or the insurer. */
function expectNoHealthData(told: Told, series: TransportSeries) {
  const text = JSON.stringify(told);
  const { patient } = series;
  const [year, month, day] = patient.birthday.split('-');
  for (const secret of [
    patient.firstName,
    patient.lastName,
    patient.birthday,
    `${day}.${month}.${year}`,
    `${day}/${month}/${year}`,
    patient.healthInsuranceNumber,
  ]) {
    if (secret) expect(text).not.toContain(secret);
  }
  expect(text).not.toMatch(
    /[Dd]ialys|schwerhörig|anrufen|Invalidenstraße|Seestraße|Station 3B|Bitte klingeln|oxygen|Sauerstoff|lying|liegend|AOK|109519005/,
  );
}

/** Everything the series action told `who` was one notification, one mail and one push. */
function expectOnce(told: Told, bell: Partial<Notification>) {
  expect(told.bell).toHaveLength(1);
  expect(told.bell[0]).toMatchObject(bell);
  expect(told.mails).toHaveLength(1);
  expect(told.mails[0]).toContain(told.bell[0]!.message);
  expect(told.pushes).toHaveLength(1);
  expect(told.pushes[0]).toMatchObject({
    title: told.bell[0]!.title,
    message: told.bell[0]!.message,
    link: told.bell[0]!.link,
  });
}

const transportIds = (series: TransportSeries) =>
  series.dates.flatMap((date) =>
    date.transport
      ? [
          date.transport.id,
          ...(date.transport.returnTransportId ? [date.transport.returnTransportId] : []),
        ]
      : [],
  );

async function eventsOf(type: string, ids: string[]) {
  return harness.database.db
    .select()
    .from(domainEvents)
    .where(
      and(eq(domainEvents.type, type), inArray(sql`${domainEvents.payload}->>'transportId'`, ids)),
    );
}

describe('a series told once per series action', () => {
  let series: TransportSeries;

  it('tells each company whose area covers the pickup of a new 3x/week series once', async () => {
    const before = await Promise.all([near, nearEnglish, far].map(mark));
    series = await newSeries('2026-10-21');
    await events.settle();

    // Six dates ahead (21 Oct to 2 Nov), each with its return trip: twelve open transports.
    const ids = transportIds(series);
    expect(ids).toHaveLength(12);
    const [german, english, elsewhere] = await Promise.all(
      [near, nearEnglish, far].map((who, i) => toldSince(who, before[i]!)),
    );
    expectOnce(german!, {
      type: 'marketplace_new',
      title: 'Neue Serie auf dem Marktplatz',
      message:
        'Serienfahrt 10115 Berlin → 14467 Potsdam: Mo, Mi, Fr 07:15, ab 21.10.2026. Als Ganzes oder einzelne Termine annehmen.',
      link: '/marketplace',
    });
    expect(german!.pushes[0]!.tag).toBe(`marketplace_new:series:${series.id}`);
    expectOnce(english!, {
      type: 'marketplace_new',
      title: 'New series on the marketplace',
      message:
        'Series transport 10115 Berlin → 14467 Potsdam: Mon, Wed, Fri 07:15, from 21/10/2026. Accept it as a whole or single dates.',
      link: '/marketplace',
    });
    expect(elsewhere).toEqual({ bell: [], mails: [], pushes: [] });
    expectNoHealthData(german!, series);
    expectNoHealthData(english!, series);
    // Each still raised its own event (lists refresh by them), marked as told by the series.
    const created = await eventsOf('transport.created', ids);
    expect(created).toHaveLength(12);
    for (const { payload } of created) expect(payload).toMatchObject({ toldBySeries: true });
  });

  it('tells the ward once that a company took the whole series, linking to the series', async () => {
    const before = await mark(ward);
    const accept = await near.client.post(`/v1/transport-series/${series.id}/accept`, {});
    expect(accept.status).toBe(200);
    await events.settle();

    const accepted = await eventsOf('transport.accepted', transportIds(series));
    expect(accepted).toHaveLength(12);
    const told = await toldSince(ward, before);
    expectOnce(told, {
      type: 'transport_accepted',
      title: 'Serie angenommen',
      message:
        'Serienfahrt 10115 Berlin → 14467 Potsdam (Mo, Mi, Fr 07:15, ab 21.10.2026) wurde als Ganzes angenommen – alle offenen und alle künftigen Termine.',
      link: `/transport/series/${series.id}`,
    });
    expect(told.pushes[0]!.tag).toBe(`transport_accepted:series:${series.id}`);
    expectNoHealthData(told, series);

    // Sent once (decision 037): the handlers run again for the series' event send nothing more.
    const [event] = await harness.database.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, 'series.accepted'),
          sql`${domainEvents.payload}->>'seriesId' = ${series.id}`,
        ),
      );
    for (const name of ['notifications.store', 'push.notifications', 'mail.notifications']) {
      await handlers
        .find((handler) => handler.name === name)!
        .handle(
          { ...event!, type: 'series.accepted' } as DomainEvent,
          new AbortController().signal,
        );
    }
    const again = await toldSince(ward, before);
    expect([again.bell.length, again.mails.length, again.pushes.length]).toEqual([1, 1, 1]);
  });

  it('tells an English-speaking ward in English', async () => {
    await speaks(ward, 'en');
    try {
      const other = await newSeries('2026-10-27', {
        recurrence: { weekdays: ['TU'], intervalWeeks: 2, pickupTime: '09:00' },
        returnTrip: null,
      });
      await events.settle();
      const before = await mark(ward);
      expect((await near.client.post(`/v1/transport-series/${other.id}/accept`, {})).status).toBe(
        200,
      );
      await events.settle();
      const told = await toldSince(ward, before);
      expectOnce(told, {
        type: 'transport_accepted',
        title: 'Series accepted',
        message:
          'Series transport 10115 Berlin → 14467 Potsdam (every 2 weeks Tue 09:00, from 27/10/2026) was accepted as a whole – every open and every future date.',
        link: `/transport/series/${other.id}`,
      });
      expectNoHealthData(told, other);
    } finally {
      await speaks(ward, 'de');
    }
  });
});

describe('dates told one by one', () => {
  it('tells of a date the rolling job makes later, and of a date a company takes alone', async () => {
    const series = await newSeries('2026-10-21', { returnTrip: null });
    await events.settle();
    const before = await mark(near);
    // The job's run two days on (the sessions' clock stays): the horizon reaches Wednesday
    // 4 November, one new date of this series — new work of its own. (The series taken above get
    // theirs too: assigned, so no company hears of them.)
    const later = new Date('2026-10-22T08:00:00Z');
    expect(
      await createAheadForAllSeries(
        openSystemRepository(harness.database.db, 'series-ahead'),
        later,
      ),
    ).toBeGreaterThan(0);
    await events.settle();
    const told = await toldSince(near, before);
    expect(told.bell).toHaveLength(1);
    expect(told.bell[0]).toMatchObject({
      type: 'marketplace_new',
      title: 'Neuer Transport auf dem Marktplatz',
    });

    const date = series.dates.find((item) => item.transport)!.transport!;
    const wardBefore = await mark(ward);
    expect((await near.client.post(`/v1/transports/${date.id}/accept`, {})).status).toBe(200);
    await events.settle();
    const wardTold = await toldSince(ward, wardBefore);
    expect(wardTold.bell).toHaveLength(1);
    expect(wardTold.bell[0]).toMatchObject({
      type: 'transport_accepted',
      link: `/transport/view/${date.id}`,
    });
  });
});

/**
 * The colleague who changed or cancelled is told nothing of it: no change or cancellation in the
 * bell, no mail of one (what others did, such as a company's accept, still reaches them).
 */
async function expectActorToldNothing() {
  const inbox = await colleague.client.get<Inbox>('/v1/notification?per_page=100');
  const ofTheirOwn = inbox.body.data.filter((item) =>
    ['transport_edited', 'transport_cancelled'].includes(item.notification.type),
  );
  expect(ofTheirOwn).toEqual([]);
  const mails = mailsTo(harness, colleague.email).map((mail) => mail.subject);
  expect(mails.filter((subject) => /geändert|abgesagt|storniert/.test(subject))).toEqual([]);
}

/**
 * The series changed by the ward's colleague from `fromDate` on to Tue, Thu and Fri at 08:00 until the end of November:
 * from Friday 23 October its Fridays move, its Mondays and Wednesdays are dropped, and Tuesdays
 * and Thursdays are new.
 */
async function changeToTuesdaysThursdaysFridays(series: TransportSeries, fromDate: string) {
  const current = (await colleague.client.get<TransportSeries>(`/v1/transport-series/${series.id}`))
    .body;
  const body = seriesInput(series.patientId!, fromDate, {
    recurrence: {
      weekdays: ['TU', 'TH', 'FR'],
      pickupTime: '08:00',
      count: null,
      until: '2026-11-30',
    },
    ...(current.returnTrip ? {} : { returnTrip: null }),
  });
  const changed = await colleague.client.put<TransportSeries>(`/v1/transport-series/${series.id}`, {
    ...body,
    version: current.version,
  });
  expect(changed.status).toBe(200);
  return changed.body;
}

/** The rest of the series cancelled by the ward's colleague from `fromDate` on. */
async function cancelRest(series: TransportSeries, fromDate: string) {
  const cancelled = await colleague.client.post<TransportSeries>(
    `/v1/transport-series/${series.id}/cancel`,
    // The reason is the ward's own words and may speak of the patient: no notification says it.
    { reason: 'Dialyse beendet, Patientin verlegt', fromDate },
  );
  expect(cancelled.status).toBe(200);
  return cancelled.body;
}

/** Each of the series' transports' own events of `type` is marked as told by the series. */
async function expectAllToldBySeries(type: string, series: TransportSeries, atLeast: number) {
  const raised = await eventsOf(type, transportIds(series));
  expect(raised.length).toBeGreaterThanOrEqual(atLeast);
  for (const { payload } of raised) expect(payload).toMatchObject({ toldBySeries: true });
}

describe('a series changed or cancelled, told once', () => {
  let series: TransportSeries;

  it('tells the ward and the company carrying it of a change "from this date on" once', async () => {
    series = await newSeries('2026-10-21');
    await events.settle();
    expect((await near.client.post(`/v1/transport-series/${series.id}/accept`, {})).status).toBe(
      200,
    );
    await events.settle();
    await speaks(near, 'en');
    try {
      const before = await Promise.all([ward, near, nearEnglish, far].map(mark));
      series = await changeToTuesdaysThursdaysFridays(series, '2026-10-23');
      await events.settle();
      const [wardTold, company, ...others] = await Promise.all(
        [ward, near, nearEnglish, far].map((who, i) => toldSince(who, before[i]!)),
      );
      const link = `/transport/series/${series.id}`;
      expectOnce(wardTold!, {
        type: 'transport_edited',
        title: 'Serie geändert',
        message:
          'Serienfahrt 10115 Berlin → 14467 Potsdam wurde ab 23.10.2026 geändert – ab dann Di, Do, Fr 08:00 (Rückfahrt 12:30, bis 30.11.2026). Alle Termine ab diesem Tag folgen der neuen Regel.',
        link,
      });
      expectOnce(company!, {
        type: 'transport_edited',
        title: 'Series changed',
        message:
          'Series transport 10115 Berlin → 14467 Potsdam was changed from 23/10/2026 – from then on Tue, Thu, Fri 08:00 (return 12:30, until 30/11/2026). Every date from that day follows the new rule.',
        link,
      });
      expect(company!.pushes[0]!.tag).toBe(`transport_edited:series:${series.id}`);
      for (const other of others) expect(other).toEqual({ bell: [], mails: [], pushes: [] });
      await expectActorToldNothing();
      expectNoHealthData(wardTold!, series);
      expectNoHealthData(company!, series);
      // The company opens what the link points at: the series it carries.
      expect((await near.client.get(`/v1/transport-series/${series.id}`)).status).toBe(200);
      // The dates' own events still come, marked: moved, dropped and made with the change.
      await expectAllToldBySeries('transport.cancelled', series, 6);
      await expectAllToldBySeries('transport.updated', series, 4);
      await expectAllToldBySeries('transport.created', series, 18);
    } finally {
      await speaks(near, 'de');
    }
  });

  it('tells the ward and the company carrying it of the cancellation of the rest once', async () => {
    await speaks(ward, 'en');
    try {
      const before = await Promise.all([ward, near, nearEnglish].map(mark));
      // From Tuesday 27 October: the 27th, 29th, 30th and 3 November, each with its return trip.
      await cancelRest(series, '2026-10-27');
      await events.settle();
      const [wardTold, company, other] = await Promise.all(
        [ward, near, nearEnglish].map((who, i) => toldSince(who, before[i]!)),
      );
      const link = `/transport/series/${series.id}`;
      expectOnce(wardTold!, {
        type: 'transport_cancelled',
        title: 'Series cancelled',
        message:
          'Series transport 10115 Berlin → 14467 Potsdam (Tue, Thu, Fri 08:00) was cancelled from 27/10/2026 – 4 dates cancelled, no more will follow.',
        link,
      });
      expectOnce(company!, {
        type: 'transport_cancelled',
        title: 'Serie abgesagt',
        message:
          'Serienfahrt 10115 Berlin → 14467 Potsdam (Di, Do, Fr 08:00) wurde ab 27.10.2026 abgesagt – 4 Termine storniert, es folgen keine weiteren.',
        link,
      });
      expect(other).toEqual({ bell: [], mails: [], pushes: [] });
      await expectActorToldNothing();
      for (const told of [wardTold!, company!]) {
        expectNoHealthData(told, series);
        expect(JSON.stringify(told)).not.toMatch(/verlegt/);
      }
      expect((await near.client.get(`/v1/transport-series/${series.id}`)).status).toBe(200);

      // Sent once (decision 037): the handlers run again for the series' event send nothing more.
      const [event] = await harness.database.db
        .select()
        .from(domainEvents)
        .where(
          and(
            eq(domainEvents.type, 'series.cancelled'),
            sql`${domainEvents.payload}->>'seriesId' = ${series.id}`,
          ),
        );
      for (const name of ['notifications.store', 'push.notifications', 'mail.notifications']) {
        await handlers
          .find((handler) => handler.name === name)!
          .handle(event as DomainEvent, new AbortController().signal);
      }
      const again = await toldSince(near, before[1]!);
      expect([again.bell.length, again.mails.length, again.pushes.length]).toEqual([1, 1, 1]);
    } finally {
      await speaks(ward, 'de');
    }
  });

  it('tells a company that took a date alone of its own transport, per transport', async () => {
    // It cannot open the series (it does not carry it): it hears of the transport it can open.
    const untaken = await newSeries('2026-10-21', { returnTrip: null });
    await events.settle();
    const monday = untaken.dates.find((date) => date.date === '2026-10-26')!.transport!;
    expect((await near.client.post(`/v1/transports/${monday.id}/accept`, {})).status).toBe(200);
    await events.settle();
    const before = await mark(near);
    await changeToTuesdaysThursdaysFridays(untaken, '2026-10-23');
    await events.settle();
    const told = await toldSince(near, before);
    expect(told.bell.filter((item) => item.type === 'transport_cancelled')).toEqual([
      expect.objectContaining({
        title: 'Transport storniert',
        link: `/transport/view/${monday.id}`,
      }),
    ]);
    // And the rest of the series, still on the marketplace, once.
    expect(told.bell.filter((item) => item.type === 'marketplace_new')).toHaveLength(1);
    expect(told.bell).toHaveLength(2);
  });

  it("counts in the series' cancellation only the dates it tells of, not one taken alone", async () => {
    const untaken = await newSeries('2026-10-21', { returnTrip: null });
    await events.settle();
    const monday = untaken.dates.find((date) => date.date === '2026-10-26')!.transport!;
    expect((await near.client.post(`/v1/transports/${monday.id}/accept`, {})).status).toBe(200);
    await events.settle();
    const before = await Promise.all([ward, near].map(mark));
    await cancelRest(untaken, '2026-10-23');
    await events.settle();
    const [wardTold, company] = await Promise.all(
      [ward, near].map((who, i) => toldSince(who, before[i]!)),
    );
    const cancelled = untaken.dates.filter((date) => date.transport && date.date >= '2026-10-23');
    // Monday is told as its own transport, to both; the rest once, and counted without Monday.
    const byTheSeries = cancelled.length - 1;
    expect(byTheSeries).toBeGreaterThan(1);
    const mondayCancelled = expect.objectContaining({
      title: 'Transport storniert',
      link: `/transport/view/${monday.id}`,
    });
    expect(wardTold!.bell).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Serie abgesagt',
          message: expect.stringContaining(`${byTheSeries} Termine storniert`),
        }),
        mondayCancelled,
      ]),
    );
    expect(wardTold!.bell).toHaveLength(2);
    expect(company!.bell).toEqual([mondayCancelled]);
    await expectActorToldNothing();
  });

  it("tells of an untaken series' change only what a new series tells, once", async () => {
    const untaken = await newSeries('2026-10-21', { returnTrip: null });
    await events.settle();
    const before = await Promise.all([ward, near, nearEnglish, far].map(mark));
    const changed = await changeToTuesdaysThursdaysFridays(untaken, '2026-10-23');
    await events.settle();
    const [wardTold, german, english, elsewhere] = await Promise.all(
      [ward, near, nearEnglish, far].map((who, i) => toldSince(who, before[i]!)),
    );
    // Nobody had taken the series: a change concerns the marketplace only.
    expect(wardTold).toEqual({ bell: [], mails: [], pushes: [] });
    expectOnce(german!, {
      type: 'marketplace_new',
      title: 'Serie auf dem Marktplatz geändert',
      message:
        'Serienfahrt 10115 Berlin → 14467 Potsdam: ab 23.10.2026 Di, Do, Fr 08:00 (bis 30.11.2026). Als Ganzes oder einzelne Termine annehmen.',
      link: '/marketplace',
    });
    expectOnce(english!, {
      type: 'marketplace_new',
      title: 'Series on the marketplace changed',
      message:
        'Series transport 10115 Berlin → 14467 Potsdam: from 23/10/2026 Tue, Thu, Fri 08:00 (until 30/11/2026). Accept it as a whole or single dates.',
      link: '/marketplace',
    });
    expect(elsewhere).toEqual({ bell: [], mails: [], pushes: [] });
    expectNoHealthData(german!, changed);
    expectNoHealthData(english!, changed);
    await expectAllToldBySeries('transport.created', changed, 9);

    // Its cancellation tells the ward once, and no company: none carries it.
    const wardBefore = await mark(ward);
    const companiesBefore = await Promise.all([near, nearEnglish].map(mark));
    await cancelRest(changed, '2026-10-20');
    await events.settle();
    expectOnce(await toldSince(ward, wardBefore), {
      type: 'transport_cancelled',
      title: 'Serie abgesagt',
      link: `/transport/series/${changed.id}`,
    });
    for (const [i, who] of [near, nearEnglish].entries()) {
      expect((await toldSince(who, companiesBefore[i]!)).bell).toEqual([]);
    }
  });
});
