/** What `/readyz` reports about the database, and a bound for the check itself. */
export type DatabaseHealth =
  | { status: 'ready' }
  | {
      status: 'unavailable';
      /**
       * unreachable: refuses or does not answer connections; busy: every connection in use (or
       * PGlite's one connection occupied) past the wait bound; timeout: the check got no answer
       * in time; error: the check failed otherwise.
       */
      problem: 'unreachable' | 'busy' | 'timeout' | 'error';
      /** A short technical reason (an error code or driver message), never data. */
      error?: string;
      /** Since when the database is known to be away. */
      since?: string;
    };

/** A readiness check answers within this time, whatever the database does. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

type Problem = Extract<DatabaseHealth, { status: 'unavailable' }>['problem'];

/**
 * Runs `check`; if it has not settled within `ms`, reports a timeout instead of waiting.
 * `problemOf` names what a failure of the check means (default: an error).
 */
export async function boundedCheck(
  check: () => Promise<unknown>,
  problemOf: (error: unknown) => Problem = () => 'error',
  ms = HEALTH_CHECK_TIMEOUT_MS,
): Promise<DatabaseHealth> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<DatabaseHealth>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'unavailable', problem: 'timeout', error: `no answer in ${ms} ms` }),
      ms,
    );
  });
  try {
    return await Promise.race([
      check().then(
        (): DatabaseHealth => ({ status: 'ready' }),
        (error: unknown): DatabaseHealth => ({
          status: 'unavailable',
          problem: problemOf(error),
          error: shortReason(error),
        }),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An error code, or the driver's own message (the innermost cause: Drizzle's wrapper quotes the
 * query's parameters): what an operator needs, nothing a query carried.
 */
export function shortReason(error: unknown): string {
  let innermost: unknown = error;
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, name } = e as { code?: unknown; name?: unknown };
    if (typeof code === 'string') return code;
    if (name === 'DatabaseUnavailableError') return (e as Error).message;
    innermost = e;
  }
  const message = innermost instanceof Error ? innermost.message : String(innermost);
  // Driver messages about connections are short fixed texts; anything else may quote data.
  return message.length <= 80 && !message.includes('\n') ? message : 'query failed';
}
