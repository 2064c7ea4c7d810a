/**
 * The signed-out screens load only the public part of the catalogue (decision 067), the signed-in
 * ones all but the lazily loaded areas' texts, which the areas' routes load (decision 112); the
 * parts are chosen by the messages' source paths. A text outside its part's paths would show as
 * its id, so this reads the build: every message id a screen's code names (its chunks, what these
 * import, and what they load later, like the toasts or the password meter) is in its part.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { BuiltApp, DIST } from './bundle-graph';

const app = BuiltApp.read();

/** A compiled catalogue's message ids, read from its chunk. */
function idsOf(catalogue: string | RegExp): Set<string> {
  const [file] = app.chunksWith(catalogue);
  const code = readFileSync(path.join(DIST, file!), 'utf8');
  return new Set([...code.matchAll(/"([^"]{6})":\[/g)].map((match) => match[1]!));
}

/**
 * Chunks with their static and lazy imports; not the entry's lazy imports, which lead to every
 * screen.
 */
function codeFrom(starts: string[]): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = app.graph.chunks[file];
    chunk?.imports.forEach(visit);
    if (file !== app.entry) chunk?.dynamicImports.forEach(visit);
  };
  starts.forEach(visit);
  return [...files].filter((file) => app.graph.chunks[file]);
}

/** The ids of `catalogue` that `files` name but `part` lacks, each with a file naming it. */
function missingIds(files: string[], catalogue: Set<string>, part: Set<string>) {
  const missing = new Map<string, string>();
  for (const file of files) {
    const code = readFileSync(path.join(DIST, file), 'utf8');
    for (const [, id] of code.matchAll(/\bid:[`"']([^`"']{6})[`"']/g)) {
      if (catalogue.has(id!) && !part.has(id!)) missing.set(id!, file);
    }
  }
  return Object.fromEntries(missing);
}

const signedIn = idsOf('src/locales/de/messages.po?part=signed-in');
const areas = idsOf('src/locales/de/messages.po?part=areas');
const whole = new Set([...signedIn, ...areas]);

/** The signed-in route files whose route loads the areas' texts before it shows. */
function areaRoutes(): string[] {
  const routes = readdirSync('src/routes/_app', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => `src/routes/_app/${file}`);
  return routes.filter((file) => readFileSync(file, 'utf8').includes('beforeLoad: loadAreaTexts'));
}

test('the public screens name only messages of the public catalogue part', () => {
  const part = idsOf('src/locales/de/messages.po?part=public');
  expect(part.size).toBeGreaterThan(50);
  expect(part.size).toBeLessThan(whole.size / 2);

  const publicScreens = codeFrom([
    ...app.chunksWith(/^src\/routes\/_public(\.tsx|\/)/),
    ...app.chunksWith('src/components/ui/toast-list.tsx'),
  ]);
  expect(missingIds(publicScreens, whole, part)).toEqual({});
});

test('the signed-in screens outside the lazily loaded areas name no area-only message', () => {
  expect(areas.size).toBeGreaterThan(100);
  const routes = areaRoutes();
  expect(routes).toContain('src/routes/_app/dispatch.tsx');

  const otherRoutes = readdirSync('src/routes/_app', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => `src/routes/_app/${file}`)
    .filter((file) => !routes.includes(file));
  const otherScreens = codeFrom([
    app.entry,
    ...app.chunksWith('src/routes/_app.tsx'),
    ...otherRoutes.flatMap((route) => app.chunksWith(route)),
    ...app.chunksWith('src/components/ui/toast-list.tsx'),
  ]);
  expect(missingIds(otherScreens, whole, signedIn)).toEqual({});
});
