import type { AnyFieldMeta } from '@tanstack/react-form';

/**
 * The one message a field shows (issue 10.8): two at once ("Bitte ausfüllen. Deutsche
 * Postleitzahlen haben 5 Ziffern.") read as noise. The schema lists a field's checks from the
 * basic to the specific (filled in, then well-formed, then plausible), and the form's own check
 * of what is typed now comes before the server's answer to an earlier submit: the first is the
 * one to act on, and once it is fixed the next one shows.
 */
export function fieldMessage(meta: Pick<AnyFieldMeta, 'errors'>): string | undefined {
  return errorMessages(meta)[0];
}

/** The messages of a field's errors, whatever produced them (schema issue, server, string). */
function errorMessages(meta: Pick<AnyFieldMeta, 'errors'>): string[] {
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
