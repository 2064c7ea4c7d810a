/**
 * The PostgreSQL pool with a bound on every wait (docs/decisions: database bounds). Without them a
 * database that stops answering (packets held, not refused) left requests waiting for ever, and
 * once they held every pooled connection the instance stayed stuck after the database was back.
 *
 * - connecting, and waiting for a free pooled connection: `connectTimeoutMs` (pg-pool has one
 *   timer for both);
 * - a statement: `statement_timeout` on the server, so a slow query or a lock wait is cancelled;
 * - an answer at all: `query_timeout` on the client, a little longer; a connection whose query
 *   got no answer is closed at once (it would otherwise hold the query and be pooled again);
 * - a transaction left idle by a frozen instance: `idle_in_transaction_session_timeout` frees
 *   its locks for the other instances.
 *
 * When connecting fails (refused, no answer) or an answer times out, a circuit breaker opens:
 * every request fails at once with DatabaseUnavailableError (503) instead of waiting for its own
 * timeout, while a probe tries a fresh connection every `probeIntervalMs` and closes the breaker
 * as soon as the database answers again.
 */
import pg from 'pg';
import { DatabaseUnavailableError, retryAfterUnavailable } from './errors';
import { boundedCheck, shortReason, type DatabaseHealth } from './health';
import type { Logger } from '../logger';
import { prepareReads } from './prepared-reads';
import { dbAcquireWait, dbTimeouts } from '../metrics/registry';

export type DatabaseBounds = {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  queryTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  probeIntervalMs: number;
};

export const DEFAULT_BOUNDS: DatabaseBounds = {
  connectTimeoutMs: 3_000,
  statementTimeoutMs: 8_000,
  queryTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 30_000,
  probeIntervalMs: 1_000,
};

/** SQLSTATE query_canceled: here, the statement_timeout cut a statement. */
const STATEMENT_TIMEOUT = '57014';

/** pg-pool's message when no pooled connection became free in time: busy, not away. */
const POOL_EXHAUSTED = 'timeout exceeded when trying to connect';

/** The connection settings of every pooled connection and of the probe. */
export function boundedClientConfig(url: string, bounds: DatabaseBounds): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: bounds.connectTimeoutMs,
    statement_timeout: bounds.statementTimeoutMs,
    query_timeout: bounds.queryTimeoutMs,
    idle_in_transaction_session_timeout: bounds.idleInTransactionTimeoutMs,
    keepAlive: true,
  };
}

export function boundedPool(options: {
  url: string;
  size: number;
  bounds: DatabaseBounds;
  log: Logger;
  preparedReads: boolean;
}) {
  const { url, size, bounds, log, preparedReads } = options;
  const config = boundedClientConfig(url, bounds);
  const pool = new pg.Pool({ ...config, max: size });
  let away: { since: Date; reason: string } | undefined;
  let closed = false;

  const trip = (error: unknown) => {
    if (away || closed) return;
    away = { since: new Date(), reason: shortReason(error) };
    log.warn('[db] PostgreSQL unavailable: answering 503 until it is back', { err: error });
    void probeUntilBack();
  };

  const probeUntilBack = async () => {
    while (away && !closed) {
      if (await answers(config, bounds.connectTimeoutMs)) {
        away = undefined;
        log.info('[db] PostgreSQL answers again');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, bounds.probeIntervalMs).unref());
    }
  };

  // An idle connection that breaks must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.warn('[db] idle PostgreSQL connection lost', { err: error }));
  pool.on('connect', (client) => {
    // A checked-out connection that breaks errors its queries; the event itself must not crash
    // the process (node-postgres emits it, and nobody else listens while it is checked out).
    client.on('error', () => {});
    closeOnReadTimeout(client, trip);
    // A read sent again and again is parsed and planned once per connection (decision 132).
    if (preparedReads) prepareReads(client);
  });

  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  // Drizzle and pool.query both come through here (pg-pool's query calls this.connect(cb)).
  pool.connect = ((
    callback?: (error?: Error, client?: pg.PoolClient, done?: () => void) => void,
  ) => {
    const waiting = dbAcquireWait.startTimer();
    const attempt = away
      ? Promise.reject(new DatabaseUnavailableError('unreachable'))
      : connect().then(
          (client) => {
            waiting();
            return client;
          },
          (error: Error) => {
            if (error.message === POOL_EXHAUSTED) dbTimeouts.inc({ kind: 'acquire' });
            else trip(error);
            throw error;
          },
        );
    if (!callback) return attempt;
    attempt.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
  }) as typeof pool.connect;

  return {
    pool,
    connections: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async health(): Promise<DatabaseHealth> {
      if (away) {
        return {
          status: 'unavailable',
          problem: 'unreachable',
          error: away.reason,
          since: away.since.toISOString(),
        };
      }
      // A queue for connections is normal under load; only a wait past the acquire bound is busy.
      return boundedCheck(
        () => pool.query('select 1'),
        (error) =>
          (error as Error).message === POOL_EXHAUSTED
            ? 'busy'
            : retryAfterUnavailable(error) !== undefined
              ? 'unreachable'
              : 'error',
      );
    },
    async end() {
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Ends a connection whose query got no answer within query_timeout. node-postgres reports the
 * timeout but keeps waiting for that answer on the connection, so every later query on it (the
 * rollback, the next request's) would queue behind one that may never come.
 */
function closeOnReadTimeout(client: pg.PoolClient, onTimeout: (error: Error) => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const timedOut = (error: unknown) => {
    if ((error as { code?: unknown } | undefined)?.code === STATEMENT_TIMEOUT) {
      dbTimeouts.inc({ kind: 'statement' });
    }
    if (!(error instanceof Error) || error.message !== 'Query read timeout') return;
    dbTimeouts.inc({ kind: 'read' });
    client.connection.stream.destroy();
    onTimeout(error);
  };
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        timedOut(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    // Observes the promise the caller awaits; the caller still sees the rejection.
    if (result instanceof Promise) result.catch(timedOut);
    return result;
  }) as typeof client.query;
}

/** Whether a fresh connection gets an answer to `select 1` in time. */
async function answers(config: pg.ClientConfig, timeoutMs: number): Promise<boolean> {
  const client = new pg.Client({ ...config, query_timeout: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    await client.end();
    return true;
  } catch {
    client.connection.stream.destroy();
    return false;
  }
}
