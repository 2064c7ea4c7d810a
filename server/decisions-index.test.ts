/**
 * The decisions index (docs/decisions/README.md) stays honest as records are added on many
 * branches at once: every record is listed once with a status, and every line names a record
 * that exists. Plain Node; it sits in the server project because that is the one npm test runs
 * without a DOM or a database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
const records = readdirSync(folder)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort();

/** `- [010](010-data-scope.md) One data scope … — current; …` */
const LINE = /^- \[(\d{3})\]\((\d{3}-[^)]+\.md)\) (.+) — (.+)$/;
/** What a status may say: current, or which later records replaced it (wholly or in part). */
const STATUS = /^(current|(partly )?replaced by \d{3})\b/;

const lines = readFileSync(path.join(folder, 'README.md'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('- ['));
type Entry = { number: string; file: string; status: string };
const entries = lines.map((line): Entry | string => {
  const match = LINE.exec(line);
  return match ? { number: match[1]!, file: match[2]!, status: match[4]! } : line;
});

describe('the decisions index', () => {
  it('reads every line as number, file, title and status', () => {
    expect(entries.filter((entry) => typeof entry === 'string')).toEqual([]);
  });

  const listed = entries.filter((entry): entry is Entry => typeof entry !== 'string');

  it('lists every record in the folder exactly once', () => {
    expect(listed.map((entry) => entry.file).sort()).toEqual(records);
  });

  it('names each record by its own number', () => {
    expect(listed.filter((entry) => !entry.file.startsWith(`${entry.number}-`))).toEqual([]);
  });

  it('gives each record a status that names only records there are', () => {
    const numbers = new Set(records.map((file) => file.slice(0, 3)));
    for (const { number, status } of listed) {
      expect(status, number).toMatch(STATUS);
      for (const cited of status.match(/\b\d{3}\b/g) ?? [])
        expect(numbers, number).toContain(cited);
    }
  });
});
