/**
 * JavaScript a screen needs: every script Chromium fetches from opening a path until the screen
 * shows its heading and the network is idle, with the HTTP cache off and the service worker
 * blocked (so nothing comes from a precache). Sizes are gzip at zlib's default level of the
 * built files, as the server sends them compressed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import type { AuthAnswer } from '../../../src/contract/auth';
import type { TestAccount } from '../../e2e/support/accounts';

const DIST = path.resolve(import.meta.dirname, '../../../dist');

const gzipSizes = new Map<string, number>();
function gzipSize(pathname: string): number {
  let size = gzipSizes.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, pathname))).length;
    gzipSizes.set(pathname, size);
  }
  return size;
}

/** Scripts (by path) with their gzip size. */
export type Scripts = Map<string, number>;

export const total = (scripts: Scripts) =>
  [...scripts.values()].reduce((sum, size) => sum + size, 0);

/** The scripts of `scripts` that `base` does not have: what a screen brings of its own. */
export const beyond = (scripts: Scripts, base: Scripts): Scripts =>
  new Map([...scripts].filter(([script]) => !base.has(script)));

/** The scripts fetched to show `pathname`; `shown` is false when no heading appeared. */
export async function scriptsOf(
  context: BrowserContext,
  baseUrl: string,
  pathname: string,
): Promise<{ scripts: Scripts; shown: boolean }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && url.pathname.endsWith('.js')) fetched.add(url.pathname);
  });
  let shown = true;
  try {
    await page.goto(`${baseUrl}${pathname}`);
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => (shown = false));
    await page.waitForLoadState('networkidle');
  } finally {
    await page.close();
  }
  return {
    scripts: new Map([...fetched].sort().map((script) => [script, gzipSize(script)])),
    shown,
  };
}

/** A context without service worker; signed in as `account` when given (as the login does). */
export async function measuringContext(
  browser: Browser,
  baseUrl: string,
  account?: TestAccount,
): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE' });
  if (account) {
    const login = await context.request.post(`${baseUrl}/v1/auth/login`, {
      data: { email: account.email, password: account.password },
    });
    const answer = (await login.json()) as AuthAnswer;
    // The session is stored where the app keeps it, from a page of the origin without scripts.
    const page = await context.newPage();
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate((session) => localStorage.setItem('user', session), JSON.stringify(answer));
    await page.close();
  }
  return context;
}
