/**
 * One spelling for one JSON value: object keys sorted, no whitespace, numbers and strings as
 * JSON.stringify writes them. Two bodies that mean the same (other key order, other spacing,
 * `1.0` for `1`, `"\u00e4"` for `"ä"`) get the same text.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A request body in canonical form when it is JSON; any other body (or JSON nested too deeply to
 * walk) exactly as sent.
 */
export function canonicalBody(text: string): string {
  try {
    return canonicalJson(JSON.parse(text));
  } catch {
    return text;
  }
}
