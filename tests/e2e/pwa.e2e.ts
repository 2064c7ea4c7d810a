/**
 * The installable, offline-capable shell (PRODUCT.md §8): installability and the manifest, a
 * reload and a fresh navigation without network, a session the server ended keeping the changes
 * not sent yet (decision 045), and logout leaving nothing of the user behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { field, signIn, signInThroughUi, type TestAccount } from './support/accounts';
import { apiFor, patientBody } from './support/api';
import { baseUrl, errorsOf, newAccount, browsers } from './support/app';
import { goOffline, goOnline } from './support/network';
import { apiAs, localRows, sidebar, workerControls } from './support/shell';

const opened = browsers();
afterAll(() => opened.closeAll());

let page: Page;
let account: TestAccount;
beforeAll(async () => {
  [page, account] = await Promise.all([opened.open(), newAccount()]);
  await signIn(page, baseUrl(), account, '/settings/account');
  await workerControls(page);
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('installable app', () => {
  it('has no installability errors', async () => {
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  it('serves a manifest with 192, 512 and maskable icons that are what they say', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await fetch(new URL(href!, baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      lang: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Krankentransport App',
      short_name: 'Krankentransport',
      start_url: '/',
      display: 'standalone',
      lang: 'de',
    });
    const png = (purpose: string, sizes: string) =>
      manifest.icons.find(
        (icon) => icon.type === 'image/png' && icon.sizes === sizes && icon.purpose === purpose,
      );
    for (const [purpose, sizes] of [
      ['any', '192x192'],
      ['any', '512x512'],
      ['maskable', '512x512'],
    ] as const) {
      const icon = png(purpose, sizes);
      expect(icon, `${purpose} ${sizes}`).toBeDefined();
      const image = await fetch(new URL(icon!.src, baseUrl()));
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toBe(sizes);
    }
  });
});

describe('without network', () => {
  it('reloads into the shell with the page and the data seen before', async () => {
    await page.getByRole('heading', { name: 'Konto bearbeiten' }).waitFor();
    await expect.poll(() => field(page, 'Vorname').inputValue(), { timeout: 20_000 }).toBe('Mia');
    // The query cache is persisted (throttled) before the network goes.
    await expect
      .poll(() => localRows(page).then((rows) => rows?.queryCache ?? 0), { timeout: 20_000 })
      .toBe(1);

    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Konto bearbeiten' }).waitFor();
      expect(await sidebar(page).isVisible()).toBe(true);
      await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('Konto bearbeiten');
      expect(await field(page, 'Vorname').inputValue()).toBe('Mia');
      expect(await field(page, 'Nachname').inputValue()).toBe('Schulz');
      // Still signed in: going offline is no reason to end the session.
      expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();

      // A page of the app not opened before: the worker serves the shell for it too.
      await page.goto(`${baseUrl()}/help`);
      await page.getByRole('heading', { name: 'Hilfe', level: 1 }).waitFor();
      expect(await sidebar(page).isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Einstellungen', exact: true }).click();
      await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
    } finally {
      await page.context().setOffline(false);
    }
    expect(errorsOf(page)).toEqual([]);
  });
});

describe('a session the server ended', () => {
  it('keeps the change made offline, says so at login, and sends it once when the same user is back', async () => {
    const owner = await newAccount();
    const patient = (
      await (await apiFor(baseUrl(), owner)).send('POST', 'patients', patientBody('Bleibt'))
    ).body as { id: string };
    const phone = await opened.open();
    await signIn(phone, baseUrl(), owner, `/directory/patients/update/${patient.id}`);
    await workerControls(phone);
    await expect
      .poll(() => field(phone, 'Vorname').inputValue(), { timeout: 20_000 })
      .toBe('Erika');

    await goOffline(phone.context());
    await field(phone, 'Vorname').fill('Offline');
    await phone.getByRole('button', { name: 'Speichern' }).click();
    await phone.getByText('Auf diesem Gerät gespeichert').first().waitFor();
    // Meanwhile every device of the account is logged out, this one included.
    const elsewhere = await apiFor(baseUrl(), owner);
    expect((await elsewhere.send('POST', 'account/logout', { all: true })).status).toBe(204);

    // Back online, the replay finds the session ended: the change stays and the login page says so.
    await goOnline(phone.context());
    await phone.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await phone.getByText('1 Änderung wartet auf Übertragung.').waitFor({ timeout: 20_000 });
    await phone.getByText('Sie wurden auf diesem Gerät abgemeldet').waitFor();
    expect(await localRows(phone)).toMatchObject({ outbox: 1, keys: 1, auth: 0, queryCache: 0 });
    const api = await apiFor(baseUrl(), owner);
    const stored = () => api.get<{ firstName: string; version: number }>(`patients/${patient.id}`);
    expect((await stored()).body).toMatchObject({ firstName: 'Erika', version: 1 });

    await signInThroughUi(phone, baseUrl(), owner);
    await expect
      .poll(async () => (await stored()).body.firstName, { timeout: 20_000 })
      .toBe('Offline');
    await expect
      .poll(() => localRows(phone).then((rows) => rows?.outbox), { timeout: 20_000 })
      .toBe(0);
    // Sent once: one new version, nothing doubled.
    expect((await stored()).body.version).toBe(2);
    expect(errorsOf(phone)).toEqual([]);
  });
});

describe('logout', () => {
  it('goes to login and leaves no user data on the device', async () => {
    // Something worth wiping: a patient seen in the list.
    const api = await apiAs(baseUrl(), account);
    const created = await api('POST', 'patients', {
      firstName: 'Erika',
      lastName: 'Wipe',
      gender: 'woman',
      birthday: '1948-03-12',
      healthInsuranceNumber: 'X110411675',
      insurer: { name: 'AOK Nordost' },
      address: {
        street: 'Seestraße',
        houseNumber: '4',
        city: 'Berlin',
        zipCode: '13353',
        country: 'DE',
      },
    });
    expect(created.status).toBe(201);
    await page.goto(`${baseUrl()}/directory/patients`);
    await page.getByText('Wipe, Erika').first().waitFor();
    await expect
      .poll(() => localRows(page), { timeout: 20_000 })
      .toMatchObject({ keys: 1, queryCache: 1, auth: 1, outbox: 0 });
    expect(
      (await page.evaluate(() => caches.keys())).some((name) =>
        name.startsWith('workbox-precache'),
      ),
    ).toBe(true);

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // The database may exist again (opened empty), but holds no row of anyone.
    const rows = await localRows(page);
    if (rows)
      expect(
        Object.values(rows).every((count) => count === 0),
        JSON.stringify(rows),
      ).toBe(true);
    // Only the static shell stays cached.
    const cacheNames = await page.evaluate(() => caches.keys());
    expect(
      cacheNames.every((name) => name.startsWith('workbox-precache')),
      cacheNames.join(),
    ).toBe(true);
    // Nothing left to show: the pages seen before are behind login again.
    await page.goto(`${baseUrl()}/directory/patients`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByText('Wipe, Erika').count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });
});
