/**
 * The vitest configuration Stryker runs (stryker.config.mjs): only the tests of the module being
 * mutated (MUTATION_TESTS), in the environment they need (MUTATION_DATABASE: a migrated PGlite
 * to copy, as for the API suite).
 */
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const tests = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);
// The app's tests get their setup (fake-indexeddb); the modules under mutation need no DOM, and
// node starts far faster than jsdom for each of Stryker's runs.
const appCode = tests.some((file) => file.startsWith('src/'));
const needsDatabase = process.env.MUTATION_DATABASE === '1';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: tests,
    globals: true,
    environment: 'node',
    setupFiles: appCode ? ['src/test-setup.ts'] : [],
    globalSetup: needsDatabase ? ['tests/api/global-setup.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
