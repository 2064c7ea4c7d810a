/**
 * The login is in the HTML the server sends (scripts/prerender.mjs, decision 062): a first visit
 * paints it before any script has run, in the browser's language; once the app starts it
 * replaces the markup with the live screen, which alone takes input.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';

const opened = browsers();
afterAll(() => opened.closeAll());

describe('the prerendered login', () => {
  it('shows without JavaScript, in German and in English', async () => {
    for (const [locale, heading, email] of [
      ['de-DE', 'Anmelden', 'E-Mail-Adresse'],
      ['en-GB', 'Sign in', 'E-mail address'],
    ] as const) {
      const page = await opened.open({ javaScriptEnabled: false, locale });
      await page.goto(`${baseUrl()}/login`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(heading);
      // Painted, not usable: what is typed before the app starts would be replaced with it.
      expect(await page.locator('#root > div[inert]').count()).toBe(1);
      expect(await page.locator('label', { hasText: email }).count()).toBe(1);
    }
  });

  it('becomes the live screen once the app starts, which signs in', async () => {
    const page = await opened.open();
    const account = await newAccount();
    await page.goto(`${baseUrl()}/login`);
    await expect.poll(() => page.locator('#root > div[inert]').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await signInThroughUi(page, baseUrl(), account);
    expect(errorsOf(page)).toEqual([]);
  });
});
