/**
 * The real chain from a transport's change to the bell: the transports table read through
 * readTransportFacts (server/notifications), not facts given by the test. The ward hears that its
 * transport was taken, and the text names the number and the cities — never the patient.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness';
import { orgOf, type Org } from './support/transport-parties';
import { newTransport } from './support/transports';

type Inbox = {
  data: { notification: { title: string; message: string; type: string; link: string } }[];
  total_rows: number;
};

let harness: Harness;
let ward: Org;
let company: Org;
beforeAll(async () => {
  harness = await startHarness();
  [ward, company] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
  ]);
});
afterAll(() => harness.close());

describe('notifications from the transports table', () => {
  it('tells the ordering ward that its transport was accepted, without health data', async () => {
    const transport = await newTransport(ward.client, harness.clock.now());
    const accept = await company.client.post(`/v1/transports/${transport.id}/accept`, {});
    expect(accept.status).toBe(200);
    await harness.events.settle();

    const inbox = await ward.client.get<Inbox>('/v1/notification');
    expect(inbox.status).toBe(200);
    const accepted = inbox.body.data.filter((item) =>
      item.notification.link.endsWith(transport.id),
    );
    expect(accepted).toHaveLength(1);
    const { message, type } = accepted[0]!.notification;
    expect(type).toBe('transport_accepted');
    expect(message).toContain(transport.number);
    expect(message).toContain('Berlin → Potsdam');
    for (const secret of [transport.patient.lastName, transport.patient.firstName]) {
      expect(message).not.toContain(secret);
    }
  });
});
