/**
 * Malformed request bodies derived from a write route's schema and one valid body: per field,
 * values of the wrong JSON type, null, absence, 1 MB strings, NUL bytes, lone surrogates,
 * control and bidi-override characters (refused in every text, notes included), impossible
 * dates, numbers beyond 32 bits, deep nesting; per object, unknown and `__proto__` keys; for
 * the whole body, other shapes, broken JSON, random bytes and a body over the size limit.
 * Seeded: the same seed gives the same cases (FUZZ_SEED).
 *
 * Each case says what the contract promises for it (PRODUCT.md §7): `rejected` — the error body,
 * 400 or 422 naming the field, nothing stored; `malformed` — 400; `too large` — 413; `ignored` —
 * unknown keys are dropped and the request succeeds as if they were not there.
 */
import { fieldsOf, jsonTypeOf, type Field, type JsonType } from './body-shape';
import {
  IMPOSSIBLE_DAYS,
  IMPOSSIBLE_MONTHS,
  NUL_TEXTS,
  NUMBERS_OUT_OF_RANGE,
  ODD_TEXTS,
  UNREAD_KEYS,
} from './malformed-values';
import type * as v from 'valibot';

export type Expectation = 'rejected' | 'malformed' | 'too large' | 'ignored';

export type BodyCase = {
  /** The field as a dot path; '' for the whole body. */
  field: string;
  label: string;
  expect: Expectation;
  contentType: string;
  /** The body as sent, built from the valid body on demand (some are a megabyte). */
  body: (valid: unknown) => string | Uint8Array;
};

/** Passwords and mailed codes are compared, never shown: any character may be theirs. */
const SECRETS = /^(password|passwordRetry|oldPassword|code)$/;
const MEGABYTE_TEXT = 1_000_000;
/** Over the API's body limit of 1 MiB. */
const OVER_LIMIT = 1024 * 1024 + 1024;
const NESTING = { body: 50_000, field: 10_000 };

/** A value written into the JSON text as it is (numbers JSON.stringify would round, nesting). */
class Raw {
  constructor(readonly text: string) {}
}
const DELETE = Symbol('delete');
/** A value for a field: fixed, or computed from the valid body when the case is sent. */
type Value = unknown | Raw | typeof DELETE | ((valid: unknown) => unknown);

function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}
type Random = ReturnType<typeof seededRandom>;

/** JSON text of `value` with every Raw written as its text. */
function serialise(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof Raw)) return item;
    raws.push(item.text);
    return `@raw${raws.length - 1}@`;
  });
  return text.replace(/"@raw(\d+)@"/g, (_match, index: string) => raws[Number(index)]!);
}

/** A copy of `body` with `value` at `path` (or the key removed); `__proto__` is an own key. */
function withValue(body: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const [key, ...rest] = path as [string, ...string[]];
  const inner = rest.length === 0 ? value : withValue(copy[key], rest, value);
  if (inner === DELETE) delete copy[key];
  else ownKey(copy, key, inner);
  return copy;
}

function ownKey(object: object, key: string, value: unknown) {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true });
  return object;
}

const valueAt = (valid: unknown, path: readonly string[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], valid);

type Case = Omit<BodyCase, 'field' | 'contentType'>;
type Put = (label: string, value: Value, expect?: Expectation) => void;

function collector(path: readonly string[]): { cases: Case[]; put: Put } {
  const cases: Case[] = [];
  const put: Put = (label, value, expect = 'rejected') =>
    cases.push({
      label,
      expect,
      body: (valid) =>
        serialise(withValue(valid, path, typeof value === 'function' ? value(valid) : value)),
    });
  return { cases, put };
}

/** A value of each JSON type the field does not accept, varied by the seed. */
function wrongTypes(types: ReadonlySet<JsonType>, random: Random): [JsonType, unknown][] {
  const samples: Record<Exclude<JsonType, 'null'>, unknown[]> = {
    string: ['x', '', ' ', '0', 'true'],
    number: [0, -1, 42, 3.5],
    boolean: [true, false],
    object: [{}, { value: 'x' }, { 0: 1 }],
    array: [[], ['x'], [1, 2]],
  };
  return (Object.keys(samples) as (keyof typeof samples)[])
    .filter((type) => !types.has(type))
    .map((type) => [type, random.pick(samples[type])]);
}

const deepNesting = (depth: number) => new Raw('['.repeat(depth) + ']'.repeat(depth));

function fieldCases(field: Field, random: Random, put: Put) {
  for (const [type, value] of wrongTypes(field.types, random)) put(`wrong type: ${type}`, value);
  if (!field.types.has('null')) put('null', null);
  if (field.required) put('missing', DELETE);
  put('deep nesting', deepNesting(NESTING.field));
  for (const member of field.members ?? []) {
    if (typeof member === 'string') put(`not listed: ${member}x`, `${member}x`);
    if (member === true) put('not listed: false', false);
  }
  if (field.types.has('string')) {
    // Half ASCII, half four-byte emoji: a megabyte in UTF-8, fewer UTF-16 units.
    put('1 MB string', 'x'.repeat(MEGABYTE_TEXT / 2) + '😀'.repeat(MEGABYTE_TEXT / 8));
    for (const [label, text] of NUL_TEXTS) put(label, text);
    if (!SECRETS.test(field.path.at(-1)!)) for (const [label, text] of ODD_TEXTS) put(label, text);
  }
  // A date (or a time: the day part is broken, the rest kept).
  if (typeof field.value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(field.value)) {
    const rest = field.value.slice(10);
    for (const day of IMPOSSIBLE_DAYS) put(`impossible date ${day}`, day + rest);
    for (const text of ['17.05.1941', '1941-5-17']) put(`not a date: ${text}`, text);
  }
  // A month (an invoice's period).
  if (typeof field.value === 'string' && /^\d{4}-\d{2}$/.test(field.value)) {
    for (const month of IMPOSSIBLE_MONTHS) put(`impossible month ${month}`, month);
  }
  if (field.types.has('number')) {
    for (const number of NUMBERS_OUT_OF_RANGE) {
      put(`number ${number}`, new Raw(number));
    }
  }
}

/** Keys an object must neither read nor keep, unknown ones and `__proto__`. */
function objectCases(path: readonly string[], hasRequired: boolean, put: Put) {
  const withKey = (key: string, value: unknown) => (valid: unknown) =>
    ownKey({ ...(valueAt(valid, path) as object) }, key, value);
  for (const [label, key, value] of UNREAD_KEYS) put(label, withKey(key, value), 'ignored');
  if (hasRequired) {
    put('fields only under __proto__', (valid: unknown) =>
      ownKey({}, '__proto__', valueAt(valid, path)),
    );
  }
}

function wholeBodyCases(hasRequired: boolean, random: Random): BodyCase[] {
  const { cases, put } = collector([]);
  for (const [type, value] of wrongTypes(new Set(['object']), random)) {
    put(`not an object: ${type}`, value);
  }
  put('null', null);
  put('deep nesting', deepNesting(NESTING.body));
  if (hasRequired) put('empty object', {});
  objectCases([], hasRequired, put);
  put(
    'over the size limit',
    (valid: unknown) => ({ ...(valid as object), padding: 'x'.repeat(OVER_LIMIT) }),
    'too large',
  );
  const json = 'application/json';
  const raw = (label: string, body: BodyCase['body'], expect: Expectation, contentType = json) =>
    ({ field: '', label, expect, contentType, body }) satisfies BodyCase;
  return [
    ...cases.map((item) => ({ ...item, field: '', contentType: json })),
    raw('broken JSON', (valid) => serialise(valid).slice(0, -1), 'malformed'),
    raw('JSON sent as text/plain', serialise, 'malformed', 'text/plain'),
    raw(
      'a form instead of JSON',
      () => 'a=b&c=d',
      'malformed',
      'application/x-www-form-urlencoded',
    ),
    ...[1, 2, 3, 4, 5].map((n) => {
      const bytes = Uint8Array.from({ length: 1 + Math.floor(random.next() * 200) }, () =>
        Math.floor(random.next() * 256),
      );
      // Random bytes may happen to be JSON (a number): then it is no object, a 422.
      return raw(`random bytes #${n}`, () => bytes, 'rejected');
    }),
  ];
}

/** Every malformed body of a route, in a fixed order for a given seed. */
export function malformedBodies(schema: v.GenericSchema, valid: unknown, seed: number): BodyCase[] {
  const random = seededRandom(seed);
  const fields = fieldsOf(schema as never, valid);
  const hasRequired = (path: readonly string[]) =>
    fields.some(
      (field) =>
        field.required &&
        field.path.length === path.length + 1 &&
        path.every((key, i) => field.path[i] === key),
    );
  const perField = fields.flatMap((field) => {
    const { cases, put } = collector(field.path);
    fieldCases(field, random, put);
    if (field.isObject && jsonTypeOf(field.value) === 'object') {
      objectCases(field.path, hasRequired(field.path), put);
    }
    return cases.map((item) => ({
      ...item,
      field: field.path.join('.'),
      contentType: 'application/json',
    }));
  });
  return [...wholeBodyCases(hasRequired([]), random), ...perField];
}
