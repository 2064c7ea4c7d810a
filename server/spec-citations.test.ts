/**
 * The code cites the product description as "PRODUCT.md §N", the original specification as
 * "seed §N" and the conventions as "CONVENTIONS N" (docs/product.md says how they map). Every such
 * citation in the code, the tests and the docs must lead to a section that exists, so a reader can
 * follow it — and a renumbered section shows up here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const numbersOf = (text: string, heading: RegExp) =>
  new Set([...text.matchAll(heading)].map((match) => match[1]!));

/** Each cited document: how the code cites it and which section numbers it has. */
const DOCUMENTS = [
  {
    name: 'docs/product.md',
    citation: /PRODUCT\.md ((?:§\d+(?:, | and |–|-)?)+)/g,
    sections: numbersOf(read('docs/product.md'), /^## (\d+)\. /gm),
  },
  {
    name: 'docs/seed-spec.md',
    citation: /seed ((?:§\d+(?:, | and |–|-)?)+)/g,
    sections: numbersOf(read('docs/seed-spec.md'), /^## (\d+)\. /gm),
  },
  {
    name: 'docs/conventions.md',
    citation: /CONVENTIONS (\d+)/g,
    sections: numbersOf(read('docs/conventions.md'), /^(\d+)\. \*\*/gm),
  },
];

const citingFiles = [
  ...['src', 'server', 'sw', 'tests', 'scripts', 'docs'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|mjs|md)$/.test(file))
      .map((file) => path.join(dir, file)),
  ),
  'README.md',
];

describe('citations of the product description, the specification and the conventions', () => {
  it.each(DOCUMENTS)('$name has its numbered sections', ({ sections }) => {
    expect(sections.size).toBeGreaterThanOrEqual(5);
  });

  it.each(DOCUMENTS)('every citation of $name names a section it has', ({ citation, sections }) => {
    const dangling: string[] = [];
    let cited = 0;
    for (const file of citingFiles) {
      for (const match of read(file).matchAll(citation)) {
        for (const [number] of match[1]!.matchAll(/\d+/g)) {
          cited += 1;
          if (!sections.has(number)) dangling.push(`${file}: ${match[0]}`);
        }
      }
    }
    expect(cited).toBeGreaterThan(0);
    expect(dangling).toEqual([]);
  });
});
