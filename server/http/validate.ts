/**
 * Reading request input through the shared valibot schemas: every offending field is named
 * (422/1422), malformed JSON or a wrong content type is 400/1400, and nothing bad reaches a 500.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { AppError, invalid, malformed } from '../errors';
import { ERROR_CODES } from '../../src/contract/common';
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
  if (containsNulCharacter(body)) {
    throw malformed({
      de: 'Die Anfrage enthält ein unzulässiges Steuerzeichen (U+0000).',
      en: 'The request contains a forbidden control character (U+0000).',
    });
  }
  return parse(c, schema, body);
}

/**
 * PostgreSQL text cannot hold U+0000: such a value would pass the schemas and fail only at the
 * database, as a 500. Walked with a stack, as deeply nested JSON must not overflow the call stack.
 */
function containsNulCharacter(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
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
