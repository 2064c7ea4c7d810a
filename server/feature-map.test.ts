/**
 * The README's feature map stays whole as features are added: every feature folder, server
 * module and job has its place in it, and the contract and test files it names exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const start = readme.indexOf('## Feature map');
const map = readme.slice(start, readme.indexOf('\n## ', start + 1));

/** Each feature's entry, its parts by label ("routes", "feature", "contract", "server", …). */
const entries = [
  ...map.matchAll(/^- \*\*(.+?)\*\* — ([\s\S]+?)(?=\n- \*\*|\n\n|(?![\s\S]))/gm),
].map(([, name, body]) => ({
  name: name!,
  parts: Object.fromEntries(
    body!
      .replace(/\n\s+/g, ' ')
      .split(/; (?=[a-z]+: )/)
      .map((part) => [part.slice(0, part.indexOf(': ')), part.slice(part.indexOf(': ') + 2)]),
  ) as Record<string, string | undefined>,
}));
const quoted = (text = '') => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const named = new Set(quoted(map));
const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe("the README's feature map", () => {
  it('has an entry per feature, each naming its tests', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10);
    expect(entries.filter((entry) => !entry.parts.tests).map((entry) => entry.name)).toEqual([]);
  });

  it('places every feature folder, server module and job', () => {
    const jobs = readdirSync(path.join(root, 'server/jobs'))
      .filter((file) => file.endsWith('.ts') && file !== 'repeat.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    const places = [...folders('src/features'), ...folders('server/modules'), ...jobs];
    expect(places.filter((place) => !named.has(place))).toEqual([]);
  });

  it('names contract files and test files that exist', () => {
    const missing = entries.flatMap(({ parts }) => {
      const [api, e2e] = (parts.tests ?? '').split(' · ');
      return [
        ...quoted(parts.contract)
          .filter((name) => name.endsWith('.ts'))
          .map((name) => `src/contract/${name}`),
        ...quoted(api)
          .filter((name) => !name.endsWith('*'))
          .map((name) => `tests/api/${name}.test.ts`),
        ...quoted(e2e).map((name) => `tests/e2e/${name}.e2e.ts`),
      ].filter((file) => !existsSync(path.join(root, file)));
    });
    expect(missing).toEqual([]);
  });
});
