/**
 * Helpers for the shell's e2e files: the sidebar, the service worker, what is left on the device,
 * console messages, and the English catalogue.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import type { TestAccount } from './accounts';

/** Console messages of a page from now on. */
export function consoleOf(page: Page): ConsoleMessage[] {
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  return messages;
}

/** The desktop sidebar. */
export const sidebar = (page: Page) => page.locator('aside');

/**
 * The sidebar's navigation on screen: the desktop sidebar's, or the open mobile panel's (the
 * other one is hidden). Found without its label, which follows the UI language.
 */
export const mainNav = (page: Page) => page.locator('nav:visible');

export const widthOf = (page: Page) =>
  sidebar(page).evaluate((element) => Math.round(element.getBoundingClientRect().width));

/**
 * The worker controls the page, so a reload without network still gets the app. The bound ends a
 * hang: the worker first stores every file of the app, which took over 20 s beside the API stage.
 */
export async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 90_000,
  });
}

/** Rows per object store of the app's IndexedDB database, or null when there is none. */
export function localRows(page: Page): Promise<Record<string, number> | null> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'krankentransport')) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('krankentransport');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const counts: Record<string, number> = {};
    for (const store of Array.from(db.objectStoreNames)) {
      counts[store] = await new Promise<number>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    }
    db.close();
    return counts;
  });
}

/** The English translation of a German message in the catalogue, or '' while untranslated. */
export function englishOf(german: string): string {
  const lines = readFileSync(
    path.resolve(import.meta.dirname, '../../../src/locales/en/messages.po'),
    'utf8',
  ).split('\n');
  const at = lines.indexOf(`msgid ${JSON.stringify(german)}`);
  if (at === -1 || !lines[at + 1]?.startsWith('msgstr ')) return '';
  let text = JSON.parse(lines[at + 1]!.slice('msgstr '.length)) as string;
  for (let i = at + 2; lines[i]?.startsWith('"'); i++) text += JSON.parse(lines[i]!) as string;
  return text;
}

/** What the UI shows for a German message in English: its translation, else the German text. */
export const inEnglish = (german: string) => englishOf(german) || german;

/** A session's bearer token and the API as that user (for arranging data and reading back). */
export async function apiAs(baseUrl: string, account: TestAccount) {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T = unknown>(method: string, apiPath: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/v1/${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}
