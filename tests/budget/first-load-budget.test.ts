/**
 * First-load budgets in `npm test` (issue 24): sizes are deterministic, so they are asserted,
 * not benchmarked. Reads the build the test run has just made (`dist/`). Prints every budget
 * beside its figure; a screen over budget fails with its largest modules, so the next engineer
 * sees what grew.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { BuiltApp, DIST, totalOf } from './bundle-graph';
import { KIB, SCREENS } from './screens';

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

const app = BuiltApp.read();
const figures = SCREENS.map((screen) => {
  const files = app.closure(screen.starts(app));
  return { screen, files, total: totalOf(files) };
});

afterAll(() => {
  const width = Math.max(...figures.map(({ screen }) => screen.name.length));
  console.log(
    [
      'First-load JavaScript (gzip): figure, budget held by this test, goal (issue 24)',
      ...figures.map(
        ({ screen, files, total }) =>
          `  ${total <= screen.budget ? '✔' : '✘'} ${screen.name.padEnd(width)}  ` +
          `${kib(total).padStart(10)} of ${kib(screen.budget).padStart(10)}` +
          `  goal ${kib(screen.goal).padStart(10)} ${total <= screen.goal ? 'reached' : 'not yet'}` +
          `  (${files.size} files)`,
      ),
    ].join('\n'),
  );
});

describe('first-load JavaScript stays within its budget', () => {
  test.each(figures)('$screen.name', ({ screen, files, total }) => {
    if (total > screen.budget) {
      const largest = app
        .largestModules(files, 15)
        .map(({ module, gzip }) => `    ${kib(gzip).padStart(9)}  ${module}`)
        .join('\n');
      expect.fail(
        `${screen.name} needs ${kib(total)} of JavaScript in ${files.size} files, over its ` +
          `budget of ${kib(screen.budget)}. Largest modules (share of their file's gzip):\n${largest}`,
      );
    }
    expect(total).toBeLessThanOrEqual(screen.budget);
  });
});

test('index.html loads and preloads exactly the entry chunk and its static imports', () => {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g),
  ].map((match) => match[1]);
  expect(new Set(scripts)).toEqual(new Set(app.closure([app.entry]).keys()));
});
