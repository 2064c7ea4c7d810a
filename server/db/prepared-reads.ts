/**
 * Prepared reads on PostgreSQL (decision 132): a read the server sends again and again — a list's
 * page and count, the session's lookup — is parsed and planned once per pooled connection
 * instead of with every request. A list statement at 100 000 transports spent as long in the
 * planner (1–2 ms) as in its execution.
 *
 * node-postgres prepares a statement once per connection when the query carries a `name`; a
 * statement's name here is its text's, so two texts never share one. What is named:
 *
 * - reads only (`select` / `with`): their texts are few and fixed by the code (values are bound
 *   parameters), while bulk inserts vary with their row counts;
 * - no `like`: a prefix search's plan depends on the pattern's value (an index range for
 *   "mei%"), which a generic plan of `like $1` cannot use — such statements stay planned anew;
 * - at most `MAX_NAMED` texts in all, each shorter than `MAX_TEXT`: a text past that is sent
 *   unnamed as before, so the prepared statements per connection stay bounded.
 *
 * PostgreSQL re-plans a prepared statement itself after a schema change. Only a changed result
 * type fails ("cached plan must not change result type", a top-level `select *` after another
 * instance's migration added a column; drizzle names every column, so none is known): that
 * connection is then closed, the pool opens a fresh one, and the one read fails as it would
 * have without the pool.
 */
import type pg from 'pg';

export const MAX_NAMED = 1_000;
export const MAX_TEXT = 16_000;

const CHANGED_RESULT_TYPE = /cached plan must not change result type/;

const READ = /^\s*(select|with)\b/i;
const PATTERN = /\blike\b/i;

const names = new Map<string, string>();

/** The name a statement is prepared under, or undefined when it goes unnamed (see above). */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (text.length > MAX_TEXT || names.size >= MAX_NAMED) return undefined;
  if (!READ.test(text) || PATTERN.test(text)) return undefined;
  const name = `kt_${names.size + 1}`;
  names.set(text, name);
  return name;
}

type QueryConfig = { text: string; name?: string; values?: unknown[] };

const isConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { text?: unknown }).text === 'string' &&
  // A submittable (a cursor, a stream) is sent as it is.
  typeof (value as { submit?: unknown }).submit !== 'function';

/**
 * Names the reads of this pooled connection, in both of node-postgres's forms: with a promise
 * (drizzle in a transaction) and with a callback (pg-pool's `query`, drizzle outside one).
 */
export function prepareReads(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const changedResultType = (error: unknown) => {
    if (error instanceof Error && CHANGED_RESULT_TYPE.test(error.message)) {
      client.connection.stream.destroy();
    }
  };
  client.query = ((...args: unknown[]) => {
    const [config, ...rest] = args;
    if (!isConfig(config) || config.name !== undefined) return query(...args);
    const name = statementName(config.text);
    if (name === undefined) return query(...args);
    const named = { ...config, name };
    const callback = rest.at(-1);
    if (typeof callback === 'function') {
      rest[rest.length - 1] = (error: unknown, result: unknown) => {
        changedResultType(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(named, ...rest);
    }
    return (query(named, ...rest) as Promise<unknown>).catch((error: unknown) => {
      changedResultType(error);
      throw error;
    });
  }) as typeof client.query;
}
