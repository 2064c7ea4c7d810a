/**
 * The minimum a new password must reach: the estimator the meter on the forms shows (decision
 * 034), so a password rated "Schwach" there is refused here, named on the password field.
 */
import { isStrongEnough } from '../../../src/contract/password-strength';
import { message, type Language } from '../../../src/contract/messages';
import { invalid } from '../../errors';

export function requireStrongPassword(
  password: string,
  personalWords: readonly string[],
  language: Language,
): void {
  if (!isStrongEnough(password, personalWords)) {
    throw invalid({ password: [message('passwordTooWeak', language)] });
  }
}
