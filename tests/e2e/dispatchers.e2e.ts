/**
 * A transport company's dispatchers on the transport and the marketplace (issue 27): what one
 * gives back leaves every open page of the company at once, patient and all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Transport } from '../../src/contract/transport-answer';
import { field, PASSWORD, type TestAccount } from './support/accounts';
import { apiFor, patientBody, transportOrderBody } from './support/api';
import { PHONE, baseUrl, browsers, dataDir, errorsOf, newAccount } from './support/app';
import { mailedLink } from './support/mail';
import { subscribedTo } from './support/realtime';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

const HOUR = 3_600_000;

/** A second dispatcher of the company: invited by its admin, password set from the mail. */
async function colleagueOf(company: TestAccount): Promise<TestAccount> {
  const admin = await apiFor(baseUrl(), company);
  const email = `lena.${Date.now()}@example.org`;
  const invited = await admin.send('POST', 'users', {
    firstName: 'Lena',
    lastName: 'Krause',
    email,
    role: 'member',
  });
  expect(invited.status).toBe(201);
  const [, , userId, code] = new URL(
    await mailedLink(dataDir(), email, 'reset-password'),
  ).pathname.split('/');
  const reset = await fetch(`${baseUrl()}/v1/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, code, password: PASSWORD, passwordRetry: PASSWORD }),
  });
  expect(reset.ok).toBe(true);
  return { ...company, email };
}

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

describe('two dispatchers of one company racing for a transport', () => {
  it('tells the second that a named colleague took it, and closes the dialog', async () => {
    const ward = await newAccount('medical_facility');
    const company = await newAccount('transport_company');
    const colleague = await colleagueOf(company);
    const wardApi = await apiFor(baseUrl(), ward);
    const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody('Kurz'));
    const ordered = await wardApi.send<Transport>(
      'POST',
      'transports',
      transportOrderBody(patient.body.id, new Date(Date.now() + 30 * HOUR)),
    );
    const { id, number } = ordered.body;

    const page = await opened.signedIn(company, '/marketplace');
    await page
      .getByRole('listitem', { name: number })
      .getByRole('button', { name: 'Annehmen' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: `Transport ${number} annehmen?` });
    await dialog.waitFor();
    // The colleague is quicker, on another device.
    const colleagueApi = await apiFor(baseUrl(), colleague);
    expect((await colleagueApi.send('POST', `transports/${id}/accept`, {})).status).toBe(200);
    await dialog.getByRole('button', { name: 'Verbindlich annehmen' }).click();

    await page
      .getByText('Lena Krause aus Ihrem Unternehmen hat diesen Transport bereits angenommen.')
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByText('Ein anderes Unternehmen').count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });
});

describe('a notification pointing at a transport on the marketplace', () => {
  /** The card's top and bottom against the window, once the page has settled. */
  const placeOf = (card: Locator) =>
    card.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom, height: window.innerHeight, scrolled: window.scrollY };
    });

  it('scrolls the phone to the marked card and leaves it there (issue 27.11)', async () => {
    const ward = await newAccount('medical_facility');
    const company = await newAccount('transport_company');
    const [wardApi, companyApi] = await Promise.all([
      apiFor(baseUrl(), ward),
      apiFor(baseUrl(), company),
    ]);
    // The company serves the pickups' 101…: new work there reaches its bell.
    const organization = await companyApi.get<Record<string, unknown>>('organization');
    const { name, address, zipCode, city, country, phone, fleetSize } = organization.body;
    const area = await companyApi.send('PUT', 'organization', {
      ...{ name, address, zipCode, city, country, phone, fleetSize },
      serviceArea: ['101'],
    });
    expect(area.status).toBe(200);
    const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody('Weit'));
    // Enough open transports that the last one lies far below the phone's first screen.
    for (let i = 0; i < 10; i += 1) {
      const earlier = await wardApi.send('POST', 'transports', {
        ...transportOrderBody(patient.body.id, new Date(Date.now() + (30 + i) * HOUR)),
      });
      expect(earlier.status).toBe(201);
    }
    const page = await opened.signedIn(company, '/', { viewport: PHONE });
    await page.getByRole('heading', { name: 'Geplante Transporte' }).first().waitFor();
    await subscribedTo(page, ['private-org.']);
    const ordered = await wardApi.send<Transport>(
      'POST',
      'transports',
      transportOrderBody(patient.body.id, new Date(Date.now() + 60 * HOUR)),
    );
    const { id, number } = ordered.body;

    // The bell's entry opens the marketplace at the transport's card, inside the app.
    await page.getByRole('button', { name: /^Benachrichtigungen/ }).click();
    await page
      .getByRole('dialog', { name: 'Benachrichtigungen' })
      .getByText(new RegExp(`Transport ${number}`))
      .click();
    await page.waitForURL(`${baseUrl()}/marketplace?transport=${id}`);
    const card = page.getByRole('listitem', { name: number });
    await expect.poll(() => card.getAttribute('aria-current')).toBe('true');
    await page.waitForTimeout(1500); // whatever loads after the list has had its turn
    const inApp = await placeOf(card);
    expect(inApp.scrolled, 'the page scrolled').toBeGreaterThan(0);
    expect(inApp.top, 'the card starts inside the screen').toBeGreaterThanOrEqual(0);
    expect(inApp.bottom, 'the card ends inside the screen').toBeLessThanOrEqual(inApp.height);
    // To look at (git-ignored): what the dispatcher sees after the tap.
    await page.screenshot({ path: 'test-results/screens/marketplace-marked-390.png' });

    // Opened afresh (the push's click opens the link in a new window): the same.
    await page.goto(`${baseUrl()}/marketplace?transport=${id}`);
    await expect.poll(() => card.getAttribute('aria-current')).toBe('true');
    await page.waitForTimeout(1500);
    const fresh = await placeOf(card);
    expect(fresh.top).toBeGreaterThanOrEqual(0);
    expect(fresh.bottom).toBeLessThanOrEqual(fresh.height);
    expect(errorsOf(page)).toEqual([]);
  });
});
