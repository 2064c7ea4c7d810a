/**
 * Issue 25 as one story: a ward, a dispatcher and the two phones of one crew. While both phones
 * show "Heute", the ward moves the pickup and adds MRSA: both mark the change within seconds,
 * without a reload — far sooner than the list's one-minute interval. One phone taps 3 and 4, the
 * other shows them; a 7 tapped on the second phone in a dead spot, after the first had sent its
 * own, is refused with a clear message when it is replayed, and the step is taken once. A
 * transport the ward cancels shows as "Abgesagt" with its reason on both. Set-up through the API.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TransportEvent } from '../../src/contract/transport-answer';
import type { Api } from './support/api';
import { PHONE, browsers, errorsOf, newAccount } from './support/app';
import { crewJobs } from './support/crew-jobs';
import { goOffline, goOnline } from './support/network';
import { subscribedTo } from './support/realtime';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

/** Well below the crew list's own interval (60 s): only the socket can have brought it. */
const SOON = { timeout: 20_000 };

const clock = (at: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

const card = (page: Page, number: string) => page.getByRole('listitem', { name: number });
const crewStatus = async (page: Page, number: string) =>
  (await card(page, number).getByTestId('crew-status').textContent())?.replace(/\s*·\s*/, ' · ');
const tap = (page: Page, number: string, fms: number) =>
  card(page, number)
    .getByRole('button', { name: new RegExp(`^${fms} `) })
    .click();

async function events(api: Api, id: string): Promise<TransportEvent[]> {
  return (await api.get<TransportEvent[]>(`transports/${id}/events`)).body;
}

describe("the crew's two phones follow the ward and each other", () => {
  it('marks the ward’s change on both, shares the steps, refuses a late double tap', async () => {
    const [ward, company] = await Promise.all([
      newAccount('medical_facility'),
      newAccount('transport_company'),
    ]);
    const jobs = await crewJobs(ward, company);
    const { changed: job, cancelled: other, companyApi } = jobs;

    const [phoneA, phoneB] = await Promise.all([
      opened.signedIn(company, '/?view=today', { viewport: PHONE }),
      opened.signedIn(company, '/?view=today', { viewport: PHONE }),
    ]);
    for (const phone of [phoneA, phoneB]) {
      await card(phone, job.number).waitFor();
      await subscribedTo(phone, ['private-org.']);
    }

    // The ward moves the pickup by 23 minutes and adds MRSA.
    const movedTo = await jobs.change();
    for (const phone of [phoneA, phoneB]) {
      const marks = card(phone, job.number).getByTestId('change-marks');
      await marks
        .getByText(`Abholung ${clock(new Date(job.body.pickupAt))} → ${clock(movedTo)}`)
        .waitFor(SOON);
      await marks.getByText('Neu: Infektion MRSA').waitFor();
    }
    // Acknowledged on one phone, the mark stays on the other until its crew has seen it too.
    await card(phoneA, job.number).getByRole('button', { name: 'Gesehen' }).click();
    await card(phoneA, job.number).getByTestId('change-marks').waitFor({ state: 'detached' });
    expect(await card(phoneB, job.number).getByTestId('change-marks').isVisible()).toBe(true);

    // Phone A taps 3 and 4; phone B shows each within seconds and offers the next step only.
    await tap(phoneA, job.number, 3);
    await expect.poll(() => crewStatus(phoneB, job.number), SOON).toBe('3 · Anfahrt');
    await tap(phoneA, job.number, 4);
    await expect.poll(() => crewStatus(phoneB, job.number), SOON).toBe('4 · Am Abholort');
    expect(await card(phoneB, job.number).getByRole('button', { name: /^4 / }).count()).toBe(0);

    // Phone B taps 7 in a dead spot; phone A sends its own 7 meanwhile. B's replay is refused
    // with where the transport stands, and the step is in the history once.
    await goOffline(phoneB.context());
    await tap(phoneB, job.number, 7);
    await card(phoneB, job.number)
      .getByText(/getippt \d\d:\d\d/)
      .waitFor();
    await tap(phoneA, job.number, 7);
    await expect.poll(() => crewStatus(phoneA, job.number), SOON).toBe('7 · Patient aufgenommen');
    await goOnline(phoneB.context());
    await card(phoneB, job.number)
      .getByText(/Schon erledigt/)
      .waitFor(SOON);
    const inTransit = (await events(companyApi, job.id)).filter((e) => e.toStatus === 'in_transit');
    expect(inTransit).toHaveLength(1);

    // The ward cancels the other job: both phones say so, with the reason, until seen.
    await jobs.cancel();
    for (const phone of [phoneA, phoneB]) {
      const marks = card(phone, other.number).getByTestId('change-marks');
      await marks.getByText('Abgesagt').waitFor(SOON);
      await marks.getByText('Entlassung verschoben').waitFor(SOON);
      expect(await card(phone, other.number).getByRole('button', { name: /^3 / }).count()).toBe(0);
    }
    for (const phone of [phoneA, phoneB]) expect(errorsOf(phone)).toEqual([]);
  });
});
