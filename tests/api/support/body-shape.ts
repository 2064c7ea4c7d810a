/**
 * Reads a write route's valibot schema as the malformed-body generator needs it: every field
 * (as a dot path) with the JSON types it accepts, whether it may be missing or null, and the
 * values of a picklist. The schema kinds the contract uses today are known; any other stops the
 * suite with a message, so a new kind is taught here the day a route brings it.
 */
import * as v from 'valibot';

export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export type Field = {
  path: string[];
  types: Set<JsonType>;
  required: boolean;
  /** The allowed values when the schema lists them (picklist, literal). */
  members?: unknown[];
  /** The value in the valid body the cases start from. */
  value: unknown;
  /** Nested objects: their entries, walked in turn. */
  isObject: boolean;
};

type AnySchema = v.GenericSchema & {
  wrapped?: AnySchema;
  options?: readonly (AnySchema | string | number | boolean)[];
  entries?: Record<string, AnySchema>;
  literal?: unknown;
};

const OPTIONAL = new Set(['optional', 'nullish', 'undefinedable', 'exact_optional']);
const NULLABLE = new Set(['nullish', 'nullable']);
const LEAVES: Record<string, JsonType> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  null: 'null',
  object: 'object',
  array: 'array',
};

type Acceptance = { types: Set<JsonType>; required: boolean; members?: unknown[] };

/** What a schema accepts at the top: JSON types, absence, listed values. */
function acceptance(schema: AnySchema): Acceptance {
  if (OPTIONAL.has(schema.type) || NULLABLE.has(schema.type)) {
    const inner = acceptance(schema.wrapped!);
    if (NULLABLE.has(schema.type)) inner.types.add('null');
    return { ...inner, required: inner.required && !OPTIONAL.has(schema.type) };
  }
  if (schema.type === 'union') {
    const options = (schema.options as AnySchema[]).map(acceptance);
    return {
      types: new Set(options.flatMap((option) => [...option.types])),
      required: options.every((option) => option.required),
    };
  }
  if (schema.type === 'picklist') {
    const members = [...schema.options!];
    return { types: new Set(members.map(jsonTypeOf)), required: true, members };
  }
  if (schema.type === 'literal') {
    return {
      types: new Set([jsonTypeOf(schema.literal)]),
      required: true,
      members: [schema.literal],
    };
  }
  const type = LEAVES[schema.type];
  if (!type) {
    throw new Error(
      `The malformed-body generator does not know valibot's "${schema.type}" schema yet: teach tests/api/support/body-shape.ts`,
    );
  }
  return { types: new Set([type]), required: true };
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

/** The object schema inside wrappers (optional, nullish, …), if there is one. */
function objectSchema(schema: AnySchema): AnySchema | undefined {
  if (schema.type === 'object') return schema;
  if (schema.wrapped) return objectSchema(schema.wrapped);
  return undefined;
}

/**
 * Every field of an object schema, depth first. A union of objects at the top (one body of
 * several shapes) is walked in the option the valid body takes.
 */
export function fieldsOf(schema: AnySchema, valid: unknown, path: string[] = []): Field[] {
  if (schema.type === 'union' && path.length === 0) {
    const option = (schema.options as AnySchema[]).find((candidate) => v.is(candidate, valid));
    if (!option) throw new Error('the valid body matches no option of the schema');
    return fieldsOf(option, valid, path);
  }
  const object = objectSchema(schema);
  if (!object) throw new Error(`${path.join('.') || 'the body'} is not an object schema`);
  return Object.entries(object.entries!).flatMap(([key, entry]) => {
    const value = (valid as Record<string, unknown> | undefined)?.[key];
    const nested = objectSchema(entry);
    const field: Field = {
      path: [...path, key],
      ...acceptance(entry),
      value,
      isObject: nested !== undefined,
    };
    return nested && value !== undefined
      ? [field, ...fieldsOf(nested, value, field.path)]
      : [field];
  });
}
