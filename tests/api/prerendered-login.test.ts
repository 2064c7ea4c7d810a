/**
 * GET /login answers with the login rendered at build time in the browser's language, where the
 * build made one (scripts/prerender.mjs, decision 062); every other page with the app shell.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness';

let withLogin: Harness;
let withoutLogin: Harness;
const dirs: string[] = [];

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kt-dist-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

beforeAll(async () => {
  const shell = { 'index.html': '<!doctype html><title>Krankentransport App</title>' };
  withLogin = await startHarness({
    distDir: dist({
      ...shell,
      'login.de.html': '<!doctype html><title>Anmelden</title>',
      'login.en.html': '<!doctype html><title>Sign in</title>',
    }),
  });
  withoutLogin = await startHarness({ distDir: dist(shell), database: withLogin.database });
});
afterAll(async () => {
  await withoutLogin?.close();
  await withLogin?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const login = (harness: Harness, acceptLanguage?: string) =>
  harness.fetch('/login', {
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

describe('GET /login', () => {
  it("answers with the login in the browser's language, German by default", async () => {
    for (const [acceptLanguage, title] of [
      ['en-GB,en;q=0.9', 'Sign in'],
      ['de-DE,de;q=0.9,en;q=0.8', 'Anmelden'],
      ['fr-FR,fr;q=0.9', 'Anmelden'],
      [undefined, 'Anmelden'],
    ] as const) {
      const response = await login(withLogin, acceptLanguage);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
      expect(await response.text(), String(acceptLanguage)).toContain(`<title>${title}</title>`);
    }
  });

  it('answers with the app shell on other pages, and where the build made no login', async () => {
    const other = await withLogin.fetch('/register', { headers: { 'accept-language': 'en' } });
    expect(await other.text()).toContain('Krankentransport App');
    const shellOnly = await login(withoutLogin, 'en');
    expect(shellOnly.status).toBe(200);
    expect(await shellOnly.text()).toContain('Krankentransport App');
  });
});
