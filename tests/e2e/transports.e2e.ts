/**
 * Issue 8 end to end, as one story: a ward orders a transport, a transport company takes it on
 * the marketplace and hands it to a crew, the crew works through 3 → 4 → 7 → 8 → completed on a
 * phone — one step tapped in a dead spot and sent later with the time of the tap — and the ward
 * sees every step. Set-up goes through the API; the story's own steps through the UI.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Transport, TransportEvent } from '../../src/contract/transport-answer';
import { apiFor, patientBody, transportOrderBody, type Api } from './support/api';
import { PHONE, baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { goOffline, goOnline } from './support/network';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

const MINUTE = 60_000;

/**
 * A pickup soon, within the crew's shift: "Heute" lists the jobs up to the handover at 06:00 in
 * Berlin, and after 05:40 20 minutes ahead would be the next shift's (then one minute ahead
 * still is this one's).
 */
function laterToday(): Date {
  const inTwenty = new Date(Date.now() + 20 * MINUTE);
  const hour = (at: Date) =>
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(at),
    );
  const crossesHandover = hour(new Date()) < 6 && hour(inTwenty) >= 6;
  return crossesHandover ? new Date(Date.now() + MINUTE) : inTwenty;
}

async function events(api: Api, id: string): Promise<TransportEvent[]> {
  const { body } = await api.get<TransportEvent[]>(`transports/${id}/events`);
  return body;
}

/** The crew's card of the transport, and a tap on its step button (by FMS number or name). */
const card = (page: Page, number: string) => page.getByRole('listitem', { name: number });
const tap = (page: Page, number: string, name: RegExp) =>
  card(page, number).getByRole('button', { name }).click();
/** The card's status as read out: a crew step with its FMS number, "3 · Anfahrt". */
const crewStatus = async (page: Page, number: string) =>
  (await card(page, number).getByTestId('crew-status').textContent())?.replace(/\s*·\s*/, ' · ');

describe('a transport from order to completion', () => {
  it('is ordered, accepted, handed to a crew and carried out, one step offline', async () => {
    const ward = await newAccount('medical_facility');
    const company = await newAccount('transport_company');
    const wardApi = await apiFor(baseUrl(), ward);
    const companyApi = await apiFor(baseUrl(), company);

    const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody('Brandt'));
    const ordered = await wardApi.send<Transport>(
      'POST',
      'transports',
      transportOrderBody(patient.body.id, laterToday(), {
        equipment: [{ type: 'oxygen', litersPerMinute: 2 }],
      }),
    );
    expect(ordered.status).toBe(201);
    const { id, number } = ordered.body;
    const crewTeam = await companyApi.send<{ id: string }>('POST', 'teams', { name: 'KTW 2' });
    expect(crewTeam.status).toBe(201);

    // The dispatcher sees the minimised item (initials, never the name) and accepts it.
    const dispatcher = await opened.signedIn(company, '/marketplace');
    const item = dispatcher.getByRole('listitem', { name: number });
    await item.getByText('E. B., 70-79 Jahre').waitFor();
    expect(await item.textContent()).not.toContain('Brandt');
    await item.getByRole('button', { name: 'Annehmen' }).click();
    const confirm = dispatcher.getByRole('alertdialog');
    await confirm.getByText('10115 Berlin').waitFor();
    await confirm.getByRole('button', { name: 'Verbindlich annehmen' }).click();
    await dispatcher.getByText(`Transport ${number} angenommen`).waitFor();

    // … and hands it to the crew from "Disponierte Transporte".
    await dispatcher.getByRole('link', { name: 'Disponierte Transporte' }).first().click();
    const scheduled = dispatcher.getByRole('listitem', { name: number });
    await scheduled.getByText('Brandt, Erika').waitFor();
    // Taken, its places read by street (decision 087), the cities as they differ.
    await scheduled.getByText('Invalidenstraße 12, 10115 Berlin').waitFor();
    await scheduled.getByText('Seestraße 12, 14467 Potsdam').waitFor();
    await scheduled.getByRole('button', { name: /Besatzung/ }).click();
    await dispatcher.getByRole('option', { name: 'KTW 2' }).click();
    await dispatcher.getByText(`${number} an KTW 2 übergeben`).waitFor();

    // The crew on a phone: today's job, the next step only, and a delay to report (decision 113).
    const crew = await opened.signedIn(company, '/?view=today', { viewport: PHONE });
    await card(crew, number).waitFor();
    const button = (name?: string | RegExp) => card(crew, number).getByRole('button', { name });
    expect(await button().count()).toBe(2);
    expect(await button(/^3 /).count()).toBe(1);
    expect(await button('Verspätung melden').count()).toBe(1);
    await tap(crew, number, /^3 /);
    await expect.poll(() => crewStatus(crew, number), { timeout: 20_000 }).toBe('3 · Anfahrt');
    await tap(crew, number, /^4 /);
    await expect.poll(() => crewStatus(crew, number), { timeout: 20_000 }).toBe('4 · Am Abholort');

    // A dead spot: 7 is tapped offline, shows at once, and goes out later with its tapped time.
    await goOffline(crew.context());
    const beforeTap = Date.now();
    await tap(crew, number, /^7 /);
    const afterTap = Date.now();
    await card(crew, number)
      .getByText(/getippt \d\d:\d\d/)
      .waitFor();
    expect(await crewStatus(crew, number)).toBe('7 · Patient aufgenommen');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const backOnline = Date.now();
    await goOnline(crew.context());
    await card(crew, number)
      .getByText(/getippt/)
      .waitFor({ state: 'detached', timeout: 20_000 });
    const inTransit = (await events(companyApi, id)).filter((e) => e.toStatus === 'in_transit');
    expect(inTransit).toHaveLength(1);
    const tappedAt = Date.parse(inTransit[0]!.at);
    // Whole seconds or milliseconds, the server keeps the device's time, not its own.
    expect(tappedAt).toBeGreaterThanOrEqual(beforeTap - 1_000);
    expect(tappedAt).toBeLessThanOrEqual(afterTap);
    expect(Date.parse(inTransit[0]!.recordedAt)).toBeGreaterThanOrEqual(backOnline - 1_000);

    await tap(crew, number, /^8 /);
    await expect.poll(() => crewStatus(crew, number), { timeout: 20_000 }).toBe('8 · Am Ziel');
    await tap(crew, number, /abschließen/);
    const completion = crew.getByRole('dialog');
    await completion.getByRole('textbox', { name: /Gefahrene Kilometer/ }).fill('23');
    await completion.getByRole('textbox', { name: /Wartezeit/ }).fill('10');
    await completion.getByRole('button', { name: 'Abschließen' }).click();
    await expect.poll(() => crewStatus(crew, number), { timeout: 20_000 }).toBe('Abgeschlossen');

    // Every step once, in order, each with the crew's time; the ward's view shows them.
    // The card says "Abgeschlossen" as soon as the step is queued: the server's history follows.
    const steps = async () => (await events(wardApi, id)).map((e) => e.toStatus);
    await expect.poll(async () => (await steps()).at(-1), { timeout: 20_000 }).toBe('completed');
    expect((await steps()).slice(-5)).toEqual([
      'en_route',
      'at_pickup',
      'in_transit',
      'at_destination',
      'completed',
    ]);
    const done = await wardApi.get<Transport>(`transports/${id}`);
    expect(done.body).toMatchObject({ status: 'completed', km: 23, waitingMinutes: 10 });
    const wardPage = await opened.signedIn(ward, `/transport/view/${id}`);
    for (const label of ['Anfahrt', 'Am Abholort', 'Patient aufgenommen', 'Am Ziel']) {
      await wardPage.getByText(label, { exact: true }).first().waitFor();
    }
    for (const page of [dispatcher, crew, wardPage]) expect(errorsOf(page)).toEqual([]);
  }, 180_000);
});
