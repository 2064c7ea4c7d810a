/**
 * Issue 25, point 3 end to end: a crew in a dead spot confirms the ride with the patient's
 * signature on the phone and a photo of the Transportschein, made small on the phone; it waits encrypted in the queue behind the step tapped before it,
 * goes out once when the network is back, and the ordering ward sees the signature on the
 * transport's page (the company's Transportschein photo is not the ward's to see).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { imageInfo } from '../../src/contract/confirmation-image';
import type { RideConfirmation } from '../../src/contract/ride-confirmation';
import type { Transport, TransportEvent } from '../../src/contract/transport-answer';
import { apiFor, patientBody, transportOrderBody } from './support/api';
import { PHONE, baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { goOffline, goOnline } from './support/network';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

/** A pickup one minute ahead: within the crew's shift on "Heute" at any hour. */
const soon = () => new Date(Date.now() + 60_000);

const card = (page: Page, number: string) => page.getByRole('listitem', { name: number });

/** Three strokes across the pad, drawn as a finger would (pointer events from the mouse). */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  for (const row of [0.3, 0.5, 0.7]) {
    await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * row);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) {
      await page.mouse.move(
        box.x + box.width * (0.15 + step * 0.09),
        box.y + box.height * (row + (step % 2 ? -0.08 : 0.08)),
      );
    }
    await page.mouse.up();
  }
}

/** A camera's picture of a form: 4032 × 3024 px, drawn in the page and handed to the capture. */
async function photograph(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f8f4e8';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#b91c1c';
    context.font = '120px sans-serif';
    for (let line = 1; line < 20; line += 1)
      context.fillText('Verordnung einer Krankenbeförderung', 100, line * 150);
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1]!;
  });
  const buffer = Buffer.from(base64, 'base64');
  expect(buffer.length).toBeGreaterThan(600_000);
  await page.getByTestId('transportschein-photo').setInputFiles({
    name: 'muster4.jpg',
    mimeType: 'image/jpeg',
    buffer,
  });
}

describe('a ride confirmed on the spot', () => {
  it('is signed offline, arrives once when back online, and the ward sees the signature', async () => {
    const ward = await newAccount('medical_facility');
    const company = await newAccount('transport_company');
    const wardApi = await apiFor(baseUrl(), ward);
    const companyApi = await apiFor(baseUrl(), company);
    const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody('Brandt'));
    const ordered = await wardApi.send<Transport>(
      'POST',
      'transports',
      transportOrderBody(patient.body.id, soon()),
    );
    expect(ordered.status).toBe(201);
    const { id, number } = ordered.body;
    expect((await companyApi.send('POST', `transports/${id}/accept`, {})).status).toBe(200);
    for (const status of ['en_route', 'at_pickup']) {
      expect((await companyApi.send('POST', `transports/${id}/status`, { status })).status).toBe(
        200,
      );
    }

    const crew = await opened.signedIn(company, '/?view=today', { viewport: PHONE });
    await card(crew, number).waitFor();
    // The sheet is fetched as soon as the ride can be confirmed, while there is network.
    await crew.waitForLoadState('networkidle');

    // A dead spot: 7 is tapped, then the patient signs on the phone.
    await goOffline(crew.context());
    await card(crew, number).getByRole('button', { name: /^7 / }).click();
    await card(crew, number).getByRole('button', { name: 'Fahrt bestätigen' }).click();
    const sheet = crew.getByRole('dialog', { name: `Fahrt ${number} bestätigen` });
    await sheet.waitFor();
    await sign(crew);
    await photograph(crew);
    await sheet.getByRole('img', { name: 'Foto des Transportscheins' }).waitFor();
    await sheet
      .getByRole('textbox', { name: /Name der unterschreibenden Person/ })
      .fill('Erika Brandt');
    const clickedAt = Date.now();
    await sheet.getByRole('button', { name: 'Bestätigung speichern' }).click();
    await sheet.waitFor({ state: 'detached' });
    const waiting = card(crew, number).getByText(/Bestätigung gespeichert · wird gesendet/);
    await waiting.waitFor();
    // Stored on the phone by now (it says so), long before it can arrive: the bounds of its time.
    const savedBy = Date.now();
    const before = await companyApi.get<RideConfirmation>(`transports/${id}/confirmation`);
    expect(before.body.signature).toBeNull();

    // Back online: the step first, then the confirmation, each once.
    await goOnline(crew.context());
    await waiting.waitFor({ state: 'detached', timeout: 20_000 });
    const after = await companyApi.get<RideConfirmation>(`transports/${id}/confirmation`);
    expect(after.body.signature).toMatchObject({
      signerName: 'Erika Brandt',
      signerRole: 'patient',
      image: expect.stringMatching(/^data:image\/png;base64,/),
    });
    // The photo was made small on the phone: 1600 px on its long side, within 600 kB.
    expect(imageInfo(after.body.photo!.image, 'jpeg')).toMatchObject({ width: 1600, height: 1200 });
    expect(imageInfo(after.body.photo!.image, 'jpeg')!.bytes).toBeLessThanOrEqual(600_000);
    // The time it was saved on the phone, not when it arrived.
    const signedAt = Date.parse(after.body.signature!.at);
    expect(signedAt).toBeGreaterThanOrEqual(clickedAt - 1_000);
    expect(signedAt).toBeLessThanOrEqual(savedBy);
    const events = await companyApi.get<TransportEvent[]>(`transports/${id}/events`);
    expect(events.body.filter((event) => event.toStatus === 'in_transit')).toHaveLength(1);
    // A reload sends nothing again: the queue is empty, the stored confirmation unchanged.
    await crew.reload();
    await card(crew, number).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await companyApi.get(`transports/${id}/confirmation`)).body).toEqual(after.body);

    // The ward sees the signature, with who and when, and no photo.
    const wardPage = await opened.signedIn(ward, `/transport/view/${id}`);
    await wardPage.getByRole('img', { name: 'Unterschrift von Erika Brandt' }).waitFor();
    await wardPage.getByText('Erika Brandt · Patient/in').waitFor();
    await wardPage.getByText(/Erfasst am \d\d[./]\d\d[./]\d{4} \d\d:\d\d von /).waitFor();
    expect(await wardPage.getByRole('img', { name: 'Foto des Transportscheins' }).count()).toBe(0);
    for (const page of [crew, wardPage]) expect(errorsOf(page)).toEqual([]);
  }, 180_000);
});
