/**
 * The hostile values both fuzzers send — in bodies (malformed-bodies.ts) and in query strings
 * (malformed-queries.ts) — and the contract's error body both check, so a value found to break
 * the API once is tried everywhere a client can put it. What each fuzzer expects of a value
 * stays its own: a note refuses control characters, a search may look for them.
 */
import type { ApiResponse } from './client';

/** NUL: PostgreSQL cannot even compare text holding it (issue 23 §3). Refused everywhere. */
export const NUL_TEXTS: readonly [string, string][] = [['NUL byte', 'a\u0000b']];

/** Characters no name or note takes (a search may). */
export const ODD_TEXTS: readonly [string, string][] = [
  ['lone surrogate', 'ab\ud800cd'],
  ['control characters', 'a\u0001\u0007\u001bb'],
  ['right-to-left override', 'abc\u202edef'],
];

/** Year 0000 exists in JavaScript, not in PostgreSQL (it was a 500: issue 23 §3). */
export const IMPOSSIBLE_DAYS = [
  '2025-02-30',
  '2023-02-29',
  '1950-13-01',
  '1950-00-10',
  '0000-00-00',
  '0000-01-01',
];
export const IMPOSSIBLE_MONTHS = ['0000-01', '2026-13', '2026-00'];

/** Numbers beyond 32 bits, beyond a double's exact integers, near its end. */
export const NUMBERS_OUT_OF_RANGE = ['2147483648', '-2147483649', '9007199254740993', '1e308'];

/**
 * Keys an object or a query must neither read nor keep: ignored, never echoed. A body gives them
 * the value (a query string, "polluted"): what a prototype would take in if they were read.
 */
export const UNREAD_KEYS: readonly [label: string, key: string, value: unknown][] = [
  ['unknown key', 'unknownFieldXyz', 'polluted'],
  ['__proto__ key', '__proto__', { polluted: 'yes', role: 'admin' }],
  ['constructor key', 'constructor', { prototype: { polluted: 'yes' } }],
];

/**
 * Text as a client sends it in a query string: percent-encoded UTF-8 — a lone surrogate as the
 * three bytes it would have (which encodeURIComponent refuses to make).
 */
export function percentEncoded(text: string): string {
  return [...text]
    .map((character) => {
      const unit = character.charCodeAt(0);
      if (character.length > 1 || unit < 0xd800 || unit > 0xdfff)
        return encodeURIComponent(character);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

const ERROR_CODE: Record<number, number> = { 400: 1400, 413: 1413, 422: 1422 };

/** Where an error answer is not the contract's error body, in words; empty when it is. */
export function errorBodyProblems(response: ApiResponse<Record<string, unknown>>): string[] {
  const { status, body } = response;
  const answer = `${status} ${JSON.stringify(body)?.slice(0, 200)}`;
  const problems: string[] = [];
  if (body?.code !== ERROR_CODE[status]) problems.push(`code ${ERROR_CODE[status]}: ${answer}`);
  if (typeof body?.message !== 'string' || !body.message) problems.push(`no message: ${answer}`);
  const extra = Object.keys(body ?? {}).filter(
    (key) => !['code', 'message', 'errors'].includes(key),
  );
  if (extra.length > 0) problems.push(`more than the error body (${extra.join(', ')}): ${answer}`);
  return problems;
}
