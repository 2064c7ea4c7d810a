/**
 * The signed-out screens load only the public part of the catalogue (decision 067), chosen by the
 * messages' source paths. A text of theirs outside those paths would show as its id, so this
 * reads the build: every message id the public screens' code names (their chunks, what these
 * import, and what they load later, like the toasts or the password meter) is in the part.
 */
import { readFileSync } from 'node:fs';
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
 * The public screens' chunks, with their static and lazy imports; not the entry's lazy imports,
 * which lead to every signed-in screen.
 */
function publicScreensCode(): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = app.graph.chunks[file];
    chunk?.imports.forEach(visit);
    if (file !== app.entry) chunk?.dynamicImports.forEach(visit);
  };
  [
    ...app.chunksWith(/^src\/routes\/_public(\.tsx|\/)/),
    ...app.chunksWith('src/components/ui/toast-list.tsx'),
  ].forEach(visit);
  return [...files].filter((file) => app.graph.chunks[file]);
}

test('the public screens name only messages of the public catalogue part', () => {
  const whole = idsOf(/^src\/locales\/de\/messages\.po$/);
  const part = idsOf('src/locales/de/messages.po?part=public');
  expect(part.size).toBeGreaterThan(50);
  expect(part.size).toBeLessThan(whole.size / 2);

  const missing = new Map<string, string>();
  for (const file of publicScreensCode()) {
    const code = readFileSync(path.join(DIST, file), 'utf8');
    for (const [, id] of code.matchAll(/\bid:[`"']([^`"']{6})[`"']/g)) {
      if (whole.has(id!) && !part.has(id!)) missing.set(id!, file);
    }
  }
  expect(Object.fromEntries(missing)).toEqual({});
});
