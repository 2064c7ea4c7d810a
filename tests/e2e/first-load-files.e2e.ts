/**
 * The first-load budgets (tests/budget/) count a screen's files from the build's chunk graph.
 * This holds that count against Chromium: opening a screen with the service worker blocked, in a
 * fresh profile (no HTTP cache), fetches no script the budget does not count — so a lazy import
 * added at start-up cannot slip past the budget (decision 060).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BuiltApp } from '../budget/bundle-graph';
import { SCREENS } from '../budget/screens';
import { signIn } from './support/accounts';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';

const opened = browsers();
afterAll(() => opened.closeAll());

const app = BuiltApp.read();
const counted = (name: string) => {
  const screen = SCREENS.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`no budget for ${name}`);
  return new Set(app.closure(screen.starts(app)).keys());
};

/** The app's scripts (as `assets/…`) the page fetches from now on. */
function recordScripts(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl() && url.pathname.endsWith('.js'))
      fetched.add(url.pathname.slice(1));
  });
  return fetched;
}

/** Waits until the screen shows `heading` and the network has been idle for a moment. */
async function shown(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the scripts a screen fetches are the ones its budget counts', () => {
  it('/login', async () => {
    const page = await opened.open({ serviceWorkers: 'block' });
    const fetched = recordScripts(page);
    await page.goto(`${baseUrl()}/login`);
    await shown(page, 'Anmelden');
    expect([...fetched].filter((file) => !counted('/login').has(file))).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
  });

  it('the signed-in home and the crew\'s "Heute"', async () => {
    const account = await newAccount('transport_company');
    for (const [name, path, heading] of [
      ['signed-in home (Geplante Transporte)', '/', 'Geplante Transporte'],
      ['crew "Heute" (/?view=today)', '/?view=today', 'Heute'],
    ] as const) {
      const page = await opened.open({ serviceWorkers: 'block' });
      // Signing in opens /login first (to store the session): only what the screen fetches after
      // that counts.
      await signIn(page, baseUrl(), account, '/healthz');
      const fetched = recordScripts(page);
      await page.goto(`${baseUrl()}${path}`);
      await shown(page, heading);
      expect([...fetched].filter((file) => !counted(name).has(file))).toEqual([]);
      expect(errorsOf(page)).toEqual([]);
    }
  });
});
