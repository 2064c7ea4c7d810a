/**
 * The crew's case (PRODUCT.md §8): the installed app opened without network on a mid-range
 * phone. Signed in, a screen seen once (the service worker controls the page, its data is on
 * the device) — the patient list, the crew's "Heute" —, then offline, Chromium's CPU throttled
 * 4× (CDP), and reloaded: the time from the start of each navigation to the first frame that
 * shows the cached data.
 */
import type { Page } from 'playwright-core';
import { signIn, type TestAccount } from '../../e2e/support/accounts';
import { launchBrowser } from '../../e2e/support/browser';
import { goOffline, goOnline } from '../../e2e/support/network';
import { workerControls } from '../../e2e/support/shell';

const PHONE = { width: 390, height: 844 };

declare global {
  interface Window {
    /** performance.now() of the first frame showing the awaited text, set by watchFor. */
    __shownAt?: number;
    /** Main-thread tasks over 50 ms until then, as [start, duration] (watchFor). */
    __longTasks?: [number, number][];
  }
}

/**
 * Where a reload's time went (issue 24's profile of the offline start): the entry's scripts
 * have run by DOMContentLoaded; after it come the restored cache, the catalogue, the screen's
 * chunks and the first render. Long tasks say how much of it kept the main thread busy.
 */
export type OfflineReload = {
  shownMs: number;
  scriptsRunMs: number;
  longTasks: number;
  longTaskMs: number;
};

/** Runs in the page before its scripts: notes the first frame in which `text` is on screen. */
function watchFor(text: string) {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks!.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.body?.textContent?.includes(text)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__shownAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** From the start of a reload to the list on screen, or null if it never shows. */
async function reloadUntilShown(page: Page, timeout: number): Promise<OfflineReload | null> {
  await page.reload({ waitUntil: 'commit' });
  try {
    await page.waitForFunction(() => window.__shownAt, undefined, { timeout });
  } catch {
    return null;
  }
  return page.evaluate(() => {
    const shownMs = window.__shownAt!;
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const before = (window.__longTasks ?? []).filter(([start]) => start < shownMs);
    return {
      shownMs,
      scriptsRunMs: navigation?.domContentLoadedEventEnd ?? 0,
      longTasks: before.length,
      longTaskMs: before.reduce((sum, [, duration]) => sum + duration, 0),
    };
  });
}

/** Reload times of the screen at `path` without network, until `text` (its data) shows. */
export async function offlineTimes(
  baseUrl: string,
  account: TestAccount,
  path: string,
  text: string,
  reloads = 3,
): Promise<OfflineReload[]> {
  const context = await launchBrowser({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, baseUrl, account, path);
    await page.getByText(text).first().waitFor();
    await workerControls(page);
    await page.addInitScript(watchFor, text);

    // The app keeps the list on the device on its own schedule: until an (unmeasured) reload
    // without network shows it, go back online for a moment and try again.
    for (let attempt = 1; ; attempt++) {
      await goOffline(context);
      if ((await reloadUntilShown(page, 15_000)) !== null) break;
      if (attempt === 5) throw new Error(`${path} never showed its data without network`);
      await goOnline(context);
      await page.reload();
      await page.getByText(text).first().waitFor();
    }

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times: OfflineReload[] = [];
    for (let i = 0; i < reloads; i++) {
      const time = await reloadUntilShown(page, 60_000);
      if (time === null) throw new Error(`${path} did not show its data after a reload`);
      times.push(time);
    }
    return times;
  } finally {
    await context.close();
  }
}
