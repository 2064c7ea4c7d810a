/**
 * Debian's Chromium through playwright-core (TOOLCHAIN.md): `npx playwright install` cannot work
 * on these machines. A fresh profile per launch, so no service worker, cache or IndexedDB of an
 * earlier run leaks into the next.
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps trying hosts it cannot reach. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type LaunchOptions = Parameters<typeof chromium.launchPersistentContext>[1];

/**
 * A persistent context (service workers, IndexedDB and Cache Storage behave as in an installed
 * app) on a throw-away profile, removed again when the context closes.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'krankentransport-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: 'de-DE',
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
  // Chromium may still flush profile files right after `close`: retry, and never fail a test on it.
  context.on('close', () => {
    void rm(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(
      () => {},
    );
  });
  return context;
}
