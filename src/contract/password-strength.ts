/**
 * How strong a new password is (Schwach/Mittel/Stark, seed §9), estimated by zxcvbn-ts with its
 * common and German dictionaries (decision 034). The server refuses what the meter calls
 * "Schwach" with the same options, so the rating a person sees is the rule that applies.
 *
 * The dictionaries are large: the browser imports this module only on screens with a new
 * password (dynamic import), never from the main chunk or from the schemas in this folder.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as german from '@zxcvbn-ts/language-de';

export type PasswordStrength = 'weak' | 'medium' | 'strong';

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: ranking the dictionaries takes a moment the start-up need not pay. */
function getEstimator(): ZxcvbnFactory {
  return (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...german.dictionary },
    graphs: common.adjacencyGraphs,
    // Rating a password takes time that grows with its length (repeated patterns most): the
    // first 64 characters decide, which no passphrase needs more of. Misspelling matching
    // (Levenshtein) is left off: it made each rating about 20 times slower.
    maxLength: 64,
  }));
}

/**
 * zxcvbn's score 0–4 in three steps: 0–1 (guessed within about a million tries) is weak, 2 medium,
 * 3–4 strong. `userInputs` are the person's own words (name, e-mail), which count as guessable.
 */
export function passwordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  if (!password) return 'weak';
  const { score } = getEstimator().check(password, [...userInputs]);
  if (score >= 3) return 'strong';
  if (score === 2) return 'medium';
  return 'weak';
}

/** The minimum the server enforces: anything the meter does not call "Schwach". */
export const isStrongEnough = (password: string, userInputs: readonly string[] = []) =>
  passwordStrength(password, userInputs) !== 'weak';
