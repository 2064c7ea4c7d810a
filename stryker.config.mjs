/**
 * Mutation testing of one critical module (tests/mutation/modules.mjs), chosen by
 * MUTATION_MODULE; `npm run test:mutation` runs them all, one after the other.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
import { MUTATION_MODULES } from './tests/mutation/modules.mjs';

const name = process.env.MUTATION_MODULE ?? '';
const module = MUTATION_MODULES[name];
if (!module) {
  throw new Error(
    `MUTATION_MODULE must be one of ${Object.keys(MUTATION_MODULES).join(', ')} (was "${name}")`,
  );
}
// Read by vitest.mutation.config.ts in Stryker's test-runner processes, which inherit it.
process.env.MUTATION_TESTS = module.tests.join(',');
process.env.MUTATION_DATABASE = module.database ? '1' : '';

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  mutate: module.mutate,
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  thresholds: { high: 95, low: 90, break: 90 },
  // One directory per module, so two modules may run at once.
  tempDirName: `.stryker-tmp/${name}`,
  cleanTempDir: 'always',
  ignorePatterns: [
    'dist',
    'data',
    'coverage',
    'reports',
    'test-results',
    'tests/e2e',
    'tests/bench',
    // Other modules' sandboxes, when two run at once (and one left by an interrupted run).
    '.stryker-tmp',
  ],
};
