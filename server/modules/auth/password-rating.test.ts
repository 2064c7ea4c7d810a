import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordStrength } from '../../../src/contract/password-strength';
import { AppError } from '../../errors';
import type { PasswordRater } from '../../process-services';
import { createPasswordRater } from './password-rating';

/** A pattern zxcvbn-ts spends a long time on: hundreds of ms, up to a second on a busy machine. */
const HOSTILE = '1'.repeat(64);

let rater: PasswordRater;
beforeAll(() => {
  rater = createPasswordRater({ threads: 1 });
});
afterAll(() => rater.close());

const isUnavailable = (error: unknown) => error instanceof AppError && error.status === 503;

// A thread's first rating loads the dictionaries: seconds on a busy machine.
const SLOW = 60_000;

describe('the password rating in a worker thread', () => {
  it(
    'answers as the estimator the forms show',
    async () => {
      const cases: [string, string[]][] = [
        ['kurz', []],
        ['Passwort1234', []],
        ['irgendein langes passwort', []],
        ['Kaffee-Tasse-Wolke-17', []],
        ['mia.schulz2026', ['mia.schulz@example.org', 'mia.schulz', 'Mia', 'Schulz']],
        [HOSTILE, []],
      ];
      for (const [password, userInputs] of cases) {
        expect(await rater.rate(password, userInputs)).toBe(passwordStrength(password, userInputs));
      }
    },
    SLOW,
  );

  it(
    'leaves the request thread free while it rates a hostile password',
    async () => {
      await rater.rate('warm-up', []);
      let turns = 0;
      const ticker = setInterval(() => (turns += 1), 5);
      try {
        await rater.rate(HOSTILE, []);
      } finally {
        clearInterval(ticker);
      }
      // Rated on this thread, the event loop would not have turned once until the answer.
      expect(turns).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'gives a rating up after its time limit: 503, try again later',
    async () => {
      const hasty = createPasswordRater({ threads: 1, timeLimitMs: 1 });
      try {
        const refused = await hasty.rate(HOSTILE, []).catch((error: unknown) => error);
        expect(isUnavailable(refused)).toBe(true);
      } finally {
        await hasty.close();
      }
    },
    SLOW,
  );

  it(
    'refuses more waiting ratings than its queue holds at once, with 503',
    async () => {
      const small = createPasswordRater({ threads: 1, queue: 1, timeLimitMs: SLOW });
      try {
        // One rating running, one waiting: the third is one too many, however quick they are.
        const outcomes = await Promise.allSettled(
          Array.from({ length: 3 }, () => small.rate('kurz', [])),
        );
        expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'refused'))).toEqual([
          'weak',
          'weak',
          'refused',
        ]);
        expect(isUnavailable((outcomes[2] as PromiseRejectedResult).reason)).toBe(true);
      } finally {
        await small.close();
      }
    },
    SLOW,
  );
});
