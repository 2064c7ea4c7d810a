/**
 * The reminder before a series' approval runs out (decision 097): no date is made after the
 * approval's last day, so 14 days before it the job reminds the ward — once per approval, in the
 * ward's language, linking to the series — and never earlier, never twice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportSeries } from '../../src/contract/transport-series-answer';
import { transportSeries, users } from '../../server/db/schema';
import { openSystemRepository } from '../../server/db/system-repository';
import { invalidateUserSessions } from '../../server/modules/auth';
import { remindExpiringApprovals } from '../../server/modules/series';
import { signedInUser, type ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { seriesInput } from './support/series';
import { newPatient, prescriptionInput } from './support/transports';

type Inbox = {
  data: { notification: { type: string; title: string; message: string; link: string } }[];
};

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  // Tuesday 20 October 2026; the series start the next day.
  harness.clock.set(new Date('2026-10-20T08:00:00Z'));
});
afterAll(() => harness.close());

/** A ward speaking `language` with a dialysis series whose approval holds until 20.11.2026. */
async function wardWithSeries(language: 'de' | 'en') {
  const { client, user } = await signedInUser(harness, 'medical_facility');
  await harness.database.db.update(users).set({ language }).where(eq(users.id, user.id));
  await invalidateUserSessions(harness.database.db, user.id);
  const patientId = await newPatient(client);
  const created = await client.post<TransportSeries>(
    '/v1/transport-series',
    seriesInput(patientId, '2026-10-21', {
      prescription: prescriptionInput({
        reason: 'outpatient_high_frequency',
        treatmentOn: null,
        frequency: '3× pro Woche',
        facility: 'KfH Dialysezentrum Potsdam',
        approval: { reference: 'AZ-2026-0815', validUntil: '2026-11-20' },
      }),
    }),
  );
  expect(created.status).toBe(201);
  return { client, seriesId: created.body.id };
}

/** The job's step on `day` (08:00 UTC), as the series job runs it. */
const remindOn = (day: string) =>
  remindExpiringApprovals(
    openSystemRepository(harness.database.db, 'series-ahead'),
    new Date(`${day}T08:00:00Z`),
  );

const remindersOf = async (client: ApiClient) => {
  await harness.events.settle();
  const inbox = await client.get<Inbox>('/v1/notification');
  return inbox.body.data
    .map((row) => row.notification)
    .filter((notification) => /Genehmigung läuft ab|Approval runs out/.test(notification.title));
};

describe('the reminder before a series approval runs out', () => {
  it('reminds the ward once, 14 days before, in its language', async () => {
    const german = await wardWithSeries('de');
    const english = await wardWithSeries('en');
    const ours = [german.seriesId, english.seriesId];
    const marked = async () =>
      (await harness.database.db.select().from(transportSeries))
        .filter((row) => ours.includes(row.id))
        .map((row) => row.approvalRemindedFor);

    // 15 days before the last day: too early.
    await remindOn('2026-11-05');
    expect(await marked()).toEqual([null, null]);
    expect(await remindersOf(german.client)).toEqual([]);

    // 14 days before: both wards, each in its language, to the series.
    expect(await remindOn('2026-11-06')).toBeGreaterThanOrEqual(2);
    expect(await marked()).toEqual(['2026-11-20', '2026-11-20']);
    expect(await remindersOf(german.client)).toEqual([
      {
        // A kind of its own with its own setting (on by push and mail): what runs out needs action.
        type: 'series_approval_expiring',
        title: 'Genehmigung läuft ab',
        message: expect.stringContaining(
          'Die Genehmigung der Krankenkasse gilt bis 20.11.2026. Danach entstehen keine Termine mehr',
        ),
        link: `/transport/series/${german.seriesId}`,
      },
    ]);
    expect(await remindersOf(english.client)).toEqual([
      {
        type: 'series_approval_expiring',
        title: 'Approval runs out',
        message: expect.stringContaining(
          'the health insurer’s approval is valid until 20/11/2026. No dates are made after it',
        ),
        link: `/transport/series/${english.seriesId}`,
      },
    ]);

    // The next days' runs remind nobody again.
    await remindOn('2026-11-07');
    await remindOn('2026-11-19');
    expect(await remindersOf(german.client)).toHaveLength(1);
    expect(await remindersOf(english.client)).toHaveLength(1);
    // Two wards, two series and five job runs: generous on a loaded machine.
  }, 120_000);
});
