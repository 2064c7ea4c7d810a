/**
 * The line in front of PGlite's single connection. PGlite runs one query or transaction at a time
 * and cannot cancel one (it ignores statement_timeout): a query that runs for long holds up every
 * request behind it. Drizzle's calls therefore wait here, one at a time; a call that has waited
 * longer than the bound leaves the line without ever running and fails with
 * DatabaseUnavailableError('busy'), answered 503. Unlike a timeout around a running call, a
 * request answered 503 this way never changes anything afterwards.
 *
 * Only Drizzle's root handle goes through the line. A transaction's own queries run on the
 * handle PGlite gives it; code that wrongly used the root handle inside a transaction would wait
 * for itself — that now ends after the bound instead of never.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { dbAcquireWait, dbTimeouts } from '../metrics/registry';
import { DatabaseUnavailableError } from './errors';

export type PgliteLine = {
  /** What Drizzle calls: PGlite's query and transaction, each waiting its turn. */
  client: Pick<PGlite, 'query' | 'transaction'>;
  /** Since when the call now running started, or undefined when PGlite is idle. */
  busySince(): number | undefined;
  /** Calls waiting for their turn now. */
  waiting(): number;
  /** Runs `run` alone on PGlite, in line like any call, waiting up to `waitMs` for its turn. */
  exclusive<T>(run: () => Promise<T>, waitMs: number): Promise<T>;
};

export function pgliteLine(pglite: PGlite, waitMs: number): PgliteLine {
  let last: Promise<void> = Promise.resolve();
  let runningSince: number | undefined;
  let waiting = 0;

  function inLine<T>(run: () => Promise<T>, bound = waitMs): Promise<T> {
    const previous = last;
    let finished!: () => void;
    last = new Promise((resolve) => (finished = resolve));
    return new Promise<T>((resolve, reject) => {
      let gaveUp = false;
      waiting += 1;
      const waited = dbAcquireWait.startTimer();
      const timer = setTimeout(() => {
        gaveUp = true;
        waiting -= 1;
        dbTimeouts.inc({ kind: 'acquire' });
        reject(new DatabaseUnavailableError('busy'));
      }, bound);
      timer.unref();
      void previous.then(async () => {
        clearTimeout(timer);
        if (gaveUp) return finished();
        waiting -= 1;
        waited();
        runningSince = Date.now();
        try {
          resolve(await run());
        } catch (error) {
          reject(error as Error);
        } finally {
          runningSince = undefined;
          finished();
        }
      });
    });
  }

  const client: PgliteLine['client'] = {
    query: ((...args: Parameters<PGlite['query']>) =>
      inLine(() => pglite.query(...args))) as PGlite['query'],
    transaction: (<T>(callback: (tx: Transaction) => Promise<T>) =>
      inLine(() => pglite.transaction(callback))) as PGlite['transaction'],
  };
  return { client, busySince: () => runningSince, waiting: () => waiting, exclusive: inLine };
}
