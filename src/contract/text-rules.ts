/**
 * Which characters a text field may hold. Shared by every text building block of the contract
 * (common.ts), so forms, server and worker refuse the same things with the same message.
 *
 * - Text that is not valid Unicode (a lone UTF-16 surrogate, e.g. from `"ab\ud800cd"` in JSON)
 *   cannot be stored as it is: PostgreSQL `text` would silently get U+FFFD and `jsonb` refuses
 *   it outright. It is refused, never altered.
 * - Control characters (C0, DEL, C1) and the bidirectional embeddings, overrides and isolates
 *   (U+202A–U+202E, U+2066–U+2069) make a name or street display differently from what is stored
 *   — "Trojan Source" for addresses. Single-line fields refuse them and line breaks (also
 *   U+2028/U+2029) and tabs; multi-line fields (notes) allow only tab, line feed and carriage
 *   return among them.
 * - Invisible format characters (zero-width space U+200B, U+200C–U+200F, word joiner and the
 *   invisible operators U+2060–U+2064, U+FEFF, soft hyphen U+00AD, Mongolian vowel separator
 *   U+180E) let "Station\u200b3B" pass for "Station3B": a look-alike duplicate of a name, team or
 *   address. They are removed, not refused — nobody can see, let alone delete, what a message
 *   would name (decision 064). Multi-line texts keep U+200C/U+200D, which join emoji and the
 *   letters of some scripts; a note names nothing that must be told apart.
 */
import * as v from 'valibot';
import { m } from './messages';

/* eslint-disable no-control-regex -- these patterns exist to find control characters */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const MULTI_LINE_FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */

/**
 * A high surrogate not followed by a low one, or a low one not preceded by a high one. Written
 * without lookbehind, which older Safari versions (crews' phones) cannot parse.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

export function hasForbiddenCharacters(value: string, multiline: boolean): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g;
const INVISIBLE_BUT_JOINERS = /[\u00ad\u180e\u200b\u200e\u200f\u2060-\u2064\ufeff]/g;

export function withoutInvisible(value: string, multiline = false): string {
  return value.replace(multiline ? INVISIBLE_BUT_JOINERS : INVISIBLE, '');
}

export type TextOptions = {
  /** A note or other free text typed in a text area: line breaks and tabs are allowed. */
  multiline?: boolean;
};

/** The two checks every text building block ends with, as valibot pipe actions. */
export const wellFormed = v.check(isWellFormedText, m('invalidUnicode'));
export const allowedCharacters = ({ multiline = false }: TextOptions) =>
  v.check(
    (value: string) => !hasForbiddenCharacters(value, multiline),
    m(multiline ? 'multiLineCharacters' : 'singleLineCharacters'),
  );

/** Removes the invisible format characters (before trimming: they may hide a space). */
export const invisibleRemoved = ({ multiline = false }: TextOptions) =>
  v.transform((value: string) => withoutInvisible(value, multiline));
