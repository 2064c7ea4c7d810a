// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INT4_MAX, optionalText, requiredText, version } from './common';
import { isWellFormedText } from './text-rules';

const messages = (schema: v.GenericSchema, input: unknown, lang: 'de' | 'en' = 'de') =>
  v.safeParse(schema, input, { lang }).issues?.map((issue) => issue.message) ?? [];

const SINGLE_LINE_DE = 'Bitte in einer Zeile, ohne Tabulatoren, Steuer- oder Textrichtungszeichen.';
const MULTI_LINE_DE = 'Enthält unzulässige Steuer- oder Textrichtungszeichen.';
const UNICODE_DE = 'Enthält ungültige Zeichen (kein gültiger Unicode-Text).';

describe('well-formed Unicode', () => {
  it.each([
    ['ab\ud800cd', false],
    ['ab\udc00cd', false],
    ['\udc00', false],
    ['\ud800', false],
    ['\ud83d\ude00\ude00', false],
    ['\ud83d\ud83d\ude00', false],
    ['😀 Müller-Lüdenscheidt', true],
    ['', true],
  ])('%j is well-formed: %s', (value, expected) => {
    expect(isWellFormedText(value)).toBe(expected);
  });

  it('refuses a lone surrogate in required and optional texts, in both languages', () => {
    expect(messages(requiredText(100), 'Stra\ud800ße')).toEqual([UNICODE_DE]);
    expect(messages(optionalText(100), 'x\udfff')).toEqual([UNICODE_DE]);
    expect(messages(requiredText(100), 'Stra\ud800ße', 'en')).toEqual([
      'Contains invalid characters (not valid Unicode text).',
    ]);
  });
});

describe('single-line texts', () => {
  it.each([
    'Anna\u0001',
    'An\u0007na',
    '\u001b[31mAnna',
    'Anna\tMeier',
    'Anna\nMeier',
    'Anna\rMeier',
    'Anna\u007f',
    'Anna\u0085',
    'Anna\u2028Meier',
    'Hauptstraße \u202e1',
    '\u202aAnna',
    '\u2066Anna\u2069',
  ])('refuse %j', (value) => {
    expect(messages(requiredText(100), value)).toEqual([SINGLE_LINE_DE]);
    expect(messages(optionalText(100), value)).toEqual([SINGLE_LINE_DE]);
  });

  it('say so in English too', () => {
    expect(messages(requiredText(100), 'a\u202eb', 'en')).toEqual([
      'Please use one line, without tabs, control or text-direction characters.',
    ]);
  });

  it('accept ordinary names, with umlauts, apostrophes, marks and emoji, trimmed', () => {
    for (const value of ["D'Angelo", 'Müller-Lüdenscheidt', 'Ørsted', 'שלום', '🚑 Wache 3']) {
      expect(v.parse(requiredText(100), value)).toBe(value);
    }
    // Leading and trailing line breaks are trimmed away before the check.
    expect(v.parse(requiredText(100), '\n Anna \t')).toBe('Anna');
  });
});

describe('invisible format characters', () => {
  it.each([
    ['Station\u200b3B', 'Station3B'],
    ['\ufeffAnna', 'Anna'],
    ['Mei\u00ader', 'Meier'],
    ['Haupt\u2060straße \u200c1\u200d', 'Hauptstraße 1'],
    ['שלום\u200f', 'שלום'],
    ['\u200e Anna \u2063', 'Anna'],
  ])('are removed from single-line texts: %j', (value, expected) => {
    expect(v.parse(requiredText(100), value)).toBe(expected);
    expect(v.parse(optionalText(100), value)).toBe(expected);
  });

  it('leave a text of nothing else empty', () => {
    expect(messages(requiredText(100), '\u200b\u200b')).toEqual(['Bitte ausfüllen.']);
    expect(v.parse(optionalText(100), '\u200b')).toBeUndefined();
  });

  it('are removed from notes, except the joiners of emoji and scripts', () => {
    const note = optionalText(2000, { multiline: true });
    expect(v.parse(note, 'Familie 👨\u200d👩\u200d👧\u200b da\u00adheim')).toBe(
      'Familie 👨\u200d👩\u200d👧 daheim',
    );
  });
});

describe('multi-line texts', () => {
  const note = optionalText(2000, { multiline: true });

  it('allow line breaks and tabs', () => {
    expect(v.parse(note, 'Rollstuhl\r\nbraucht\tHilfe\u2028')).toBe('Rollstuhl\r\nbraucht\tHilfe');
  });

  it.each(['a\u0000b', 'a\u0001b', 'a\u000bb', 'a\u000cb', 'a\u001bb', 'a\u202eb', 'a\u2067b'])(
    'refuse %j',
    (value) => {
      expect(messages(note, value)).toEqual([MULTI_LINE_DE]);
      expect(messages(requiredText(2000, { multiline: true }), value)).toEqual([MULTI_LINE_DE]);
    },
  );
});

describe('version', () => {
  it('is bounded by the integer column', () => {
    expect(INT4_MAX).toBe(2147483647);
    expect(v.parse(version, 2147483647)).toBe(2147483647);
    // 9007199254740993 as a client's JSON sends it: it arrives as the nearest double.
    for (const value of [2147483648, 1e308, JSON.parse('9007199254740993') as number, 0, -1, 1.5]) {
      expect(v.safeParse(version, value).success, String(value)).toBe(false);
    }
  });
});
