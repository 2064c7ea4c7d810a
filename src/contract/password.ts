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

/** A person's own words that a password should not be made of: names and the e-mail address. */
export function personalWords(person: {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string[] {
  const email = person.email?.trim().toLowerCase() ?? '';
  return [email, email.split('@')[0] ?? '', person.firstName ?? '', person.lastName ?? '']
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}
