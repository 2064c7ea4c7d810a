import * as v from 'valibot';
import { crossFieldCheck } from './cross-field';
import { m } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases, short enough that hashing stays cheap for a hostile client. */
export const PASSWORD_MAX_LENGTH = 128;

export const newPassword = v.pipe(
  v.string(m('required')),
  v.nonEmpty(m('required')),
  v.minLength(PASSWORD_MIN_LENGTH, m('passwordTooShort')),
  v.maxLength(PASSWORD_MAX_LENGTH, m('tooLong')),
);

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * A rough strength estimate for the meter on the forms (Schwach/Mittel/Stark). Length counts most,
 * a mix of character classes helps, and repeated characters or common sequences count against it.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'weak';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const distinct = new Set(password.toLowerCase()).size;
  const common = /(1234|abcd|qwer|passwor|passwort|asdf|0000|1111)/i.test(password);
  let score = Math.min(password.length, 20) / 4 + classes;
  if (distinct < password.length / 2) score -= 2;
  if (common) score -= 3;
  if (score >= 7) return 'strong';
  if (score >= 4.5) return 'medium';
  return 'weak';
}

/** Reports a `password` / `passwordRetry` mismatch on `passwordRetry`. */
export const withMatchingPasswords = <
  TSchema extends v.GenericSchema<unknown, { password: string; passwordRetry: string }>,
>(
  schema: TSchema,
) =>
  crossFieldCheck(
    schema,
    ['password', 'passwordRetry'],
    'passwordRetry',
    (input) => input.password === input.passwordRetry,
    m('passwordsDiffer'),
  );
