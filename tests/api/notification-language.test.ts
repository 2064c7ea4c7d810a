/**
 * The bell in the reader's language of today (decision 055): a notification made while its
 * recipient used German is listed in English once they switched the app (and their account) to
 * English, and in German again after switching back — a transport's as well as an account's. A
 * row made before migration 0013 has only the words of its making and is listed with those.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/contract/messages';
import { notifications } from '../../server/db/schema';
import { emit } from '../../server/events/emit';
import { startHarness, type Harness } from './support/harness';
import { orgOf, type Org } from './support/transport-parties';
import { newTransport } from './support/transports';

type Inbox = {
  data: { notification: { title: string; message: string; type: string; link: string } }[];
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

/** As the app does it: the screen speaks the language at once, the account is saved with it. */
async function switchTo(org: Org, language: Language) {
  org.client.language = language;
  const account = await org.client.get<{ firstName: string; lastName: string }>('/v1/account');
  const { firstName, lastName } = account.body;
  const saved = await org.client.put<{ language: Language }>('/v1/account', {
    firstName,
    lastName,
    language,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.language).toBe(language);
}

async function bell(org: Org, link: string) {
  const inbox = await org.client.get<Inbox>('/v1/notification?per_page=100');
  expect(inbox.status).toBe(200);
  return inbox.body.data.filter((item) => item.notification.link === link);
}

describe('the bell in the reader’s language of today', () => {
  it('lists a transport’s and an account’s notification made in German in English after the switch, and in German after switching back', async () => {
    const transport = await newTransport(ward.client, harness.clock.now());
    expect((await company.client.post(`/v1/transports/${transport.id}/accept`, {})).status).toBe(
      200,
    );
    await emit(harness.database.db, {
      type: 'account.registration_attempted',
      payload: { userId: ward.userId },
    });
    await harness.events.settle();
    const transportLink = `/transport/view/${transport.id}`;
    const route = '10115 Berlin → 14467 Potsdam';

    const [german] = await bell(ward, transportLink);
    expect(german?.notification.title).toBe('Transport angenommen');
    expect((await bell(ward, '/settings/account'))[0]?.notification.title).toBe(
      'Registrierungsversuch mit Ihrer E-Mail-Adresse',
    );

    await switchTo(ward, 'en');
    const [english] = await bell(ward, transportLink);
    expect(english?.notification).toMatchObject({
      type: 'transport_accepted',
      title: 'Transport accepted',
      message: expect.stringContaining(`Transport ${transport.number} (${route}, `),
    });
    expect(english?.notification.message).toMatch(/was accepted\.$/);
    for (const secret of [transport.patient.lastName, transport.patient.firstName]) {
      expect(english?.notification.message).not.toContain(secret);
    }
    expect((await bell(ward, '/settings/account'))[0]?.notification.title).toBe(
      'Registration attempt with your e-mail address',
    );

    await switchTo(ward, 'de');
    expect((await bell(ward, transportLink))[0]?.notification).toEqual(german?.notification);
    expect((await bell(ward, '/settings/account'))[0]?.notification.title).toBe(
      'Registrierungsversuch mit Ihrer E-Mail-Adresse',
    );
  });

  it('lists a row from before migration 0013 with the words it was made with', async () => {
    const link = `/transport/${randomUUID()}`;
    await harness.database.db.insert(notifications).values({
      userId: company.userId,
      organizationId: company.organizationId,
      eventId: randomUUID(),
      type: 'transport_edited',
      title: 'Transport geändert',
      message: 'Transport KT-1 (Berlin → Potsdam, 23.11.2026 09:30) wurde geändert.',
      link,
    });

    await switchTo(company, 'en');
    expect((await bell(company, link))[0]?.notification).toEqual({
      type: 'transport_edited',
      title: 'Transport geändert',
      message: 'Transport KT-1 (Berlin → Potsdam, 23.11.2026 09:30) wurde geändert.',
      link,
    });
  });
});
