/**
 * The app shell (issue "The app shell"), seed §2: guards both ways, page titles, the not-found
 * page, "Zurück" to the parent route, the signed-in shortcuts, the help page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { field, signIn, type TestAccount } from './support/accounts';
import { baseUrl, errorsOf, newAccount, browsers } from './support/app';

const opened = browsers();
afterAll(() => opened.closeAll());

const path = (page: Page) => new URL(page.url()).pathname;
const title = (page: Page) => expect.poll(() => page.title(), { timeout: 20_000 });

/** Records, after each keydown has been handled, whether the app prevented the default. */
async function recordKeydowns(page: Page) {
  await page.evaluate(() => {
    const seen: [string, boolean][] = [];
    (window as unknown as { keydowns: typeof seen }).keydowns = seen;
    window.addEventListener('keydown', (event) => {
      if (event.ctrlKey && !['Control', 'Shift', 'Alt', 'Meta'].includes(event.key))
        setTimeout(() => seen.push([event.key, event.defaultPrevented]));
    });
  });
}
const keydowns = (page: Page) =>
  page.evaluate(() => (window as unknown as { keydowns: [string, boolean][] }).keydowns);

describe('signed out', () => {
  let page: Page;
  let account: TestAccount;
  beforeAll(async () => {
    [page, account] = await Promise.all([opened.open(), newAccount()]);
  });

  it('titles the public pages and shows unknown paths as not found, titled so', async () => {
    for (const [route, expected] of [
      ['/login', 'Anmelden'],
      ['/register', 'Registrieren'],
      ['/request-recovery', 'Passwort vergessen'],
      ['/confirm-email/00000000-0000-4000-8000-000000000000/abc', 'E-Mail Adresse bestätigen'],
      ['/reset-password/00000000-0000-4000-8000-000000000000/abc', 'Passwort zurücksetzen'],
    ] as const) {
      await page.goto(`${baseUrl()}${route}`);
      await title(page).toBe(expected);
      expect(path(page)).toBe(route);
    }
    for (const route of ['/gibt-es-nicht', '/directory/gibt-es-nicht', '/settings/account/x']) {
      await page.goto(`${baseUrl()}${route}`);
      await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
      await page.getByText('Hier fehlt etwas: Diese Seite gibt es nicht.').waitFor();
      // The tab says what the page says (seed §2, issue 10.15).
      await title(page).toBe('Seite nicht gefunden');
      expect(path(page)).toBe(route);
    }
    // Ctrl+P only works signed in: the login page stays, the browser keeps its own action.
    await page.goto(`${baseUrl()}/login`);
    await recordKeydowns(page);
    await page.keyboard.press('Control+p');
    await expect.poll(() => keydowns(page)).toEqual([['p', false]]);
    expect(path(page)).toBe('/login');
    expect(errorsOf(page)).toEqual([]);
  });

  it('sends a protected page to login and, after login, back to the page wanted', async () => {
    for (const route of ['/', '/directory/patients/create', '/settings', '/gibt-es-nicht']) {
      await page.goto(`${baseUrl()}${route}`);
      if (route === '/gibt-es-nicht') {
        // Not a protected route: nothing to guard, nothing to sign in for.
        await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
        continue;
      }
      await page.waitForURL((url) => url.pathname === '/login');
      // The page wanted, with the search its list fills in (e.g. `/?page=1&per_page=25`).
      const redirect = new URL(page.url()).searchParams.get('redirect')!;
      expect(new URL(redirect, baseUrl()).pathname).toBe(route);
      await title(page).toBe('Anmelden');
    }
    await page.goto(`${baseUrl()}/settings/account`);
    await page.waitForURL(/\/login\?redirect=%2Fsettings%2Faccount$/);
    await field(page, 'E-Mail-Adresse').fill(account.email);
    await field(page, 'Passwort').fill(account.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/account');
    await page.getByRole('heading', { name: 'Konto bearbeiten' }).waitFor();
    await title(page).toBe('Konto bearbeiten');

    // Only paths of this app are followed after login.
    await page.evaluate(() => localStorage.removeItem('user'));
    await page.goto(`${baseUrl()}/login?redirect=${encodeURIComponent('//example.org/x')}`);
    await field(page, 'E-Mail-Adresse').fill(account.email);
    await field(page, 'Passwort').fill(account.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await title(page).toBe('Geplante Transporte');
  });

  it('sends a signed-in user away from the public pages to /', async () => {
    await signIn(page, baseUrl(), account, '/help');
    for (const route of [
      '/login',
      '/register',
      '/request-recovery',
      '/login?redirect=%2Fhelp',
      '/reset-password/00000000-0000-4000-8000-000000000000/abc',
    ]) {
      await page.goto(`${baseUrl()}${route}`);
      await page.waitForURL((url) => url.pathname === '/');
      await title(page).toBe('Geplante Transporte');
    }
    expect(errorsOf(page)).toEqual([]);
  });
});

describe('signed in', () => {
  let page: Page;
  beforeAll(async () => {
    page = await opened.open();
    await signIn(page, baseUrl(), await newAccount('medical_facility'), '/');
  });

  it('titles every page from its route', async () => {
    for (const [route, expected] of [
      ['/', 'Geplante Transporte'],
      ['/directory', 'Stammdaten'],
      ['/directory/patients', 'Patienten'],
      ['/directory/patients/create', 'Patient anlegen'],
      ['/directory/favorite-addresses/create', 'Favoriten-Adresse anlegen'],
      ['/transport/create', 'Transport erstellen'],
      ['/marketplace', 'Marktplatz'],
      ['/help', 'Hilfe'],
      ['/settings', 'Einstellungen'],
      ['/settings/account', 'Konto bearbeiten'],
      ['/settings/billing', 'Rechnungen'],
    ] as const) {
      await page.goto(`${baseUrl()}${route}`);
      await title(page).toBe(expected);
    }
    // Moving inside the app updates the title as well. An unknown path keeps the signed-in
    // layout around the not-found page, at the top level and below a route (issue 10.15).
    await page.getByRole('link', { name: 'Hilfe' }).click();
    await title(page).toBe('Hilfe');
    for (const route of ['/gibt-es-nicht', '/directory/gibt-es-nicht']) {
      await page.goto(`${baseUrl()}${route}`);
      await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
      await page.getByRole('button', { name: 'Benachrichtigungen' }).waitFor();
      await title(page).toBe('Seite nicht gefunden');
    }
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await title(page).toBe('Geplante Transporte');
    expect(errorsOf(page)).toEqual([]);
  });

  it('leads "Zurück" to the parent route, and shows it only where there is one', async () => {
    for (const [route, parent] of [
      ['/directory/patients/create', '/directory/patients'],
      ['/directory/patients', '/directory'],
      ['/directory/favorite-addresses/create', '/directory/favorite-addresses'],
      ['/settings/account', '/settings'],
      ['/settings/teams/create', '/settings/teams'],
      ['/transport/create', '/'],
    ] as const) {
      await page.goto(`${baseUrl()}${route}`);
      const back = page.getByRole('link', { name: 'Zurück' });
      await back.click();
      await page.waitForURL((url) => url.pathname === parent);
    }
    for (const route of ['/', '/directory', '/help', '/settings', '/marketplace']) {
      await page.goto(`${baseUrl()}${route}`);
      await page.locator('main h1').first().waitFor();
      expect(await page.getByRole('link', { name: 'Zurück' }).count(), route).toBe(0);
    }
  });

  it('opens the create pages with Ctrl+P, Ctrl+T and Ctrl+F instead of print, new tab and find', async () => {
    await page.goto(`${baseUrl()}/help`);
    await page.getByRole('heading', { name: 'Hilfe', level: 1 }).waitFor();
    await recordKeydowns(page);
    for (const [key, target, heading] of [
      ['p', '/directory/patients/create', 'Patient anlegen'],
      ['t', '/transport/create', 'Transport erstellen'],
      ['f', '/directory/favorite-addresses/create', 'Favoriten-Adresse anlegen'],
    ] as const) {
      await page.keyboard.press(`Control+${key}`);
      await page.waitForURL((url) => url.pathname === target);
      await title(page).toBe(heading);
    }
    // Client-side navigations: the recorder survived, and saw every default suppressed.
    await expect
      .poll(() => keydowns(page))
      .toEqual([
        ['p', true],
        ['t', true],
        ['f', true],
      ]);
    // Other combinations keep the browser's behaviour.
    await page.keyboard.press('Control+Shift+P');
    await page.keyboard.press('Control+b');
    await expect
      .poll(() => keydowns(page).then((seen) => seen.slice(3)))
      .toEqual([
        ['P', false],
        ['b', false],
      ]);
    expect(path(page)).toBe('/directory/favorite-addresses/create');
  });

  it('shows the help: a guide for each organisation type, the shortcuts and the contact', async () => {
    await page.goto(`${baseUrl()}/help`);
    const guides = page.getByRole('heading', { name: /^Für / });
    // The user's own kind of organisation first.
    await expect
      .poll(() => guides.allTextContents(), { timeout: 20_000 })
      .toEqual(['Für medizinische Einrichtungen', 'Für Pflegeheime', 'Für Transportunternehmen']);
    await page.getByRole('heading', { name: 'Tastenkürzel' }).waitFor();
    for (const [keys, action] of [
      ['Strg + P', 'Patient anlegen'],
      ['Strg + T', 'Transport erstellen'],
      ['Strg + F', 'Favoriten-Adresse anlegen'],
    ] as const) {
      const help = page.locator('main');
      await help.getByText(keys, { exact: true }).waitFor();
      await help.getByText(action, { exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Ohne Netz arbeiten' }).waitFor();
    await page.getByRole('heading', { name: 'Kontakt' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'support@krankentransport.app' }).getAttribute('href'),
    ).toBe('mailto:support@krankentransport.app');
    expect(await page.getByRole('link', { name: /030 123 456 780/ }).getAttribute('href')).toMatch(
      /^tel:\+49/,
    );
  });
});
