/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { webManifest } from './src/web-manifest.ts';
import { bundleGraph } from './scripts/bundle-graph-plugin.ts';
import { catalogueParts } from './scripts/catalogue-parts-plugin.ts';
import { gregorianCalendarOnly } from './scripts/gregorian-calendar-plugin.ts';

// The Lingui macros need Babel; only files that import a macro go through it.
/**
 * The API files whose subject is the database engine or the embedded default's own process:
 * with PostgreSQL in the run they run on PGlite too; every other file runs once, on PostgreSQL
 * (decision 138). Without PostgreSQL every file runs on PGlite.
 */
const ON_BOTH_ENGINES = [
  'tests/api/backup.test.ts',
  'tests/api/crew-step-race.test.ts',
  'tests/api/data-scope.test.ts',
  'tests/api/database-faults.test.ts',
  'tests/api/db-listen.test.ts',
  'tests/api/events.test.ts',
  'tests/api/file-modes.test.ts',
  'tests/api/idempotency.test.ts',
  'tests/api/maintenance.test.ts',
  'tests/api/process-faults.test.ts',
  'tests/api/process.test.ts',
];

/** Catches the list's statements on their way to PGlite's client (its plans are PostgreSQL's). */
const ON_PGLITE_ONLY = ['tests/api/list-reads.test.ts'];

/** Prepared statements of the PostgreSQL pool (decision 132): PGlite has no pool. */
const ON_POSTGRES_ONLY = ['tests/api/prepared-reads.test.ts'];

/** The API files of the PGlite project: all but PostgreSQL's own, or only the engine's files. */
const PGLITE_FILES = process.env.TEST_DATABASE_URL
  ? [...ON_BOTH_ENGINES, ...ON_PGLITE_ONLY]
  : ['tests/api/**/*.test.ts'];

/** The build-time rendering of the login (scripts/prerender.mjs) needs no service worker. */
const prerendering = process.env.KT_PRERENDER === '1';

const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its screen: left in the route tree, every loader's query
      // options, schemas and their features landed in the entry chunk (decision 060).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    // react-aria-components bring their screen-reader texts in 34 languages, statically imported
    // (~30 KiB gzip on the home); the app speaks German and English only (decision 067).
    optimizeLocales.vite({ locales: ['de', 'en'] }),
    // Their date fields with the Gregorian calendar only, the one of de-DE and en-GB (decision 116).
    gregorianCalendarOnly(),
    react(),
    babel({ presets: [linguiMacro] }),
    lingui(),
    catalogueParts(import.meta.dirname),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The password estimator's dictionaries (decision 034): fetched when someone types a
        // new password, which needs the network anyway; not worth 600 kB on every install.
        globIgnores: ['**/password-strength-*.js'],
      },
      devOptions: { enabled: false },
      disable: prerendering,
    }),
    bundleGraph(import.meta.dirname),
  ],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything index.html loads in one file beside the entry: left to Rolldown it was 35
          // files, each compressed alone, and every lazy screen's chunk cut them finer
          // (decision 110: preloads 148 → 135 KiB, /login, home and "Heute" 12–13 KiB lighter).
          // Only modules the entry imports statically, so nothing lazy is preloaded, and their
          // own imports are theirs too: the group needs none of its members' dependencies pulled.
          groups: [{ name: 'boot', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
      onwarn(warning, warn) {
        // A module imported lazily in one place and statically in another lands in the first
        // load: the split is gone without a word (it happened to the outbox, decision 060).
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(warning.message);
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': 'http://127.0.0.1:3000',
      '/app': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'jsdom',
          // A rendered form test takes under a second alone, and over 5 s (vitest's default)
          // beside two other engineers' builds on two cores.
          testTimeout: 15_000,
          globals: true,
          setupFiles: ['src/test-setup.ts'],
          env: { TZ: 'UTC' },
        },
      },
      // The date tests again where devices are: in Germany, and west of UTC, where a calendar
      // date read as local midnight would show another time or day.
      ...[
        ['dates-berlin', 'Europe/Berlin'],
        ['dates-west', 'America/New_York'],
      ].map(([name, zone]) => ({
        extends: true as const,
        test: {
          name,
          include: ['src/contract/dates.test.ts', 'src/lib/dates.test.ts'],
          environment: 'jsdom' as const,
          globals: true,
          setupFiles: ['src/test-setup.ts'],
          env: { TZ: zone },
        },
      })),
      // The first-load budgets: read the build in dist/, which npm test makes just before.
      {
        extends: true,
        test: {
          name: 'budget',
          include: ['tests/budget/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The API suite on PGlite (on PostgreSQL with TEST_DB=postgres), and on PostgreSQL when the
      // run has one: npm test runs both projects in one run, so their files share the workers.
      // With PostgreSQL, PGlite runs only the engine's own files (decision 138).
      ...[
        ['api', {}, PGLITE_FILES, ON_POSTGRES_ONLY],
        ['api-postgres', { TEST_DB: 'postgres' }, ['tests/api/**/*.test.ts'], ON_PGLITE_ONLY],
      ].map(([name, env, include, exclude]) => ({
        extends: true as const,
        test: {
          name: name as string,
          include: include as string[],
          exclude: exclude as string[],
          environment: 'node' as const,
          env: env as Record<string, string>,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker keeps the server's modules between files instead of importing them again
          // for each (684 s of the API stage's CPU was imports; decision 086). Every file still
          // opens its own database and app, and setup files run per file.
          isolate: false,
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/api/support/file-database.ts'],
        },
      })),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          // Files side by side share the one server; each uses accounts (and addresses) of its
          // own, and the offline chaos starts a server of its own (decision 048). The bound ends a
          // hang: beside the API stage at a load average of 16 a 20 s story once took over 60 s.
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // expect.poll's own default (1 s) is a timed assertion: a page title polled at it failed
          // while the API stage ran beside (load average 15). A poll waits for a state; its bound
          // only ends a hang.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
