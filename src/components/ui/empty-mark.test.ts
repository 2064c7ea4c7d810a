// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMPTY_MARK, orEmptyMark } from './empty-mark';

const SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('orEmptyMark', () => {
  it.each([null, undefined, '', '   '])('marks %j with an en dash', (value) => {
    expect(orEmptyMark(value)).toBe('–');
    expect(EMPTY_MARK).toBe('\u2013');
  });

  it('keeps a value', () => {
    expect(orEmptyMark('X110411675')).toBe('X110411675');
  });
});

describe('figures in the UI (issue 10.18)', () => {
  // Numbers such as insurance and transport numbers align by tabular figures of the UI font;
  // a monospace font beside Inter looked foreign. Keys on the help page are the exception.
  it('uses no monospace font but for keyboard keys', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.includes('font-mono') && !line.includes('<kbd'))
        .map((line) => `${path.relative(SRC, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
