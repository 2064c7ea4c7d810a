/**
 * Headers added to an answer that is already built, without building it again. Hono's
 * `c.header()` on a finished answer copies it into a new Response each time, and asking the
 * answer whether its body was read turns @hono/node-server's light answer into a full one with a
 * body stream — per header, on every request. Here the answer's own headers are changed instead;
 * only an answer whose headers cannot change (one from `fetch()`) goes the long way.
 */
import type { Context } from 'hono';

export function setAnswerHeaders(c: Context, headers: Record<string, string>): void {
  const target = c.res.headers;
  try {
    for (const [name, value] of Object.entries(headers)) target.set(name, value);
  } catch {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  }
}
