/**
 * Notifications end to end: a transport event stored as a notification for each recipient user
 * (once, however often the handler runs), sent live on the user's channel, listed, filtered and
 * marked read by its user only; and the channel settings with their defaults per organisation.
 * The transports themselves come from the transports branch: their facts are given here.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userChannel } from '../../src/contract/realtime';
import { notifications, organizations } from '../../server/db/schema';
import { eventHandlers } from '../../server/event-handlers';
import { createDispatcher, type Dispatcher } from '../../server/events/dispatcher';
import { emit } from '../../server/events/emit';
import type { NewEvent } from '../../server/events/catalogue';
import { silentLogger } from '../../server/logger';
import { notificationHandlers, type TransportFacts } from '../../server/notification-delivery';
import { startHarness, type Harness } from './support/harness';
import { signUpParty, type Party } from './support/parties';
import { realtimeClient, type RealtimeClient } from './support/realtime-client';

let harness: Harness;
let events: Dispatcher;
let ward: Party;
let company: Party;
let farCompany: Party;
const transports = new Map<string, TransportFacts>();
const clients: RealtimeClient[] = [];
const readFacts = async (_db: unknown, id: string) => transports.get(id) ?? null;

beforeAll(async () => {
  harness = await startHarness({ transport: 'http' });
  // The notification handlers with transports of this test in place of the transports table.
  await harness.events.stop();
  events = createDispatcher({
    database: harness.database,
    handlers: eventHandlers(harness.ctx, { readTransportFacts: readFacts }),
    log: silentLogger,
    now: harness.ctx.now,
  });
  await events.start();
  ward = await signUpParty(harness, {
    label: 'ward',
    accountType: 'medical_facility',
    role: 'admin',
  });
  company = await signUpParty(harness, {
    label: 'company',
    accountType: 'transport_company',
    role: 'admin',
  });
  farCompany = await signUpParty(harness, {
    label: 'far',
    accountType: 'transport_company',
    role: 'member',
  });
  const area = (party: Party, serviceArea: string[]) =>
    harness.database.db
      .update(organizations)
      .set({ serviceArea })
      .where(eq(organizations.id, party.organizationId));
  await area(company, ['101']);
  await area(farCompany, ['80']);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await events.stop();
  await harness.close();
});

function transport(over: Partial<TransportFacts> = {}): TransportFacts {
  const facts: TransportFacts = {
    id: randomUUID(),
    number: `KT-${Math.floor(Math.random() * 1e6)}`,
    orderingOrganizationId: ward.organizationId,
    orderingTeamId: null,
    orderedBy: null,
    assignedCompanyId: company.organizationId,
    crewTeamId: null,
    pickupPostcode: '10117',
    start: { address: { zipCode: '10117', city: 'Berlin' } },
    destination: {
      name: 'Klinikum Ernst von Bergmann',
      address: { zipCode: '14467', city: 'Potsdam' },
    },
    pickupAt: new Date('2026-11-23T08:30:00Z'),
    status: 'assigned',
    version: 2,
    escalationStep: 0,
    ...over,
  };
  transports.set(facts.id, facts);
  return facts;
}

async function happened(event: NewEvent): Promise<string> {
  const id = await emit(harness.database.db, event);
  await events.settle();
  return id;
}

const inbox = (party: Party, query = '') => party.client.get(`/v1/notification${query}`);

describe('notifications of transport events', () => {
  it('stores one per recipient user, sends it live on their channel, and none to others', async () => {
    const live = realtimeClient(harness, ward.client);
    clients.push(live);
    await live.subscribe(userChannel(ward.userId));
    const arrived = live.next(userChannel(ward.userId), 'notification');

    const t = transport();
    await happened({
      type: 'transport.accepted',
      payload: { transportId: t.id, companyId: company.organizationId },
    });

    const list = await inbox(ward);
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      isRead: false,
      notification: {
        type: 'transport_accepted',
        title: 'Transport angenommen',
        message: `Transport ${t.number} (10117 Berlin → Klinikum Ernst von Bergmann, 14467 Potsdam, 23.11.2026 09:30) wurde angenommen.`,
        link: `/transport/view/${t.id}`,
      },
    });
    expect(await arrived).toMatchObject({
      id: list.body.data[0].id,
      title: 'Transport angenommen',
    });
    expect((await inbox(company)).body.total_rows).toBe(0);
  });

  it('stores a notification once however often its handler runs (idempotent by event id)', async () => {
    const t = transport();
    const eventId = await happened({ type: 'transport.cancelled', payload: { transportId: t.id } });
    const store = notificationHandlers(harness.ctx, { readTransportFacts: readFacts }).find(
      (handler) => handler.name === 'notifications.store',
    );
    const again = {
      id: eventId,
      type: 'transport.cancelled' as const,
      payload: { transportId: t.id },
      createdAt: new Date(),
    };
    await store!.handle(again, new AbortController().signal);
    await store!.handle(again, new AbortController().signal);
    const rows = await harness.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventId, eventId));
    // The ward and the assigned company: one user each.
    expect(rows.map((row) => row.userId).sort()).toEqual([ward.userId, company.userId].sort());
  });

  it('offers new work to the companies whose service area covers the pickup', async () => {
    const t = transport({ assignedCompanyId: null, status: 'open' });
    await happened({ type: 'transport.created', payload: { transportId: t.id } });
    const mine = await inbox(company, '?unread=1');
    expect(mine.body.data[0].notification).toMatchObject({
      type: 'marketplace_new',
      link: `/marketplace?transport=${t.id}`,
    });
    const far = await inbox(farCompany);
    expect(
      far.body.data.filter((n: { notification: { message: string } }) =>
        n.notification.message.includes(t.number),
      ),
    ).toEqual([]);
  });

  it('marks one and then all read, for their own user only', async () => {
    const before = await inbox(ward, '?unread=1');
    expect(before.body.total_rows).toBeGreaterThan(0);
    const first = before.body.data[0].id;
    expect((await company.client.post('/v1/notification/mark-as-read', { id: first })).status).toBe(
      404,
    );
    expect((await ward.client.post('/v1/notification/mark-as-read', { id: first })).status).toBe(
      204,
    );
    const after = await inbox(ward, '?unread=1');
    expect(after.body.total_rows).toBe(before.body.total_rows - 1);
    expect(after.body.unread).toBe(before.body.total_rows - 1);
    expect((await ward.client.post('/v1/notification/mark-all-as-read')).status).toBe(204);
    expect((await inbox(ward, '?unread=1')).body.total_rows).toBe(0);
    expect((await inbox(ward)).body.data.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    // The company's stay unread.
    expect((await inbox(company, '?unread=1')).body.total_rows).toBeGreaterThan(0);
  });

  it('pages with page and per_page, and refuses a query it does not understand', async () => {
    const page = await inbox(company, '?page=1&per_page=1');
    expect(page.body.data).toHaveLength(1);
    expect(page.body.total_rows).toBeGreaterThan(1);
    expect((await inbox(company, '?unread=maybe')).status).toBe(400);
  });
});

describe('e-mail and push per the settings', () => {
  it('mails a notification to those who chose e-mail, in their language, without health data', async () => {
    const t = transport({ assignedCompanyId: null, status: 'open' });
    await happened({
      type: 'transport.returned',
      payload: { transportId: t.id, companyId: farCompany.organizationId },
    });
    const mails = harness.mailer.sent.filter((mail) => mail.to === ward.email);
    const mail = mails.find((m) => m.text.includes(t.number));
    expect(mail?.subject).toBe('Transport zurückgegeben');
    expect(mail?.text).toContain(`/transport/view/${t.id}`);
  });

  it('keeps a device subscription per user and forgets it on request', async () => {
    const endpoint = `https://push.example.org/send/${randomUUID()}`;
    const body = {
      endpoint,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    };
    expect((await ward.client.post('/v1/push-subscriptions', body)).status).toBe(204);
    expect(
      (await ward.client.post('/v1/push-subscriptions', { ...body, endpoint: 'http://x' })).status,
    ).toBe(422);
    const gone = await ward.client.delete(
      `/v1/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
    );
    expect(gone.status).toBe(204);
  });
});

describe('notification settings', () => {
  it('starts from defaults per organisation type and keeps what the user chose', async () => {
    const wardDefaults = (await ward.client.get('/v1/settings/notifications')).body;
    expect(wardDefaults.transport_returned).toEqual({ push: true, email: true });
    const companyDefaults = (await company.client.get('/v1/settings/notifications')).body;
    expect(companyDefaults.marketplace_new).toEqual({ push: true, email: false });

    const chosen = { ...companyDefaults, marketplace_new: { push: false, email: true } };
    const saved = await company.client.put('/v1/settings/notifications', chosen);
    expect(saved.status).toBe(200);
    expect((await company.client.get('/v1/settings/notifications')).body).toEqual(chosen);
    // Another user of another organisation still has the defaults.
    expect(
      (await farCompany.client.get('/v1/settings/notifications')).body.marketplace_new,
    ).toEqual({
      push: true,
      email: false,
    });
  });
});
