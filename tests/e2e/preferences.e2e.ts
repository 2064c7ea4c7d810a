/**
 * The header's preferences (seed §1, §4, §8): dark/light theme (stored under `theme`, else the
 * system's, applied before the app runs), the UI language (on the device and on the account),
 * and the fullscreen toggle whose failures are only logged, in German.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, signInThroughUi, type TestAccount } from './support/accounts';
import { baseUrl, errorsOf, newAccount, browsers } from './support/app';
import { consoleOf, inEnglish, mainNav } from './support/shell';

const opened = browsers();
afterAll(() => opened.closeAll());

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

/**
 * Notes the theme class when the parser inserts the app's module script (the document still
 * loading, so before the app ran): a stored dark theme must not flash light first.
 */
function watchThemeBeforeApp(page: Page) {
  return page.addInitScript(() => {
    const seen = { dark: null as boolean | null, readyState: '' };
    (window as unknown as { themeBeforeApp: typeof seen }).themeBeforeApp = seen;
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.type === 'module') {
            seen.dark = document.documentElement.classList.contains('dark');
            seen.readyState = document.readyState;
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const themeBeforeApp = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { themeBeforeApp: { dark: boolean | null; readyState: string } })
        .themeBeforeApp,
  );

let page: Page;
let account: TestAccount;
beforeAll(async () => {
  [page, account] = await Promise.all([opened.open({ colorScheme: 'light' }), newAccount()]);
  await signIn(page, baseUrl(), account, '/');
  await watchThemeBeforeApp(page);
});

describe('fullscreen', () => {
  it('enters and leaves fullscreen from the header', async () => {
    await page.getByRole('button', { name: 'Vollbild', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.getByRole('button', { name: 'Vollbild beenden' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await page.getByRole('button', { name: 'Vollbild', exact: true }).waitFor();
  });

  it('only logs a German message when the browser refuses, nothing the user sees', async () => {
    const other = await opened.open();
    await other.addInitScript(() => {
      Element.prototype.requestFullscreen = () =>
        Promise.reject(new TypeError('Permissions check failed'));
    });
    await signIn(other, baseUrl(), account, '/help');
    const messages = consoleOf(other);
    await other.getByRole('button', { name: 'Vollbild', exact: true }).click();
    await expect
      .poll(() => messages.filter((message) => message.type() === 'error').map((m) => m.text()))
      .toEqual([expect.stringMatching(/^Der Vollbildmodus konnte nicht umgeschaltet werden/)]);
    expect(errorsOf(other)).toEqual([]);
    expect(await other.getByRole('alert').count()).toBe(0);
    expect(
      await other
        .locator('main')
        .getByText(/Vollbild/)
        .count(),
    ).toBe(0);
    await other.getByRole('heading', { name: 'Hilfe', level: 1 }).waitFor();
    await other.getByRole('button', { name: 'Vollbild', exact: true }).waitFor();
    await other.context().close();
  });
});

describe('theme', () => {
  it('toggles dark and light, stores the choice and applies it before the app runs', async () => {
    expect(await isDark(page)).toBe(false);
    expect(await storedTheme(page)).toBeNull();
    await page.getByRole('button', { name: 'Dunkles Design' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await storedTheme(page)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe('dark');

    await page.reload();
    await page.getByRole('button', { name: 'Helles Design' }).waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await themeBeforeApp(page)).toEqual({ dark: true, readyState: 'loading' });

    await page.getByRole('button', { name: 'Helles Design' }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    expect(await storedTheme(page)).toBe('light');
    await page.reload();
    await page.getByRole('button', { name: 'Dunkles Design' }).waitFor();
    expect(await themeBeforeApp(page)).toEqual({ dark: false, readyState: 'loading' });
    expect(errorsOf(page)).toEqual([]);
  });

  it('follows the system preference while nothing is stored', async () => {
    const dark = await opened.open({ colorScheme: 'dark' });
    await watchThemeBeforeApp(dark);
    await dark.goto(`${baseUrl()}/login`);
    await dark.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await isDark(dark)).toBe(true);
    expect(await themeBeforeApp(dark)).toEqual({ dark: true, readyState: 'loading' });
    await signIn(dark, baseUrl(), account, '/');
    await dark.getByRole('button', { name: 'Helles Design' }).waitFor();
    expect(await storedTheme(dark)).toBeNull();
    // A stored choice wins over the system.
    await dark.getByRole('button', { name: 'Helles Design' }).click();
    await dark.reload();
    await dark.getByRole('button', { name: 'Dunkles Design' }).waitFor();
    expect(await isDark(dark)).toBe(false);
    expect(await themeBeforeApp(dark)).toEqual({ dark: false, readyState: 'loading' });
    await dark.context().close();

    const light = await opened.open({ colorScheme: 'light' });
    await light.goto(`${baseUrl()}/login`);
    await light.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await isDark(light)).toBe(false);
    // Nothing stored: a change of the system's scheme applies at once.
    await light.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(light)).toBe(true);
    await light.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(light)).toBe(false);
    expect(await storedTheme(light)).toBeNull();
    await light.context().close();
  });
});

describe('language', () => {
  const lang = (target: Page) => target.evaluate(() => document.documentElement.lang);
  const accountLanguage = (target: Page) =>
    target.evaluate(async () => {
      const { access_token: token } = JSON.parse(localStorage.getItem('user')!);
      const response = await fetch('/v1/account', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { language: string }).language;
    });

  it('switches to English on the device and the account; a new device signs in in English', async () => {
    await page.goto(`${baseUrl()}/`);
    await mainNav(page).getByRole('link', { name: 'Stammdaten' }).waitFor();
    expect(await lang(page)).toBe('de');
    expect(await accountLanguage(page)).toBe('de');

    await page.getByRole('button', { name: /^Sprache/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => lang(page), { timeout: 20_000 }).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    // Texts translated so far show in English; the others fall back to German.
    for (const label of ['Stammdaten', 'Hilfe', 'Einstellungen', 'Transporte']) {
      await mainNav(page)
        .getByRole('link', { name: inEnglish(label), exact: true })
        .waitFor();
    }
    await expect.poll(() => page.title()).toBe(inEnglish('Geplante Transporte'));
    await expect.poll(() => accountLanguage(page), { timeout: 20_000 }).toBe('en');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).user.language)).toBe(
      'en',
    );

    await page.reload();
    await mainNav(page)
      .getByRole('link', { name: inEnglish('Stammdaten'), exact: true })
      .waitFor();
    expect(await lang(page)).toBe('en');

    // Another device: German before signing in (browser language), English after.
    const other = await opened.open();
    await other.goto(`${baseUrl()}/login`);
    expect(await lang(other)).toBe('de');
    await signInThroughUi(other, baseUrl(), account);
    await expect.poll(() => lang(other), { timeout: 20_000 }).toBe('en');
    await mainNav(other)
      .getByRole('link', { name: inEnglish('Hilfe'), exact: true })
      .waitFor();
    expect(await other.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await other.context().close();

    // And back.
    await page
      .getByRole('button', {
        name: inEnglish('Sprache: {0} – {1}').replace('{0}', 'EN').replace('{1}', 'English'),
      })
      .click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => lang(page)).toBe('de');
    await mainNav(page).getByRole('link', { name: 'Stammdaten', exact: true }).waitFor();
    await expect.poll(() => accountLanguage(page), { timeout: 20_000 }).toBe('de');
    expect(errorsOf(page)).toEqual([]);
  });
});
