/**
 * Renders the app icons from their SVG sources with Chromium: `node scripts/render-icons.mjs`.
 * Run it after changing public/favicon.svg or public/icons/maskable-icon.svg; the PNGs are
 * committed (the build does not need Chromium).
 *
 * The launch mirrors tests/e2e/support/browser.ts (this file is plain Node, it cannot import TS).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');

/** `any` icons keep their transparent rounded corners; maskable and Apple ones are full-bleed. */
const icons = [
  { source: 'favicon.svg', target: 'icons/icon-192.png', size: 192 },
  { source: 'favicon.svg', target: 'icons/icon-512.png', size: 512 },
  { source: 'icons/maskable-icon.svg', target: 'icons/maskable-512.png', size: 512 },
  // iOS rounds the corners itself and shows transparency as black.
  { source: 'icons/maskable-icon.svg', target: 'icons/apple-touch-icon.png', size: 180 },
];

const userDataDir = mkdtempSync(path.join(tmpdir(), 'render-icons-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  deviceScaleFactor: 1,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const { source, target, size } of icons) {
    const svg = readFileSync(path.join(publicDir, source)).toString('base64');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
        `<img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(publicDir, target), omitBackground: true });
    console.log(`${target} (${size}×${size}) from ${source}`);
  }
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
