/**
 * Issue 29 as one story: the crew's phone, at its base, taps "3 Anfahrt"; after reading who sees
 * what it shares its position ("Standort wird geteilt"). The ward's list and the transport's page
 * show "Ankunft ca." — and the time moves forward, without a reload, when the vehicle gets closer
 * to the pickup (Invalidenstraße, Berlin); once it is within the ward's 15 minutes, "Patient
 * vorbereiten" reaches the ward's bell, once (decision 114). Set-up through the API; the position is the browser's
 * emulated geolocation. Then a delay: the crew, in a dead spot before setting off, reports it in
 * two taps; it waits on the phone and reaches the ward's page and list with its reason once the
 * phone is back online (decision 113).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiFor } from './support/api';
import { PHONE, baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { crewJobs } from './support/crew-jobs';
import { goOffline, goOnline } from './support/network';
import { workerControls } from './support/shell';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

/** Generous: a position report, its realtime refresh and the estimate on a busy machine. */
const SOON = { timeout: 30_000 };

/** The company's base in Berlin-Steglitz, about 10 km from the pickup; then 2 km from it. */
const BASE = { latitude: 52.4566, longitude: 13.3221 };
const NEARLY_THERE = { latitude: 52.5125, longitude: 13.3901 };
const AT_THE_DOOR = { latitude: 52.5301, longitude: 13.3795 };

/** The estimated time alone ("ca. 14:35"), not the time of the position beside it. */
const arrivalOn = async (page: Page) =>
  /ca\. \d\d:\d\d/.exec((await page.getByTestId('arrival-line').textContent()) ?? '')?.[0];

describe("the ward sees the vehicle's arrival time", () => {
  it('from the crew’s shared position, updated as it moves', async () => {
    const [ward, company] = await Promise.all([
      newAccount('medical_facility'),
      newAccount('transport_company'),
    ]);
    const { changed: job } = await crewJobs(ward, company);

    const phone = await opened.signedIn(company, '/?view=today', {
      viewport: PHONE,
      permissions: ['geolocation'],
    });
    const card = phone.getByRole('listitem', { name: job.number });
    await card.getByRole('button', { name: /^3 / }).click();
    // The vehicle's first fix comes after 3: the server drops a fix older than the leg.
    await phone.context().setGeolocation(BASE);
    // First the explanation of who sees what, then the indicator with its pause.
    await card.getByRole('button', { name: 'Verstanden, Standort teilen' }).click(SOON);
    await card.getByText('Standort wird geteilt').waitFor(SOON);
    await card.getByRole('button', { name: 'Pausieren' }).waitFor();

    const list = await opened.signedIn(ward, '/');
    await list
      .getByTestId('arrival-cell')
      .getByText(/Ankunft ca\. \d\d:\d\d/)
      .waitFor(SOON);

    const view = await opened.signedIn(ward, `/transport/view/${job.id}`);
    await view
      .getByTestId('arrival-line')
      .getByText(/Ankunft ca\. \d\d:\d\d/)
      .waitFor(SOON);
    const fromBase = await arrivalOn(view);
    // "Patient vorbereiten" (decision 114): not yet from the base, about 35 minutes away.
    const wardApi = await apiFor(baseUrl(), ward);
    const prepareNotices = async () =>
      (
        await wardApi.get<{ data: { notification: { type: string; link: string } }[] }>(
          'notification',
        )
      ).body.data.filter(
        ({ notification }) =>
          notification.type === 'patient_prepare' && notification.link.endsWith(job.id),
      ).length;
    expect(await prepareNotices()).toBe(0);

    await phone.context().setGeolocation(NEARLY_THERE);
    await expect.poll(() => arrivalOn(view), SOON).not.toBe(fromBase);
    expect(await view.getByTestId('arrival-line').textContent()).toMatch(
      /Fahrzeug unterwegs · Ankunft ca\. \d\d:\d\d \(Stand \d\d:\d\d\)/,
    );
    // 2 km away, within the ward's 15 minutes: told once, in the bell of the page it has open.
    await expect.poll(prepareNotices, SOON).toBe(1);
    await view.getByRole('button', { name: /^Benachrichtigungen/ }).click();
    await view
      .getByRole('dialog', { name: 'Benachrichtigungen' })
      .getByText('Patient vorbereiten')
      .waitFor();
    // A later position nearer still tells it no second time.
    await phone.context().setGeolocation(AT_THE_DOOR);
    await expect.poll(() => arrivalOn(view), SOON).not.toBe(await arrivalOn(view));
    expect(await prepareNotices()).toBe(1);

    for (const page of [phone, list, view]) expect(errorsOf(page)).toEqual([]);
  });

  it('with a delay the crew reported offline, once back online', async () => {
    const [ward, company] = await Promise.all([
      newAccount('medical_facility'),
      newAccount('transport_company'),
    ]);
    const { changed: job } = await crewJobs(ward, company);
    const view = await opened.signedIn(ward, `/transport/view/${job.id}`);
    const list = await opened.signedIn(ward, '/');
    await list.getByRole('row', { name: new RegExp(job.number) }).waitFor(SOON);

    const phone = await opened.signedIn(company, '/?view=today', { viewport: PHONE });
    const card = phone.getByRole('listitem', { name: job.number });
    await card.getByRole('button', { name: 'Verspätung melden' }).waitFor();
    // The installed app: its worker holds every screen's and dialog's code for offline use.
    await workerControls(phone);
    await goOffline(phone.context());
    // Two taps: why, and when.
    await card.getByRole('button', { name: 'Verspätung melden' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Verspätung melden' });
    await dialog.getByRole('button', { name: 'vorheriger Einsatz dauert länger' }).click();
    const quick = dialog.getByRole('button', { name: /^\+30 Min\./ });
    const newArrival = /\d\d:\d\d/.exec((await quick.textContent()) ?? '')![0];
    await quick.click();
    await card
      .getByText(`Verspätung: vorheriger Einsatz dauert länger, neue Ankunft ${newArrival}`, {
        exact: false,
      })
      .waitFor();
    expect(await view.getByTestId('delay-line').count()).toBe(0);

    await goOnline(phone.context());
    const told = `Verspätung gemeldet: vorheriger Einsatz dauert länger · neue Ankunft ca. ${newArrival}`;
    await view.getByTestId('delay-line').getByText(told).waitFor(SOON);
    await list.getByTestId('delay-cell').getByText(told).waitFor(SOON);
    // Sent once: the queue is empty and one report is stored.
    await card.getByText(/wird gesendet/).waitFor({ state: 'detached', ...SOON });

    for (const page of [phone, list, view]) expect(errorsOf(page)).toEqual([]);
  });
});
