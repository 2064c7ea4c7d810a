/** Recognises PostgreSQL errors through Drizzle's wrapper, on PGlite and node-postgres alike. */
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/**
 * A deadlock (40P01) or serialization failure (40001): PostgreSQL rolled the statement back
 * because a concurrent one got in its way; running it again is the documented remedy.
 */
export const isTransientConflict = (error: unknown) =>
  ['40P01', '40001'].includes(pgCode(error) ?? '');

/**
 * The database cannot be used right now: it does not answer (or refuses connections), and the
 * circuit breaker in postgres-pool.ts answers at once instead of letting every request wait for
 * its own timeout; or PGlite's single connection stayed busy past the wait bound.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'busy',
    options?: { cause?: unknown },
  ) {
    super(reason === 'busy' ? 'database busy' : 'database unreachable', options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Busy (retry soon) or away (retry a little later): the Retry-After of each kind, in seconds. */
const RETRY_BUSY = 2;
const RETRY_AWAY = 5;

/** Messages of node-postgres and pg-pool for a connection that failed, timed out or broke. */
const CONNECTION_FAILURES = new Map([
  ['timeout exceeded when trying to connect', RETRY_BUSY], // pg-pool: every connection in use
  ['Connection terminated due to connection timeout', RETRY_AWAY],
  ['Connection terminated unexpectedly', RETRY_AWAY],
  ['Query read timeout', RETRY_AWAY],
  ['Client has encountered a connection error and is not queryable', RETRY_AWAY],
  ['Client was closed and is not queryable', RETRY_AWAY],
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * SQLSTATEs that say "not now" rather than "this request is wrong": query_canceled (the
 * statement timeout), lock_not_available, the session timeouts, class 08 (connection
 * exception), 53 (insufficient resources, e.g. too many connections) and 57P01–57P05 (the
 * server shuts down, restarts or is still starting).
 */
const UNAVAILABLE_STATES = /^(57014|55P03|25P03|57P0[1-5]|08...|53...)$/;

/**
 * How long a client should wait before retrying, when `error` means the database is unavailable
 * (an answer of 503 with Retry-After); undefined for every other error.
 */
export function retryAfterUnavailable(error: unknown): number | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (e instanceof DatabaseUnavailableError) return e.reason === 'busy' ? RETRY_BUSY : RETRY_AWAY;
    const { message, code } = e as { message?: unknown; code?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) {
      return code === '57014' || code === '55P03' ? RETRY_BUSY : RETRY_AWAY;
    }
    const failure = typeof message === 'string' ? CONNECTION_FAILURES.get(message) : undefined;
    if (failure !== undefined) return failure;
  }
  return undefined;
}
