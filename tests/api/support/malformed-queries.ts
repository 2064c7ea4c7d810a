/**
 * Malformed query strings derived from a route's query schema and one valid request: per
 * parameter, NUL bytes, year 0000 and other impossible or far dates, numbers beyond any range,
 * a 10 000-character value, broken percent-encoding, bytes that are not UTF-8, a lone
 * surrogate's bytes, control, bidi and invisible characters, the parameter twice; for the whole
 * query, unknown and `__proto__` parameters. Every case is sent percent-encoded as a client
 * would (or broken on purpose).
 *
 * What the contract promises (PRODUCT.md §7): `rejected` — the error body, 400 or 422 naming
 * the parameter; `answered` — the route's own answer or such an error body; `ignored` — the
 * route's own answer. Never a 500.
 */
import type * as v from 'valibot';
import { fieldsOf } from './body-shape';

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

/**
 * Values no parameter of the API takes (PostgreSQL cannot even compare text holding NUL): each
 * refused with the error body naming it.
 */
const REFUSED: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', 'Station%00B'],
];

/**
 * Values some parameters take (a search for them) and others refuse: never a 500. Bytes that are
 * not UTF-8 reach the route decoded to U+FFFD, or as they were sent when the encoding is broken.
 */
const ODD: [string, string][] = [
  ['bytes that are not UTF-8', '%FF%FE'],
  ['a lone surrogate’s bytes', '%ED%A0%80'],
  ['a line break', 'a%0Ab'],
  ['a bidi override', '%E2%80%AEabc'],
  ['year 0000', '0000-01-01'],
  ['year 0000 month', '0000-01'],
  ['year 9999, its last day', '9999-12-31'],
  ['a five-digit year', '10000-01-01'],
  ['30 February', '2026-02-30'],
  ['a negative number', '-1'],
  ['zero', '0'],
  ['beyond a double', '1e309'],
  ['beyond 64 bits', '99999999999999999999999'],
  ['not a number', 'NaN'],
  ['empty', ''],
  ['10 000 characters', 'x'.repeat(10_000)],
  ['broken percent-encoding', '%'],
  ['broken percent-encoding inside', 'a%zzb'],
  ['a zero-width space', 'Station%E2%80%8B3B'],
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
  for (const [label, name] of [
    ['an unknown parameter', 'unknownParameterXyz'],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
  ] as const) {
    cases.push({
      parameter: name,
      label,
      expect: 'ignored',
      pairs: (valid) => [...encodedPairs(valid), [name, 'polluted']],
    });
  }
  return cases;
}
