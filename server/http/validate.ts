/**
 * Reading request input through the shared valibot schemas: every offending field is named
 * (422/1422), malformed JSON or a wrong content type is 400/1400, and nothing bad reaches a 500.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { AppError, invalid, malformed } from '../errors';
import { ERROR_CODES } from '../../src/contract/common';
import { message } from '../../src/contract/messages';
import { isWellFormedText } from '../../src/contract/text-rules';
import type { AppEnv } from '../context';

/** Flattens valibot issues into `{ "field.path": [messages] }`; form-level issues under `_`. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

export async function readJson<TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw malformed({
      de: 'Die Anfrage muss JSON sein (Content-Type: application/json).',
      en: 'The request must be JSON (Content-Type: application/json).',
    });
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw malformed({ de: 'Ungültiges JSON.', en: 'Invalid JSON.' });
  }
  // Every write of the API takes one JSON object; valibot's objects would also take an array.
  // Like any other body the schema refuses, it is a 422 (on the whole body, `_`).
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid({
      _: [
        c.get('language') === 'en'
          ? 'The request must be a JSON object.'
          : 'Die Anfrage muss ein JSON-Objekt sein.',
      ],
    });
  }
  const { refusal, notUnicode } = inspectStrings(body);
  if (refusal === 'nul') {
    throw malformed({
      de: 'Die Anfrage enthält ein unzulässiges Steuerzeichen (U+0000).',
      en: 'The request contains a forbidden control character (U+0000).',
    });
  }
  if (refusal === 'key') {
    throw malformed({
      de: 'Die Anfrage enthält einen Feldnamen, der kein gültiger Text ist.',
      en: 'The request contains a field name that is not valid text.',
    });
  }
  if (notUnicode.length === 0) return parse(c, schema, body);
  // Text that is not valid Unicode anywhere in the body (also in fields no text building block
  // checks, such as passwords) is named like any other invalid field, beside the schema's own.
  const language = c.get('language');
  const result = v.safeParse(schema, body, { lang: language });
  const errors = result.success ? {} : fieldErrors(result.issues);
  const text = message('invalidUnicode', language);
  for (const path of notUnicode) {
    const messages = (errors[path] ??= []);
    if (!messages.includes(text)) messages.push(text);
  }
  throw invalid(errors);
}

/**
 * Finds strings PostgreSQL cannot store as sent: U+0000 (text cannot hold it) anywhere, and text
 * that is not valid Unicode (a lone surrogate), by the dot path valibot would name the field with.
 * Walked with a stack, as deeply nested JSON must not overflow the call stack.
 */
function inspectStrings(value: unknown): {
  refusal: 'nul' | 'key' | undefined;
  notUnicode: string[];
} {
  const notUnicode: string[] = [];
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { refusal: 'nul', notUnicode };
      if (!isWellFormedText(item)) notUnicode.push(path || '_');
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return { refusal: 'nul', notUnicode };
        if (!isWellFormedText(key)) return { refusal: 'key', notUnicode };
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return { refusal: undefined, notUnicode: notUnicode.reverse() };
}

export function parse<TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { lang: c.get('language') });
  if (!result.success) throw invalid(fieldErrors(result.issues));
  return result.output;
}

/** Query parameters: a value the endpoint does not understand is a malformed request (400). */
export function readQuery<TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: TSchema,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, c.req.query(), { lang: c.get('language') });
  if (!result.success) {
    throw new AppError(400, ERROR_CODES.malformed, { errors: fieldErrors(result.issues) });
  }
  return result.output;
}

/** A path parameter that must be a UUID; anything else cannot name a record, so 404. */
export function idParam(c: Context<AppEnv>, name = 'id'): string {
  const value = c.req.param(name) ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    throw new AppError(404, ERROR_CODES.notFound);
  }
  return value.toLowerCase();
}
