import type { AnyFieldMeta } from '@tanstack/react-form';

/** The messages of a field's errors, whatever produced them (schema issue, server, string). */
export function errorMessages(meta: Pick<AnyFieldMeta, 'errors'>): string[] {
  const messages = meta.errors.flatMap((error: unknown) => {
    if (typeof error === 'string') return [error];
    if (Array.isArray(error)) return error.filter((e): e is string => typeof e === 'string');
    if (error && typeof error === 'object' && 'message' in error) return [String(error.message)];
    return [];
  });
  return [...new Set(messages)];
}

/** The server names array items `items.0.type` (valibot); the form `items[0].type`. */
export function formFieldName(serverPath: string): string {
  return serverPath.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}
