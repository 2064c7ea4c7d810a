/**
 * Rating new passwords off the request thread (decision 040). zxcvbn-ts (the estimator the forms
 * show, src/contract/password-strength.ts) spends up to about a second of CPU on a hostile
 * repeated pattern; on the event loop that second stalls every other request of the process.
 * Here a small pool of worker threads (piscina) rates, with a bounded queue and a time limit:
 * when ratings pile up, a new password waits or is answered 503 "try again", and nothing else
 * does.
 */
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PasswordStrength } from '../../../src/contract/password-strength';
import { unavailable } from '../../errors';
import type { PasswordRater } from '../../process-services';
import type { RatingTask } from './password-rating-worker';

export type PasswordRaterOptions = {
  /** Threads at most; by default one core is left to the request thread. */
  threads?: number;
  /** Ratings waiting for a thread at most; beyond, 503 at once. */
  queue?: number;
  /** From the rating's start in its thread; then it is given up (503). */
  timeLimitMs?: number;
};

const RETRY_AFTER_SECONDS = 5;

/** Node 20 cannot load TypeScript by itself: the threads need tsx, as `npm start` has it. */
function withTsx(execArgv: readonly string[]): string[] {
  return execArgv.some((arg) => arg.includes('tsx'))
    ? [...execArgv]
    : [...execArgv, '--import', 'tsx'];
}

export function createPasswordRater(options: PasswordRaterOptions = {}): PasswordRater {
  const threads = options.threads ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  // Counted here: piscina's own `maxQueue` lets tasks with an abort signal past it.
  const capacity = threads + (options.queue ?? 32);
  let inFlight = 0;
  const pool = new Piscina<RatingTask, PasswordStrength>({
    filename: new URL('./password-rating-worker.ts', import.meta.url).href,
    execArgv: withTsx(process.execArgv),
    // No thread before the first rating; one stays ready a while after it, since starting one
    // (loading and ranking the dictionaries) costs more than a rating.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 10 * 60_000,
    // No lower CPU priority (piscina's niceIncrement): on a machine busy with other processes
    // the threads then starved, and registrations ran into the time limit (decision 040).
  });
  const timeLimitMs = options.timeLimitMs ?? 20_000;
  return {
    async rate(password, userInputs) {
      if (inFlight >= capacity) throw unavailable(RETRY_AFTER_SECONDS);
      inFlight += 1;
      const giveUp = new AbortController();
      const { port1, port2 } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      // A rating still running at its limit is stopped: its thread ends and a new one takes over.
      port1.once('message', () => (timer = setTimeout(() => giveUp.abort(), timeLimitMs)));
      try {
        return await pool.run(
          { password, userInputs: [...userInputs], started: port2 },
          { signal: giveUp.signal, transferList: [port2] },
        );
      } catch (error) {
        // Given up at the time limit: the password is not judged, so the caller gets neither a
        // yes nor a no, but "later" (as when too many wait).
        if (error instanceof Error && error.name === 'AbortError') {
          throw unavailable(RETRY_AFTER_SECONDS);
        }
        throw error;
      } finally {
        clearTimeout(timer);
        port1.close();
        inFlight -= 1;
      }
    },
    close: () => pool.close({ force: true }),
  };
}
