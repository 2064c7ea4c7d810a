#!/usr/bin/env node
/**
 * `npm run test:mutation [module …]`: Stryker over each critical module in turn (all of
 * tests/mutation/modules.mjs by default), then one line per module with its mutation score.
 * Fails when a module scores below 90 %. Not part of `npm test`: it takes minutes per module.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTATION_MODULES } from '../tests/mutation/modules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const names =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(MUTATION_MODULES);

/** Killed and timed-out mutants over all that tests reached or could have reached. */
function scoreOf(name) {
  const report = JSON.parse(
    readFileSync(path.join(root, 'reports/mutation', `${name}.json`), 'utf8'),
  );
  const counts = {};
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const valid = detected + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  return { score: valid === 0 ? 100 : (100 * detected) / valid, detected, valid };
}

const results = [];
for (const name of names) {
  if (!MUTATION_MODULES[name]) {
    console.error(`Unknown module "${name}"; known: ${Object.keys(MUTATION_MODULES).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== mutation testing: ${name}`);
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/stryker'),
    ['run', 'stryker.config.mjs'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...MUTATION_MODULES[name].env, MUTATION_MODULE: name },
    },
  );
  results.push({ name, exit: run.status, ...scoreOf(name) });
}

console.log('\nmodule        score   killed/valid');
for (const { name, score, detected, valid } of results) {
  console.log(`${name.padEnd(12)} ${score.toFixed(1).padStart(6)} %   ${detected}/${valid}`);
}
process.exit(results.every((result) => result.exit === 0 && result.score >= 90) ? 0 : 1);
