/**
 * A transport company's dispatchers on the transport and the marketplace (issue 27): what one
 * gives back leaves every open page of the company at once, patient and all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Transport } from '../../src/contract/transport-answer';
import { field } from './support/accounts';
import { apiFor, patientBody, transportOrderBody } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { subscribedTo } from './support/realtime';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

const HOUR = 3_600_000;

describe('a transport given back', () => {
  it('leaves the dispatcher’s open pages at once, the patient with it', async () => {
    const ward = await newAccount('medical_facility');
    const company = await newAccount('transport_company');
    const [wardApi, companyApi] = await Promise.all([
      apiFor(baseUrl(), ward),
      apiFor(baseUrl(), company),
    ]);
    const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody('Brandt'));
    const ordered = await wardApi.send<Transport>(
      'POST',
      'transports',
      transportOrderBody(patient.body.id, new Date(Date.now() + 30 * HOUR)),
    );
    const { id, number } = ordered.body;
    expect((await companyApi.send('POST', `transports/${id}/accept`, {})).status).toBe(200);

    // The same dispatcher on a second device, the transport open there too.
    const elsewhere = await opened.signedIn(company, `/transport/view/${id}`);
    await elsewhere.getByRole('heading', { name: /Brandt/ }).waitFor();
    await subscribedTo(elsewhere, ['private-org.']);
    const page = await opened.signedIn(company, `/transport/view/${id}`);
    await page.getByRole('heading', { name: /Brandt/ }).waitFor();
    await page.getByRole('button', { name: 'Zurückgeben' }).click();
    await field(page, 'Grund').fill('Kein Fahrzeug frei');
    await page.getByRole('dialog').getByRole('button', { name: 'Zurückgeben' }).click();

    await page.waitForURL(`${baseUrl()}/marketplace`);
    await page.getByText(`Transport ${number} zurückgegeben`).waitFor();
    // Back to where it was: the record is no longer on this device, and the server says 404.
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/transport/view/${id}`);
    await page.getByText('Transport nicht gefunden').waitFor();
    expect(await page.getByText('Brandt').count()).toBe(0);
    // The other device heard of it live and asked again: 404, so the record went there too.
    await elsewhere.getByText('Transport nicht gefunden').waitFor({ timeout: 15_000 });
    expect(await elsewhere.getByText('Brandt').count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
    expect(errorsOf(elsewhere)).toEqual([]);
  });
});
