/**
 * No import circles, type-only imports included (decision 085). import-x/no-cycle skips
 * `import type` without an option to count it, yet a type circle still ties the data layer to
 * the app's composition and makes every file in it move together. This rule reads each file's
 * imports with TypeScript's pre-processor (values, types, re-exports and dynamic imports alike)
 * and reports an import from which the importing file can be reached again.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = import.meta.dirname;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/** The file a specifier names, or null for packages and files outside the sources. */
function resolveImport(specifier, fromFile) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(isFile) ?? null;
}

function isFile(candidate) {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

const readImports = (text, file) =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => resolveImport(fileName, file))
    .filter((target) => target !== null);

/** Other files' imports, read again only when a file changed (an editor lints many times). */
const onDisk = new Map();

/** Imports from disk, each file's date checked once while one file is linted. */
function importsOnDisk() {
  const checked = new Set();
  return (file) => {
    const known = onDisk.get(file);
    if (checked.has(file)) return known.imports;
    checked.add(file);
    const { mtimeMs } = statSync(file);
    if (known?.mtimeMs === mtimeMs) return known.imports;
    const imports = readImports(readFileSync(file, 'utf8'), file);
    onDisk.set(file, { mtimeMs, imports });
    return imports;
  };
}

/** The shortest chain of imports from `start` back to `file`, or null. */
function pathBack(start, file, importsFrom) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsFrom(current)) {
      if (next === file) {
        const chain = [current];
        while (cameFrom.get(chain[0])) chain.unshift(cameFrom.get(chain[0]));
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const noCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type-only imports included.' },
    messages: { circle: 'Import circle: {{chain}}' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const imports = importsOnDisk();
    const check = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const target = resolveImport(node.source.value, file);
      if (target === null || target === file) return;
      const chain = pathBack(target, file, imports);
      if (!chain) return;
      const names = [file, ...chain, file].map((step) => path.relative(root, step));
      context.report({ node, messageId: 'circle', data: { chain: names.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const importCircles = { rules: { 'no-circle': noCircle } };
