// @vitest-environment node
import { describe, expect, it } from 'vitest';
import enCatalogue from './en/messages.po?raw';

/**
 * The English catalogue is complete: every message German (the source) has is translated, and
 * every placeholder of the German text comes back in the English one. Run `npx lingui extract`
 * after adding strings, then translate what it reports as missing for en.
 */

type Entry = { msgid: string; msgstr: string; line: number };

const unquote = (quoted: string): string =>
  quoted
    .slice(1, -1)
    .replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t' })[char] ?? char);

/** The live entries of a .po file: no header, no obsolete (`#~`) entries, plural forms unused. */
function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let current: { msgid?: string; msgstr?: string; line: number } | null = null;
  let field: 'msgid' | 'msgstr' | null = null;
  const flush = () => {
    if (current?.msgid) {
      entries.push({ msgid: current.msgid, msgstr: current.msgstr ?? '', line: current.line });
    }
    current = null;
    field = null;
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return flush();
    if (line.startsWith('#')) {
      // A comment starts a new entry; an obsolete entry never becomes one.
      if (current?.msgid !== undefined) flush();
      field = null;
      return;
    }
    const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, key, quoted] = keyword;
      if (key === 'msgctxt' || (key === 'msgid' && current?.msgid !== undefined)) flush();
      current ??= { line: index + 1 };
      field = key === 'msgctxt' ? null : (key as 'msgid' | 'msgstr');
      if (field) current[field] = unquote(quoted!);
      return;
    }
    if (line.startsWith('"') && current && field) {
      current[field] = (current[field] ?? '') + unquote(line);
    }
  });
  flush();
  return entries;
}

/**
 * The argument names (`{name}`, `{count, plural, …}`) and the component tags (`<0>`, `</0>`) of
 * an ICU message, as Lingui writes it. Throws on unbalanced braces.
 */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  let i = 0;

  const skipSpace = () => {
    while (/\s/.test(message[i] ?? '')) i++;
  };
  const word = () => {
    skipSpace();
    const start = i;
    while (i < message.length && !/[\s,{}]/.test(message[i]!)) i++;
    return message.slice(start, i);
  };
  const expect = (char: string) => {
    skipSpace();
    if (i >= message.length) throw new Error(`unclosed “{” in: ${message}`);
    if (message[i] !== char) throw new Error(`expected “${char}” at ${i} in: ${message}`);
    i++;
  };

  // Text up to the end, or up to the `}` closing a plural/select branch.
  const text = (inBranch: boolean) => {
    while (i < message.length) {
      const char = message[i]!;
      if (char === "'" && (message[i + 1] === '{' || message[i + 1] === '}')) {
        const end = message.indexOf("'", i + 1);
        i = end === -1 ? message.length : end + 1;
      } else if (char === '{') {
        i++;
        argument();
      } else if (char === '}') {
        if (inBranch) return;
        throw new Error(`unbalanced “}” at ${i} in: ${message}`);
      } else {
        const tag = /^<\/?\d+\/?>/.exec(message.slice(i));
        if (tag) found.add(tag[0]);
        i += tag ? tag[0].length : 1;
      }
    }
    if (inBranch) throw new Error(`unclosed “{” in: ${message}`);
  };

  const argument = () => {
    const name = word();
    if (!name) throw new Error(`empty placeholder at ${i} in: ${message}`);
    found.add(`{${name}}`);
    skipSpace();
    if (message[i] === '}') {
      i++;
      return;
    }
    expect(',');
    const type = word();
    skipSpace();
    if (message[i] === '}') {
      i++;
      return;
    }
    expect(',');
    if (['plural', 'selectordinal', 'select'].includes(type)) {
      for (;;) {
        skipSpace();
        if (message[i] === '}') {
          i++;
          return;
        }
        if (i >= message.length) throw new Error(`unclosed “{${name}” in: ${message}`);
        const selector = word();
        if (!selector) throw new Error(`expected a selector at ${i} in: ${message}`);
        if (selector.startsWith('offset:')) continue;
        expect('{');
        text(true);
        expect('}');
      }
    }
    // number/date/time with a style: skip to the matching brace.
    let depth = 1;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth++;
      if (message[i] === '}') depth--;
      i++;
    }
    if (depth > 0) throw new Error(`unclosed “{${name}” in: ${message}`);
  };

  text(false);
  return [...found];
}

const entries = parsePo(enCatalogue);

describe('src/locales/en/messages.po', () => {
  it('has messages', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('translates every message', () => {
    const untranslated = entries
      .filter((entry) => entry.msgstr.trim() === '')
      .map((entry) => entry.msgid);
    expect(untranslated, `${untranslated.length} untranslated message(s)`).toEqual([]);
  });

  it('keeps every placeholder and tag of the German text', () => {
    const problems = entries
      .filter((entry) => entry.msgstr.trim() !== '')
      .flatMap(({ msgid, msgstr, line }) => {
        let kept: string[];
        try {
          kept = placeholders(msgstr);
        } catch (error) {
          return [`line ${line}: ${(error as Error).message}`];
        }
        const lost = placeholders(msgid).filter((placeholder) => !kept.includes(placeholder));
        return lost.length > 0 ? [`line ${line}: ${msgid} → ${msgstr} lacks ${lost.join(' ')}`] : [];
      });
    expect(problems).toEqual([]);
  });
});

describe('the catalogue checks themselves', () => {
  it('parse multi-line, escaped and obsolete entries', () => {
    const parsed = parsePo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: en\\n"',
        '',
        '#: a.tsx',
        'msgid "Sag \\"Hallo\\""',
        'msgstr "Say \\"hello\\""',
        '',
        '#: b.tsx',
        'msgid ""',
        '"Zwei "',
        '"Zeilen"',
        'msgstr ""',
        '',
        '#: c.tsx',
        '#~ msgid "Alt"',
        '#~ msgstr ""',
      ].join('\n'),
    );
    expect(parsed.map(({ msgid, msgstr }) => [msgid, msgstr])).toEqual([
      ['Sag "Hallo"', 'Say "hello"'],
      ['Zwei Zeilen', ''],
    ]);
  });

  it('find arguments and tags, not plural branch text', () => {
    expect(placeholders('{0} · {name}')).toEqual(['{0}', '{name}']);
    expect(
      new Set(placeholders('{total, plural, one {{from}–{to} von # Eintrag} other {Einträge}}')),
    ).toEqual(new Set(['{from}', '{to}', '{total}']));
    expect(placeholders('Noch kein Konto? <0>Registrieren</0>')).toEqual(['<0>', '</0>']);
    expect(placeholders("Something's missing.")).toEqual([]);
    expect(() => placeholders('{name')).toThrow();
    expect(() => placeholders('name}')).toThrow();
  });
});
