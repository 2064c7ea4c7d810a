/** Favorite addresses end to end: through the form, and created offline then sent once. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { field, type TestAccount } from './support/accounts';
import { apiFor, type Api } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { goOffline, goOnline } from './support/network';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

const device = (account: TestAccount, path: string) => opened.signedIn(account, path);

async function fillAddress(page: Page, name: string) {
  await field(page, 'Bezeichnung').fill(name);
  await field(page, 'Straße').fill('Turmstraße');
  await field(page, 'Hausnummer').fill('21');
  await field(page, 'PLZ').fill('10559');
  await field(page, 'Ort').fill('Berlin');
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function addressesNamed(api: Api, name: string) {
  const { body } = await api.get<{ data: { name: string; city: string; version: number }[] }>(
    `favorite-addresses?search=${encodeURIComponent(name)}`,
  );
  return body.data.filter((address) => address.name === name);
}

describe('favorite addresses', () => {
  it('creates, edits and deletes an address through the form', async () => {
    const account = await newAccount('retirement_home');
    const api = await apiFor(baseUrl(), account);
    const page = await device(account, '/directory/favorite-addresses');
    await page.getByText('Noch keine Favoriten-Adressen').waitFor();
    await page.keyboard.press('Control+f');
    await page.waitForURL(/\/favorite-addresses\/create$/);
    await page.getByRole('button', { name: 'Adresse anlegen' }).click();
    await page.getByText('Bitte ausfüllen.').first().waitFor();

    await fillAddress(page, 'Dialysezentrum Moabit');
    await page.getByRole('button', { name: 'Adresse anlegen' }).click();
    await row(page, 'Dialysezentrum Moabit').waitFor();
    expect(await addressesNamed(api, 'Dialysezentrum Moabit')).toHaveLength(1);

    await row(page, 'Dialysezentrum Moabit').click();
    await field(page, 'Ort').fill('Berlin-Moabit');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await row(page, 'Berlin-Moabit').waitFor();
    expect((await addressesNamed(api, 'Dialysezentrum Moabit'))[0]).toMatchObject({
      city: 'Berlin-Moabit',
      version: 2,
    });

    await row(page, 'Dialysezentrum Moabit')
      .getByRole('button', { name: /löschen$/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
    await expect
      .poll(() => row(page, 'Dialysezentrum Moabit').count(), { timeout: 20_000 })
      .toBe(0);
    expect(await addressesNamed(api, 'Dialysezentrum Moabit')).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
  });

  it('creates an address offline and sends it once when the network returns', async () => {
    const account = await newAccount();
    const api = await apiFor(baseUrl(), account);
    const page = await device(account, '/directory/favorite-addresses');
    await page.getByText('Noch keine Favoriten-Adressen').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
    await goOffline(page.context());
    await page.getByRole('link', { name: 'Adresse anlegen' }).first().click();
    await fillAddress(page, 'Radiologie am Tiergarten');
    await page.getByRole('button', { name: 'Adresse anlegen' }).click();
    await row(page, 'Radiologie am Tiergarten').getByText('Neu · nicht übertragen').waitFor();
    await page.reload();
    await row(page, 'Radiologie am Tiergarten').waitFor();
    await goOnline(page.context());
    await expect.poll(() => page.getByTestId('pending-count').count(), { timeout: 20_000 }).toBe(0);
    expect(await addressesNamed(api, 'Radiologie am Tiergarten')).toHaveLength(1);
  });
});
