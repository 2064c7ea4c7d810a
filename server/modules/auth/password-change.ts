/**
 * Changing the password while signed in (PUT /account/password): the current password must be
 * right — guessing it here is limited like guessing it at login — and every other session of the
 * user ends, so a device that knew the old password is signed out.
 */
import type { Language } from '../../../src/contract/messages';
import type { DataScope } from '../../db/scope';
import { invalid, tooManyRequests } from '../../errors';
import { blockedFor, hit, reset } from '../../lib/rate-limit';
import { loginLimits } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import { revokeSessions } from './sessions';

const WRONG_PASSWORD = {
  de: 'Das aktuelle Passwort ist falsch.',
  en: 'The current password is wrong.',
};

export async function changePassword(
  scope: DataScope,
  input: { oldPassword: string; password: string },
  request: { ip: string | null; language: Language; now: () => Date },
): Promise<void> {
  const { userId, sessionId } = scope.caller;
  const user = await scope.users.find(userId);
  const limits = loginLimits(user.email, request.ip);
  const wait = await blockedFor(scope.handle, limits, request.now());
  if (wait > 0) throw tooManyRequests(wait);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    await hit(scope.handle, limits, request.now());
    throw invalid({ oldPassword: [WRONG_PASSWORD[request.language]] });
  }
  await reset(scope.handle, [limits[0]!.key]);
  const passwordHash = await hashPassword(input.password);
  await scope.transaction(async (tx) => {
    await tx.users.update(userId, { passwordHash, updatedAt: request.now() });
    await revokeSessions(tx.handle, { userId, exceptSessionId: sessionId }, request.now());
  });
}
