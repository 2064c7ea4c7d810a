/**
 * Account mails as handlers of account events (server/mail/account-mails.ts): sent after commit,
 * retried when sending fails — with the same link —, sent by the next start when the process
 * died before, and never leaving a code or a name in the events table.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainEvents, eventDeliveries, users } from '../../server/db/schema';
import { ApiClient, mailedLink, mailsTo, registration } from './support/client';
import { startHarness, type Harness } from './support/harness';

let harness: Harness;
let client: ApiClient;
beforeAll(async () => {
  harness = await startHarness();
  client = new ApiClient(harness);
});
afterAll(() => harness.close());

async function userIdOf(email: string) {
  const [row] = await harness.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

const eventsOf = (userId: string) =>
  harness.database.db
    .select()
    .from(domainEvents)
    .where(sql`${domainEvents.payload} ->> 'userId' = ${userId}`);

describe('account mails', () => {
  it('are events with ids only: no code, no name, no address in the outbox', async () => {
    const input = registration('medical_facility', { firstname: 'Xaver' });
    await client.post('/v1/auth/register', input);
    const { userId, code } = (await mailedLink(harness, input.email, 'confirm-email'))!;
    const events = await eventsOf(userId);
    expect(events.map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: 'account.registered', payload: { userId } },
    ]);
    const stored = JSON.stringify(events);
    for (const secret of [code, 'Xaver', input.email, input.organization]) {
      expect(stored).not.toContain(secret);
    }
    const deliveries = await harness.database.db
      .select()
      .from(eventDeliveries)
      .where(eq(eventDeliveries.eventId, events[0]!.id));
    expect(deliveries).toEqual([
      expect.objectContaining({ handler: 'mail.confirm-email', status: 'done', attempts: 1 }),
    ]);
  });

  it('are retried when sending fails, carrying the same link, which works', async () => {
    const send = vi.spyOn(harness.mailer, 'send');
    let refusedLink = '';
    send.mockImplementationOnce(async (mail) => {
      refusedLink = mail.links[0]!;
      throw new Error('SMTP 451 try again later');
    });
    try {
      const input = registration();
      expect((await client.post('/v1/auth/register', input)).status).toBe(201);
      await harness.events.settle();
      expect(mailsTo(harness, input.email)).toEqual([]);
      const [event] = await eventsOf(await userIdOf(input.email));
      const [failed] = await harness.database.db
        .select()
        .from(eventDeliveries)
        .where(eq(eventDeliveries.eventId, event!.id));
      expect(failed).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'SMTP 451 try again later',
      });

      harness.clock.advance(31);
      const { link, userId, code } = (await mailedLink(harness, input.email, 'confirm-email'))!;
      expect(mailsTo(harness, input.email)).toHaveLength(1);
      expect(link).toBe(refusedLink);
      expect((await client.post('/v1/auth/confirm-email', { userId, code })).status).toBe(200);
    } finally {
      send.mockRestore();
    }
  });

  it('left behind by a process that stopped after the commit go out on the next start', async () => {
    await harness.events.stop();
    const input = registration();
    try {
      expect((await client.post('/v1/auth/register', input)).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mailsTo(harness, input.email)).toEqual([]);
    } finally {
      await harness.events.start();
    }
    await harness.events.settle();
    expect(mailsTo(harness, input.email).map((mail) => mail.subject)).toEqual([
      'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    ]);
  });

  it('skip a confirmation link for an address confirmed in the meantime', async () => {
    const input = registration();
    await client.post('/v1/auth/register', input);
    const { userId, code } = (await mailedLink(harness, input.email, 'confirm-email'))!;
    await harness.events.stop();
    try {
      await client.post('/v1/auth/resend-confirmation', { email: input.email });
      await vi.waitFor(async () => expect(await eventsOf(userId)).toHaveLength(2), {
        timeout: 10_000,
      });
      expect((await client.post('/v1/auth/confirm-email', { userId, code })).status).toBe(200);
    } finally {
      await harness.events.start();
    }
    await harness.events.settle();
    expect(mailsTo(harness, input.email)).toHaveLength(1);
  });
});
