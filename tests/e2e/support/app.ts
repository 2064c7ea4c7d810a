/**
 * What every e2e test needs: the server started by global-setup, a fresh browser per test file,
 * pages in a chosen size and colour scheme, and a signed-in page.
 */
import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { AccountType } from '../../../src/contract/auth';
import { createAccount, signIn, type TestAccount } from './accounts';
import { launchBrowser, type LaunchOptions } from './browser';
import { watchSubscriptions } from './realtime';

export const baseUrl = () => inject('baseUrl');
export const dataDir = () => inject('dataDir');

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A fresh browser (own profile: service worker, IndexedDB, cookies) for one scenario. */
export async function openBrowser(options: LaunchOptions = {}): Promise<BrowserContext> {
  const context = await launchBrowser({ viewport: DESKTOP, ...options });
  // Fail loudly on errors the user would not see but that mean something is broken.
  const watch = (page: Page) => {
    watchErrors(page);
    watchSubscriptions(page);
  };
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
  return context;
}

const pageErrors = new WeakMap<Page, string[]>();

function watchErrors(page: Page): void {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
}

/** Uncaught errors the page threw so far. */
export const errorsOf = (page: Page): string[] => pageErrors.get(page) ?? [];

export async function newAccount(
  accountType: AccountType = 'medical_facility',
): Promise<TestAccount> {
  return createAccount(baseUrl(), dataDir(), accountType);
}

/** A signed-in page of a new or given account, opened at `path`. */
export async function signedInPage(
  context: BrowserContext,
  options: { account?: TestAccount; accountType?: AccountType; path?: string } = {},
): Promise<{ page: Page; account: TestAccount }> {
  const account = options.account ?? (await newAccount(options.accountType));
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, baseUrl(), account, options.path ?? '/');
  return { page, account };
}

/**
 * The browsers a test file opens — one profile each, so scenarios share nothing — and their
 * closing. `closeAll(task)` after a failed scenario first saves a screenshot of every open page
 * under test-results/ (git-ignored): the quickest way to see what the user would have seen.
 */
export function browsers() {
  const opened: BrowserContext[] = [];
  const open = async (options?: LaunchOptions): Promise<Page> => {
    const context = await openBrowser(options);
    opened.push(context);
    return context.pages()[0] ?? context.newPage();
  };
  return {
    open,
    /** A fresh profile signed in as `account`, showing `path`. */
    async signedIn(account: TestAccount, path = '/', options?: LaunchOptions): Promise<Page> {
      const page = await open(options);
      await signIn(page, baseUrl(), account, path);
      return page;
    },
    async closeAll(task?: { name: string; result?: { state?: string } }): Promise<void> {
      const contexts = opened.splice(0);
      if (task?.result?.state === 'fail') await screenshot(contexts, task.name);
      await Promise.all(contexts.map((context) => context.close()));
    },
  };
}

async function screenshot(contexts: BrowserContext[], name: string): Promise<void> {
  const slug = name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  let index = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      await page
        .screenshot({ path: `test-results/${slug}-${index++}.png`, fullPage: true })
        .catch(() => {});
    }
  }
}
