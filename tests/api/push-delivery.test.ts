/**
 * Web Push and mail of a transport event, against a stand-in HTTPS push service (decision 037):
 * the payload decrypts with the browser's keys to title, message, link and tag and nothing of the
 * patient; the VAPID token verifies; a handler run again sends nothing twice and retries only
 * what failed; a subscription the push service calls gone (404/410) is removed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportCreateInput } from '../../src/contract/transport';
import type { Transport } from '../../src/contract/transport-answer';
import { domainEvents, notificationSends, pushSubscriptions } from '../../server/db/schema';
import type { DomainEvent } from '../../server/events/catalogue';
import type { Dispatcher } from '../../server/events/dispatcher';
import type { EventHandler } from '../../server/events/handler';
import { SEND_LEASE_MS, SendInFlight } from '../../server/notification-delivery/send-once';
import { mailsTo, signedInUser } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { startPushService, verifiedVapid, type PushService } from './support/push-service';
import { eventsWithTrustedPush } from './support/trusted-push-events';
import { orgOf, type Org } from './support/transport-parties';
import { newTransport, transportInput } from './support/transports';

let harness: Harness;
let service: PushService;
let events: Dispatcher;
let handlers: EventHandler[];
let ward: Org & { email: string };
let company: Org;

beforeAll(async () => {
  [harness, service] = await Promise.all([startHarness(), startPushService()]);
  ({ events, handlers } = await eventsWithTrustedPush(harness, service));
  const signedIn = await signedInUser(harness, 'medical_facility');
  ward = {
    client: signedIn.client,
    organizationId: signedIn.user.organization.id,
    userId: signedIn.user.id,
    email: signedIn.input.email,
  };
  company = await orgOf(harness, 'transport_company');
  // Accepted transports by push and by mail, so that one event exercises both channels.
  const settings = (await ward.client.get<Record<string, object>>('/v1/settings/notifications'))
    .body;
  const chosen = { ...settings, transport_accepted: { push: true, email: true } };
  expect((await ward.client.put('/v1/settings/notifications', chosen)).status).toBe(200);
});
afterAll(async () => {
  await events.stop();
  await harness.close();
  await service.close();
});

/** A device of the ward, registered through the API as the settings screen does. */
async function wardDevice() {
  const device = service.subscribe();
  const { endpoint, keys } = device;
  expect((await ward.client.post('/v1/push-subscriptions', { endpoint, keys })).status).toBe(204);
  return device;
}

/** The ward's transport, accepted by the company; its dispatched event. */
async function accepted(
  order: Partial<TransportCreateInput> = {},
): Promise<{ transport: Transport; event: DomainEvent }> {
  const transport = await newTransport(ward.client, harness.clock.now(), order);
  expect((await company.client.post(`/v1/transports/${transport.id}/accept`, {})).status).toBe(200);
  await events.settle();
  const [row] = await harness.database.db
    .select()
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.type, 'transport.accepted'),
        sql`${domainEvents.payload}->>'transportId' = ${transport.id}`,
      ),
    );
  return { transport, event: { ...row!, type: 'transport.accepted' } as DomainEvent };
}

const run = (name: string, event: DomainEvent) =>
  handlers.find((handler) => handler.name === name)!.handle(event, new AbortController().signal);

const to = (endpoint: string) =>
  service.received.filter((request) => request.endpoint === new URL(endpoint).pathname);

describe('web push through a push service', () => {
  it('sends the browser an encrypted payload of number, time and places without a street, signed by VAPID', async () => {
    const device = await wardDevice();
    // From the patient's home (no name: a street of a private home) to a favourite address.
    const input = transportInput('', harness.clock.now());
    const { transport } = await accepted({
      destination: { ...input.destination, name: 'Dialysezentrum Mitte' },
    });

    const [request] = to(device.endpoint);
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(request?.headers.ttl).toBe(String(24 * 3600));
    const payload = device.decrypt(request!) as Record<string, string>;
    expect(Object.keys(payload).sort()).toEqual(['link', 'message', 'tag', 'title']);
    expect(payload).toMatchObject({
      title: 'Transport angenommen',
      link: `/transport/view/${transport.id}`,
      tag: `transport_accepted:${transport.id}`,
    });
    expect(payload.message).toContain(transport.number);
    // The route as routeLabel writes it for notifications (decision 087).
    const route = '10115 Berlin → Dialysezentrum Mitte, 14467 Potsdam';
    expect(payload.message).toContain(route);
    const [mail] = mailsTo(harness, ward.email).filter((m) => m.text.includes(transport.number));
    expect(mail?.text).toContain(route);
    // The mail greets its reader by first name, which the test patient happens to share.
    expect(JSON.stringify(payload)).not.toContain(transport.patient.firstName);
    for (const text of [JSON.stringify(payload), mail!.subject, mail!.text, mail!.html]) {
      expect(text).not.toContain(transport.patient.lastName);
      expect(text).not.toMatch(/Bitte klingeln|oxygen|Sauerstoff|lying|liegend|Station 3B/);
      expect(text).not.toMatch(/Invalidenstraße|Seestraße/);
    }

    const vapid = verifiedVapid(request!, new Date());
    expect(vapid.aud).toBe(new URL(device.endpoint).origin);
    expect(vapid.k).toBe(harness.ctx.keys.vapid.publicKey);
  });

  it('sends a push and a mail once however often the handlers run for the event', async () => {
    const device = await wardDevice();
    const { transport, event } = await accepted();
    await run('push.notifications', event);
    await run('push.notifications', event);
    await run('mail.notifications', event);
    await run('mail.notifications', event);

    expect(to(device.endpoint)).toHaveLength(1);
    const mails = mailsTo(harness, ward.email).filter((m) => m.text.includes(transport.number));
    expect(mails).toHaveLength(1);
  });

  it('retries a push the service refused for the moment, and only that one', async () => {
    const device = await wardDevice();
    const other = await wardDevice();
    service.answerWith(device.endpoint, 503);
    const { event } = await accepted();
    // The dispatcher's attempt failed for one device only (its retry is due only later).
    expect(to(device.endpoint)).toHaveLength(1);
    expect(to(other.endpoint)).toHaveLength(1);
    await run('push.notifications', event);
    await run('push.notifications', event);

    expect(to(other.endpoint)).toHaveLength(1);
    expect(to(device.endpoint)).toHaveLength(2);
    const [send] = await harness.database.db
      .select()
      .from(notificationSends)
      .where(eq(notificationSends.target, device.endpoint));
    expect(send).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('holds back while another attempt has the send claimed, and takes over after its lease', async () => {
    const { transport, event } = await accepted();
    const mails = () =>
      mailsTo(harness, ward.email).filter((m) => m.text.includes(transport.number));
    expect(mails()).toHaveLength(1);
    // As a crashed attempt leaves it: claimed, never settled.
    await harness.database.db
      .update(notificationSends)
      .set({ status: 'sending', claimedAt: harness.clock.now() })
      .where(and(eq(notificationSends.eventId, event.id), eq(notificationSends.channel, 'email')));
    await expect(run('mail.notifications', event)).rejects.toThrow(SendInFlight);
    harness.clock.advance(SEND_LEASE_MS / 1000 + 1);
    await run('mail.notifications', event);
    // The one window decision 037 names: the crashed attempt may have sent it already.
    expect(mails()).toHaveLength(2);
  });

  it('forgets a subscription the push service calls gone', async () => {
    const device = await wardDevice();
    service.answerWith(device.endpoint, 410);
    const { event } = await accepted();
    await run('push.notifications', event);

    expect(to(device.endpoint)).toHaveLength(1);
    const left = await harness.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(left).toEqual([]);
  });
});
