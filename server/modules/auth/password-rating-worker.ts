/**
 * The worker thread of the password rating (password-rating.ts): the estimator the forms use
 * (src/contract/password-strength.ts, same module, same options).
 */
import type { MessagePort } from 'node:worker_threads';
import { passwordStrength, type PasswordStrength } from '../../../src/contract/password-strength';

export type RatingTask = {
  password: string;
  userInputs: readonly string[];
  /** Told as the rating starts: its time limit counts from then, not from the queue. */
  started: MessagePort;
};

// The estimator (dictionaries, ranked) is built as the thread loads, before it takes a task.
passwordStrength('Aufwärmen');

export default function rate({ password, userInputs, started }: RatingTask): PasswordStrength {
  started.postMessage('started');
  started.close();
  return passwordStrength(password, userInputs);
}
