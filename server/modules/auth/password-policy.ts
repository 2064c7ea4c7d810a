/**
 * The minimum a new password must reach: the estimator the meter on the forms shows (decision
 * 034), so a password rated "Schwach" there is refused here, named on the password field. Rated
 * off the request thread (password-rating.ts, decision 040).
 */
import { message, type Language } from '../../../src/contract/messages';
import { invalid } from '../../errors';
import type { PasswordRater } from '../../process-services';

export async function requireStrongPassword(
  rater: PasswordRater,
  password: string,
  personalWords: readonly string[],
  language: Language,
): Promise<void> {
  if ((await rater.rate(password, personalWords)) === 'weak') {
    throw invalid({ password: [message('passwordTooWeak', language)] });
  }
}
