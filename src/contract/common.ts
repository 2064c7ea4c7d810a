/** Building blocks shared by every schema of the API contract (PRODUCT.md §7). */
import * as v from 'valibot';
import { m } from './messages';
import {
  allowedCharacters,
  invisibleRemoved,
  wellFormed,
  withoutInvisible,
  type TextOptions,
} from './text-rules';

/** The largest value of a PostgreSQL `integer` column; a larger number would overflow there. */
export const INT4_MAX = 2_147_483_647;

/** An object whose missing keys read "please fill in" rather than valibot's developer message. */
export const object = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.object(entries, m('required'));

/**
 * A required text: trimmed, not empty, bounded, valid Unicode; single-line unless `multiline`
 * (text-rules.ts says which characters each kind refuses).
 */
export const requiredText = (max: number, options: TextOptions = {}) =>
  v.pipe(
    v.string(m('required')),
    invisibleRemoved(options),
    v.trim(),
    v.nonEmpty(m('required')),
    v.maxLength(max, m('tooLong')),
    wellFormed,
    allowedCharacters(options),
  );

/** An optional text; empty or null means "not given" so form fields and stored nulls both fit. */
export const optionalText = (max: number, options: TextOptions = {}) =>
  v.pipe(
    v.nullish(v.string(m('invalidType'))),
    v.transform((value) =>
      value == null ? undefined : withoutInvisible(value, options.multiline).trim(),
    ),
    v.optional(
      v.pipe(v.string(), v.maxLength(max, m('tooLong')), wellFormed, allowedCharacters(options)),
    ),
    v.transform((value) => (value === '' ? undefined : value)),
  );

export const uuid = v.pipe(v.string(m('uuid')), v.uuid(m('uuid')));

export const email = v.pipe(
  v.string(m('required')),
  v.trim(),
  v.nonEmpty(m('required')),
  v.maxLength(254, m('tooLong')),
  v.email(m('email')),
  v.toLowerCase(),
);

const PHONE = /^\+?[0-9][0-9 ()/-]{3,30}$/;
export const phone = v.pipe(
  v.string(m('required')),
  v.trim(),
  v.nonEmpty(m('required')),
  v.regex(PHONE, m('phone')),
);
export const optionalPhone = v.pipe(
  optionalText(40),
  v.check((value) => value === undefined || PHONE.test(value), m('phone')),
);

/** A whole number within bounds, refused with the one message of its field. */
export const boundedInteger = (min: number, max: number, message: Parameters<typeof m>[0]) =>
  v.pipe(
    v.number(m(message)),
    v.integer(m(message)),
    v.minValue(min, m(message)),
    v.maxValue(max, m(message)),
  );

export const version = v.pipe(
  v.number(m('version')),
  v.integer(m('version')),
  v.minValue(1, m('version')),
  v.maxValue(INT4_MAX, m('version')),
);

export const language = v.picklist(['de', 'en'], m('language'));

/** The error body of every failed request. */
export const ErrorBody = v.object({
  code: v.number(),
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  current: v.optional(v.unknown()),
  /** On 500: the request id to quote to the operator, who finds the logged error by it. */
  requestId: v.optional(v.string()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

export const ERROR_CODES = {
  malformed: 1400,
  unauthenticated: 0,
  wrongCredentials: 1001,
  refreshInvalid: 1002,
  accessExpired: 1003,
  emailUnconfirmed: 1004,
  forbidden: 1403,
  notFound: 1404,
  versionConflict: 1409,
  transitionNotAllowed: 1410,
  validation: 1422,
  idempotencyMismatch: 1423,
  payloadTooLarge: 1413,
  tooManyRequests: 1429,
  internal: 1500,
  unavailable: 1503,
} as const;

/**
 * A page of a list: `{ data, total_rows }`. A list counts at most 1 000 matches (or to the end
 * of the page asked for): when more match, `total_rows` is that limit and `more_rows` is true
 * (decision 061). The notifications' list always counts exactly (seed §7).
 */
export type Page<T> = { data: T[]; total_rows: number; more_rows?: true };

/** The highest page number a list accepts (1 000 000 pages of 100 are far beyond any list). */
export const MAX_PAGE = 1_000_000;

/** Query of every list endpoint; `sortable` names the fields a list can be sorted by. */
export const listQuery = <const TSort extends string>(sortable: readonly TSort[]) =>
  object({
    page: v.optional(
      v.pipe(
        v.string(),
        v.toNumber(m('page')),
        v.integer(m('page')),
        v.minValue(1, m('page')),
        // Bounded so that the offset it implies stays a number the database accepts.
        v.maxValue(MAX_PAGE, m('page')),
      ),
      '1',
    ),
    per_page: v.optional(
      v.pipe(
        v.string(),
        v.toNumber(m('perPage')),
        v.integer(m('perPage')),
        v.minValue(1, m('perPage')),
        v.maxValue(100, m('perPage')),
      ),
      '25',
    ),
    // As a name field: a NUL (which PostgreSQL cannot compare) or a control character is refused.
    search: v.optional(
      v.pipe(
        v.string(),
        invisibleRemoved({}),
        v.trim(),
        v.maxLength(100, m('tooLong')),
        wellFormed,
        allowedCharacters({}),
      ),
    ),
    sort: v.optional(
      v.picklist(
        sortable.flatMap((field) => [field, `-${field}`] as const),
        m('sort'),
      ),
    ),
  });
