#!/usr/bin/env node
/**
 * Renders the login screen at build time (issue 24; decision 062): `dist/login.de.html` and
 * `dist/login.en.html` are index.html with the screen's HTML in #root, so a first visit paints
 * the login before any JavaScript has run. The server sends one of them for GET /login by the
 * browser's language; the app replaces the markup when it starts (it is `inert` until then:
 * nothing typed into a form that is about to be replaced). Runs after `vite build`, through Vite's
 * own bundler (a server build of src/prerender.tsx, a few seconds), so the screen is rendered from
 * the very source the bundle was built from.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const LANGUAGES = ['de', 'en'];

// The app reads the stored session and language; at build time there is none.
const stored = new Map();
globalThis.localStorage = {
  getItem: (key) => stored.get(key) ?? null,
  setItem: (key, value) => stored.set(key, String(value)),
  removeItem: (key) => stored.delete(key),
};

const outDir = path.join(root, 'node_modules', '.cache', 'prerender');
process.env.KT_PRERENDER = '1';
await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'error',
  build: {
    ssr: 'src/prerender.tsx',
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    copyPublicDir: false,
  },
});
const { renderPublicPage } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
for (const language of LANGUAGES) {
  const { html, title } = await renderPublicPage('/login', language);
  const page = shell
    .replace('<html lang="de">', `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('<div id="root"></div>', `<div id="root"><div inert>${html}</div></div>`);
  writeFileSync(path.join(dist, `login.${language}.html`), page);
}
console.log(`prerendered /login in ${LANGUAGES.join(', ')}`);
