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
import type { Transport, TransportEvent } from '../../src/contract/transport-answer';
import { apiFor, patientBody, transportOrderBody, type Api } from './support/api';
import { PHONE, baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { goOffline, goOnline } from './support/network';
import { subscribedTo } from './support/realtime';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

const MINUTE = 60_000;
/** Well below the crew list's own interval (60 s): only the socket can have brought it. */
const SOON = { timeout: 20_000 };

/** Minutes from now, kept before the 06:00 handover when it is near (crew-shift.ts). */
function laterToday(minutes: number): Date {
  const at = new Date(Date.now() + minutes * MINUTE);
  const hour = (date: Date) =>
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(date),
    );
  return hour(new Date()) < 6 && hour(at) >= 6 ? new Date(Date.now() + 2 * MINUTE) : at;
}

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

/** A ward's transport, accepted by the company and handed to its crew. */
async function ordered(wardApi: Api, companyApi: Api, crewId: string, pickupAt: Date) {
  const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody('Brandt'));
  const body = transportOrderBody(patient.body.id, pickupAt, { crewNote: 'Klingeln bei Brandt' });
  const transport = await wardApi.send<Transport>('POST', 'transports', body);
  expect(transport.status, JSON.stringify(transport.body)).toBe(201);
  const { id } = transport.body;
  expect((await companyApi.send('POST', `transports/${id}/accept`, {})).status).toBe(200);
  expect((await companyApi.send('POST', `transports/${id}/crew`, { teamId: crewId })).status).toBe(
    200,
  );
  return { ...transport.body, body };
}

describe("the crew's two phones follow the ward and each other", () => {
  it('marks the ward’s change on both, shares the steps, refuses a late double tap', async () => {
    const [ward, company] = await Promise.all([
      newAccount('medical_facility'),
      newAccount('transport_company'),
    ]);
    const [wardApi, companyApi] = await Promise.all([
      apiFor(baseUrl(), ward),
      apiFor(baseUrl(), company),
    ]);
    const crew = await companyApi.send<{ id: string }>('POST', 'teams', { name: 'KTW 7' });
    expect(crew.status).toBe(201);
    const pickupAt = laterToday(30);
    const job = await ordered(wardApi, companyApi, crew.body.id, pickupAt);
    const other = await ordered(wardApi, companyApi, crew.body.id, laterToday(40));

    const [phoneA, phoneB] = await Promise.all([
      opened.signedIn(company, '/?view=today', { viewport: PHONE }),
      opened.signedIn(company, '/?view=today', { viewport: PHONE }),
    ]);
    for (const phone of [phoneA, phoneB]) {
      await card(phone, job.number).waitFor();
      await subscribedTo(phone, ['private-org.']);
    }

    // The ward moves the pickup by 23 minutes and adds MRSA.
    const movedTo = new Date(pickupAt.getTime() + 23 * MINUTE);
    const edit = await wardApi.send('PUT', `transports/${job.id}`, {
      ...job.body,
      pickupAt: movedTo.toISOString(),
      infection: { type: 'MRSA' },
      version: job.version + 2,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    for (const phone of [phoneA, phoneB]) {
      const marks = card(phone, job.number).getByTestId('change-marks');
      await marks.getByText(`Abholung ${clock(pickupAt)} → ${clock(movedTo)}`).waitFor(SOON);
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
    expect(
      (
        await wardApi.send('POST', `transports/${other.id}/cancel`, {
          reason: 'Entlassung verschoben',
        })
      ).status,
    ).toBe(200);
    for (const phone of [phoneA, phoneB]) {
      const marks = card(phone, other.number).getByTestId('change-marks');
      await marks.getByText('Abgesagt').waitFor(SOON);
      await marks.getByText('Entlassung verschoben').waitFor(SOON);
      expect(await card(phone, other.number).getByRole('button', { name: /^3 / }).count()).toBe(0);
    }
    for (const phone of [phoneA, phoneB]) expect(errorsOf(phone)).toEqual([]);
  });
});
