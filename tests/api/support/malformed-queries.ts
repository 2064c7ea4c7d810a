/**
 * Malformed query strings derived from a route's query schema and one valid request: per
 * parameter, the hostile values the body fuzzing sends too (malformed-values.ts: NUL, a lone
 * surrogate, control and bidi characters, impossible dates, numbers beyond range) and what only
 * a query string holds — far dates, a 10 000-character value, broken percent-encoding, bytes
 * that are not UTF-8, the parameter twice; for the whole query, unknown and `__proto__`
 * parameters. Every case is sent percent-encoded as a client
 * would (or broken on purpose).
 *
 * What the contract promises (PRODUCT.md §7): `rejected` — the error body, 400 or 422 naming
 * the parameter; `answered` — the route's own answer or such an error body; `ignored` — the
 * route's own answer. Never a 500.
 */
import type * as v from 'valibot';
import { fieldsOf } from './body-shape';
import {
  IMPOSSIBLE_DAYS,
  IMPOSSIBLE_MONTHS,
  NUL_TEXTS,
  NUMBERS_OUT_OF_RANGE,
  ODD_TEXTS,
  percentEncoded,
  UNREAD_KEYS,
} from './malformed-values';

export type QueryCase = {
  parameter: string;
  label: string;
  expect: 'rejected' | 'answered' | 'ignored';
  /** The query string's `name=value` pairs as sent, already encoded. */
  pairs: (valid: URLSearchParams) => [string, string][];
};

const encodedPairs = (valid: URLSearchParams) =>
  [...valid.entries()].map(([key, value]) => [key, encodeURIComponent(value)] as [string, string]);

/** The valid query with `name` set to the raw (already encoded) `value`, or repeated. */
const withValue =
  (name: string, ...values: string[]) =>
  (valid: URLSearchParams): [string, string][] => [
    ...encodedPairs(valid).filter(([key]) => key !== name),
    ...values.map((value) => [name, value] as [string, string]),
  ];

/** Values no parameter of the API takes: each refused with the error body naming it. */
const REFUSED: [string, string][] = [
  ...NUL_TEXTS.map(([label, text]): [string, string] => [label, percentEncoded(text)]),
  ['NUL alone', '%00'],
];

/**
 * Values some parameters take (a search for them) and others refuse: never a 500. Bytes that are
 * not UTF-8 reach the route decoded to U+FFFD, or as they were sent when the encoding is broken.
 * The texts, dates and numbers the body fuzzing sends, and what only a query string can hold.
 */
const ODD_QUERY_TEXTS: [string, string][] = [
  ...ODD_TEXTS,
  ['a line break', 'a\nb'],
  ['a zero-width space', 'Station\u200b3B'],
];
const ODD: [string, string][] = [
  ...ODD_QUERY_TEXTS.map(([label, text]): [string, string] => [label, percentEncoded(text)]),
  ...[...IMPOSSIBLE_DAYS, ...IMPOSSIBLE_MONTHS].map((day): [string, string] => [day, day]),
  ...NUMBERS_OUT_OF_RANGE.map((number): [string, string] => [number, encodeURIComponent(number)]),
  ['bytes that are not UTF-8', '%FF%FE'],
  ['year 9999, its last day', '9999-12-31'],
  ['a five-digit year', '10000-01-01'],
  ['a negative number', '-1'],
  ['zero', '0'],
  ['beyond a double', '1e309'],
  ['beyond 64 bits', '99999999999999999999999'],
  ['not a number', 'NaN'],
  ['empty', ''],
  ['10 000 characters', 'x'.repeat(10_000)],
  ['broken percent-encoding', '%'],
  ['broken percent-encoding inside', 'a%zzb'],
  ['an emoji', '%F0%9F%9A%91'],
  ['SQL', encodeURIComponent("' OR 1=1 --")],
  ['a LIKE pattern', '%25_%5C'],
];

export function malformedQueries(schema: v.GenericSchema, valid: URLSearchParams): QueryCase[] {
  const names = fieldsOf(schema as never, Object.fromEntries(valid)).map((field) => field.path[0]!);
  const cases: QueryCase[] = names.flatMap((name) => [
    ...REFUSED.map(([label, value]) => ({
      parameter: name,
      label,
      expect: 'rejected' as const,
      pairs: withValue(name, value),
    })),
    ...ODD.map(([label, value]) => ({
      parameter: name,
      label,
      expect: 'answered' as const,
      pairs: withValue(name, value),
    })),
    {
      parameter: name,
      label: 'given twice',
      expect: 'answered' as const,
      pairs: withValue(name, '1', '2'),
    },
  ]);
  for (const [label, name] of UNREAD_KEYS) {
    cases.push({
      parameter: name,
      label,
      expect: 'ignored',
      pairs: (valid) => [...encodedPairs(valid), [name, 'polluted']],
    });
  }
  return cases;
}
