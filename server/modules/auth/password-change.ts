/**
 * Changing the password while signed in (PUT /account/password): the current password must be
 * right — guessing it here is limited like guessing it at login — and every other session of the
 * user ends, so a device that knew the old password is signed out.
 */
import type { Language } from '../../../src/contract/messages';
import { personalWords } from '../../../src/contract/password';
import type { DataScope } from '../../db/scope';
import { invalid } from '../../errors';
import { passwordChangeThrottles } from './limits';
import { checkPassword } from './password-attempts';
import { requireStrongPassword } from './password-policy';
import type { PasswordRater } from '../../process-services';
import { hashPassword } from './passwords';
import { revokeSessions } from './sessions';

const WRONG_PASSWORD = {
  de: 'Das aktuelle Passwort ist falsch.',
  en: 'The current password is wrong.',
};

export async function changePassword(
  scope: DataScope,
  input: { oldPassword: string; password: string },
  request: { ip: string | null; language: Language; now: () => Date; rater: PasswordRater },
): Promise<void> {
  const { userId, sessionId } = scope.caller;
  const user = await scope.users.find(userId);
  await requireStrongPassword(request.rater, input.password, personalWords(user), request.language);
  // Someone at an unlocked device must not be able to guess the password through this form.
  const throttles = passwordChangeThrottles(userId);
  if (
    !(await checkPassword(
      scope.handle,
      throttles,
      request.now,
      user.passwordHash,
      input.oldPassword,
    ))
  ) {
    throw invalid({ oldPassword: [WRONG_PASSWORD[request.language]] });
  }
  const passwordHash = await hashPassword(input.password);
  await scope.transaction(async (tx) => {
    await tx.users.update(userId, { passwordHash, updatedAt: request.now() });
    await revokeSessions(tx.handle, { userId, exceptSessionId: sessionId }, request.now());
  });
}
